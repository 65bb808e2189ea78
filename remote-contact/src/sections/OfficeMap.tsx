import DirectionsRounded from '@mui/icons-material/DirectionsRounded';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { brand, company, formatAddress, PageSection, SectionHeading, useHydrated, visuallyHidden } from 'shared';
import { officeMapCopy as copy, officePlace as place } from '../content/contactPage';
import { mapDirectionsUrl, mapEmbedUrl, mapSearchUrl } from './mapUrls';

const address = formatAddress(company.address);

/** A button-styled link to the maps service, opening in a new tab and saying so to screen readers. */
function NewTabLink({ children, ...button }: { href: string } & Pick<ButtonProps, 'variant' | 'startIcon' | 'endIcon' | 'children'>) {
  return (
    <Button {...button} target="_blank" rel="noopener noreferrer">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {copy.newTab}
      </Box>
    </Button>
  );
}

/** The office address beside an embedded map that never blocks or breaks the page. */
export function OfficeMap() {
  return (
    <PageSection headingId="office-map-heading" tone="mist" spacing="regular">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          alignItems: 'center',
        }}
      >
        <div>
          <SectionHeading id="office-map-heading" eyebrow={copy.eyebrow} title={copy.heading} gutterBottom={false}>
            {copy.text}
          </SectionHeading>
          <Box
            component="address"
            sx={{ fontStyle: 'normal', display: 'flex', gap: 1.5, alignItems: 'flex-start', my: 3 }}
          >
            <LocationOnRounded aria-hidden sx={{ color: 'secondary.main', mt: '2px' }} />
            <Box component="span" sx={{ fontWeight: 650, fontSize: '1.05rem' }}>
              {company.name}
              <br />
              {address}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <NewTabLink variant="contained" href={mapSearchUrl(address)} endIcon={<OpenInNewRounded aria-hidden />}>
              {copy.open}
            </NewTabLink>
            <NewTabLink variant="outlined" href={mapDirectionsUrl(address)} startIcon={<DirectionsRounded aria-hidden />}>
              {copy.directions}
            </NewTabLink>
          </Box>
        </div>
        <MapFrame />
      </Box>
    </PageSection>
  );
}

/**
 * The frame gets its address only once it nears the screen, so the page never
 * waits for the map, and fades in over the drawing once loaded. Until then, and
 * wherever the frame is blocked without a trace, the drawing shows. The HTML
 * has no address; the section's code, which runs when the visitor nears it
 * (deferUntilNear), gives it one. Rendered after a client-side navigation, it
 * has one at once, and the browser's own lazy loading holds the frame until
 * it nears the screen.
 */
function MapFrame() {
  const near = useHydrated();
  const [loaded, setLoaded] = useState(false);

  return (
    <Box
      data-map-state={loaded ? 'loaded' : near ? 'loading' : 'waiting'}
      sx={{
        position: 'relative',
        height: { xs: 300, sm: 360, md: 420 },
        borderRadius: 4,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: '#E9F0F5',
        boxShadow: '0 24px 48px -28px rgba(10, 61, 98, 0.35)',
      }}
    >
      <MapDrawing />
      <Box
        component="iframe"
        title={`Map of ${company.name}, ${address}`}
        src={near ? mapEmbedUrl(address) : undefined}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        onLoad={() => setLoaded(true)}
        inert={!loaded}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          border: 0,
          opacity: loaded ? 1 : 0,
          transition: 'opacity 0.4s ease',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
    </Box>
  );
}

/** An original street-map drawing with the office pin, under the live map. */
function MapDrawing() {
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0 }}>
      <Box
        component="svg"
        viewBox="0 0 800 420"
        preserveAspectRatio="xMidYMid slice"
        sx={{ display: 'block', width: '100%', height: '100%' }}
      >
        <rect width="800" height="420" fill="#E9F0F5" />
        <rect x="40" y="36" width="170" height="110" rx="16" fill="#D4EAE3" />
        <rect x="560" y="250" width="190" height="130" rx="16" fill="#D4EAE3" />
        <path d="M-20 330 C 140 280, 260 390, 430 330 S 690 250, 830 300" stroke="#C4DCEC" strokeWidth="30" fill="none" />
        <g stroke="#FFFFFF" strokeWidth="6" strokeLinecap="round">
          {[90, 180, 270, 460, 550, 640, 730].map((x) => (
            <line key={`v${x}`} x1={x} y1="0" x2={x} y2="420" />
          ))}
          {[70, 140, 250, 320, 390].map((y) => (
            <line key={`h${y}`} x1="0" y1={y} x2="800" y2={y} />
          ))}
        </g>
        <g stroke="#FFFFFF" strokeWidth="16" strokeLinecap="round">
          <line x1="0" y1="205" x2="800" y2="185" />
          <line x1="372" y1="0" x2="412" y2="420" />
        </g>
        <g stroke="#F3D9A4" strokeWidth="4" strokeLinecap="round" opacity="0.8">
          <line x1="0" y1="205" x2="800" y2="185" />
        </g>
      </Box>
      <Box
        sx={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          transform: 'translate(-50%, -100%)',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
        }}
      >
        <Box
          sx={{
            mb: 1,
            px: 1.75,
            py: 0.75,
            borderRadius: 999,
            bgcolor: '#fff',
            boxShadow: 3,
            fontWeight: 700,
            fontSize: '0.9rem',
            color: 'text.primary',
            whiteSpace: 'nowrap',
          }}
        >
          {company.name} · {place}
        </Box>
        <LocationOnRounded sx={{ fontSize: 56, color: brand.teal, filter: 'drop-shadow(0 6px 6px rgba(10,61,98,0.35))' }} />
      </Box>
    </Box>
  );
}

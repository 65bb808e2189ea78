import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import { brand, CheckList } from 'shared';

// Original decorative art: soft rings in a corner, clear of the checklist, over the brand gradient.
const panelArt =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='420' height='420' viewBox='0 0 420 420'%3E%3Cg fill='none' stroke='%23ffffff' stroke-opacity='0.10' stroke-width='2'%3E%3Ccircle cx='360' cy='60' r='70'/%3E%3Ccircle cx='360' cy='60' r='120'/%3E%3Ccircle cx='360' cy='60' r='170'/%3E%3C/g%3E%3C/svg%3E\")";

/** A brand-colored panel with a large icon and a checklist, set beside a section's text. */
export function HighlightPanel({ icon: Icon, points }: { icon: SvgIconComponent; points: readonly string[] }) {
  return (
    <Box
      sx={{
        position: 'relative',
        borderRadius: 2,
        p: { xs: 3, md: 4 },
        color: '#fff',
        backgroundColor: brand.navy,
        backgroundImage: `${panelArt}, linear-gradient(150deg, ${brand.navy} 0%, ${brand.blue} 60%, ${brand.teal} 125%)`,
        backgroundRepeat: 'no-repeat',
        backgroundPosition: 'top right, center',
        boxShadow: '0 24px 48px -24px rgba(10, 61, 98, 0.55)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(255,255,255,0.14)',
          border: '1px solid rgba(255,255,255,0.3)',
          mb: 3,
        }}
      >
        <Icon sx={{ fontSize: 34 }} />
      </Box>
      <CheckList points={points} tone="light" />
    </Box>
  );
}

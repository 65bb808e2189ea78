import type { SvgIconComponent } from '@mui/icons-material';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, CardIcon, cardSx, PageSection, SectionHeading } from 'shared';
import type { SpecialtyContent } from '../content/specialtyContent';

/** What the specialty's billing involves, beside a card of what we take off the practice's desk. */
export function SpecialtyOverview({
  icon: Icon,
  overview,
}: {
  /** The specialty's icon (loadSpecialtyIcon: the page imports only its own). */
  icon: SvgIconComponent;
  overview: SpecialtyContent['overview'];
}) {
  return (
    <PageSection headingId="overview-heading" spacing="regular">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.35fr 1fr' },
          alignItems: 'start',
        }}
      >
        <div>
          <SectionHeading id="overview-heading" eyebrow="Overview" title={overview.heading} />
          {overview.paragraphs.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} sx={{ color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.8, mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </div>
        <Box sx={{ ...cardSx, gap: 0, p: { xs: 3, md: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
            <CardIcon icon={Icon} />
            <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
              What we take off your desk
            </Typography>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {overview.highlights.map((highlight) => (
              <Box component="li" key={highlight} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', lineHeight: 1.55 }}>
                <TaskAltRounded aria-hidden sx={{ fontSize: 22, mt: '1px', flexShrink: 0, color: brand.tealOnTint }} />
                <span>{highlight}</span>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </PageSection>
  );
}

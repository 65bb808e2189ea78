import BoltRounded from '@mui/icons-material/BoltRounded';
import HealthAndSafetyRounded from '@mui/icons-material/HealthAndSafetyRounded';
import AssignmentIndRounded from '@mui/icons-material/AssignmentIndRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardIcon, cardSx, Eyebrow, PageSection } from 'shared';
import { specialtiesIndex } from '../content/specialtiesIndex';

// Decorative, in the order of the intro's points.
const icons = [AssignmentIndRounded, HealthAndSafetyRounded, BoltRounded];

/**
 * Why specialty billing matters, with three promises. On the page's first
 * screen, rendered with the page: its heading is complete from the first
 * paint (a letter-by-letter heading would bring framer-motion into the page's
 * first download for a heading already in view).
 */
export function SpecialtiesIntro() {
  const { intro } = specialtiesIndex;
  return (
    <PageSection headingId="intro-heading" spacing="regular">
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 7 }, gridTemplateColumns: { xs: '1fr', md: '1.25fr 1fr' }, alignItems: 'center' }}>
        <div>
          <Eyebrow>{intro.eyebrow}</Eyebrow>
          <Typography id="intro-heading" component="h2" variant="h2" sx={{ mb: 3 }}>
            {intro.heading}
          </Typography>
          {intro.paragraphs.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} sx={{ color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.8, mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </div>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {intro.points.map((point, index) => (
            <Box component="li" key={point.label} sx={{ ...cardSx, flexDirection: 'row', alignItems: 'flex-start', gap: 2 }}>
              <CardIcon icon={icons[index % icons.length] ?? AssignmentIndRounded} />
              <div>
                <Typography variant="h3" sx={{ fontSize: '1.08rem', mb: 0.5 }}>
                  {point.label}
                </Typography>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.65 }}>{point.description}</Typography>
              </div>
            </Box>
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}

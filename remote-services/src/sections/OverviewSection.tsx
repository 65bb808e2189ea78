import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cardSx, type SectionTone } from 'shared';
import type { OverviewBlock } from '../content/types';
import { HighlightPanel } from './HighlightPanel';
import { IntroSection } from './IntroSection';

/**
 * An introduction: paragraphs, an optional definition set apart, and a
 * highlights panel with the page's icon. It is on the page's first screen and
 * rendered with the page, so nothing in it animates: framer-motion arrives
 * with the sections below. The page imports that one icon: a
 * lookup by name would bring every section icon into the first screen's code.
 */
export function OverviewSection({
  content,
  icon,
  tone,
}: {
  content: OverviewBlock;
  icon?: SvgIconComponent;
  tone?: SectionTone;
}) {
  const panelIcon = content.highlights?.length ? icon : undefined;
  return (
    <IntroSection intro={content} tone={tone}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: panelIcon ? '1.45fr 1fr' : '1fr' },
        }}
      >
        <Box sx={{ maxWidth: panelIcon ? 'none' : 860 }}>
          {content.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ color: 'text.secondary', fontSize: '1.06rem', lineHeight: 1.8, mb: 2.5 }}>
              {paragraph}
            </Typography>
          ))}
          {content.callout && (
            <Box sx={{ ...cardSx, gap: 0, mt: 3 }}>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {content.callout.label}
              </Typography>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.75 }}>{content.callout.description}</Typography>
            </Box>
          )}
        </Box>
        {panelIcon && <HighlightPanel icon={panelIcon} points={content.highlights ?? []} />}
      </Box>
    </IntroSection>
  );
}

import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import { brand } from '../brand';

export interface CheckListProps {
  points: readonly string[];
  /** light: white text on a brand panel. */
  tone?: 'default' | 'light';
  /** Two columns from the md breakpoint, for long single lists. */
  columns?: 1 | 2;
}

/** A list of points, each led by a check mark: the site's one check list (services, the HIPAA banner, the Security page). */
export function CheckList({ points, tone = 'default', columns = 1 }: CheckListProps) {
  const light = tone === 'light';
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' },
        columnGap: 4,
      }}
    >
      {points.map((point) => (
        <Box
          component="li"
          key={point}
          sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', lineHeight: 1.6, color: light ? '#fff' : 'text.primary' }}
        >
          {/* The colour as the SVG's attribute, so both tones share one class of styles. */}
          <CheckCircleRounded aria-hidden htmlColor={light ? '#9FE3D6' : brand.teal} sx={{ mt: '2px', fontSize: 20, flexShrink: 0 }} />
          <span>{point}</span>
        </Box>
      ))}
    </Box>
  );
}

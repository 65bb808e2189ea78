import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CardIcon, CardLink, cardSx } from './Card';

export interface FeatureTileProps {
  icon: SvgIconComponent;
  title: string;
  children: ReactNode;
  /** A link under the text, to the page that says more. */
  link?: { label: string; to: string };
}

/** A feature card: an icon, a title (h3) and a short text, one point of a "why us" grid. */
export function FeatureTile({ icon, title, children, link }: FeatureTileProps) {
  return (
    <Box sx={{ ...cardSx, height: '100%' }}>
      <CardIcon icon={icon} />
      <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
        {title}
      </Typography>
      <Typography component="div" sx={{ color: 'text.secondary', lineHeight: 1.7, flex: 1 }}>
        {children}
      </Typography>
      {link && <CardLink to={link.to}>{link.label}</CardLink>}
    </Box>
  );
}

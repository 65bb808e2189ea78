import type { SvgIconComponent } from '@mui/icons-material';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface FeatureTileProps {
  icon: SvgIconComponent;
  title: string;
  children: ReactNode;
  /** A link under the text, to the page that says more. */
  link?: { label: string; to: string };
}

/** An icon, a title (h3) and a short text: one point of a "why us" grid. */
export function FeatureTile({ icon: Icon, title, children, link }: FeatureTileProps) {
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: { xs: 3, md: 3.5 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'box-shadow .3s ease, transform .3s ease',
        '&:hover': { boxShadow: '0 14px 36px rgba(10, 61, 98, 0.12)', transform: 'translateY(-2px)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 56,
          height: 56,
          borderRadius: 3,
          color: 'secondary.main',
          bgcolor: 'rgba(14, 124, 107, 0.1)',
        }}
      >
        <Icon aria-hidden sx={{ fontSize: 30 }} />
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
        {title}
      </Typography>
      <Typography component="div" sx={{ color: 'text.secondary', lineHeight: 1.7, flex: 1 }}>
        {children}
      </Typography>
      {link && (
        <MuiLink
          component={RouterLink}
          to={link.to}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, alignSelf: 'flex-start' }}
        >
          {link.label}
          <ArrowForwardRounded fontSize="small" aria-hidden />
        </MuiLink>
      )}
    </Box>
  );
}

import type { SvgIconComponent } from '@mui/icons-material';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from 'shared';

export interface LinkCardProps {
  icon: SvgIconComponent;
  title: string;
  description: string;
  to: string;
  /** Words after the description, e.g. "Learn more". */
  cta: string;
  /** Fixed card height in px (service cards are 250); natural height when absent. */
  height?: number;
}

/**
 * A card that leads to a page. The title is the link, and its ::after covers
 * the card so the whole card is clickable while the link's name stays short.
 */
export function LinkCard({ icon: Icon, title, description, to, cta, height }: LinkCardProps) {
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: height ?? '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
        p: { xs: 3, sm: 2.5, md: 3 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflow: 'hidden',
        transition: 'box-shadow .3s ease, border-color .3s ease, transform .3s ease',
        '&:hover, &:focus-within': {
          borderColor: 'secondary.main',
          boxShadow: '0 14px 36px rgba(10, 61, 98, 0.12)',
          transform: 'translateY(-2px)',
        },
        '&:hover .link-card-cta, &:focus-within .link-card-cta': { gap: 1 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:focus-within': { transform: 'none' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 52,
            height: 52,
            flexShrink: 0,
            borderRadius: '50%',
            color: '#fff',
            background: `linear-gradient(135deg, ${brand.blue}, ${brand.teal})`,
          }}
        >
          <Icon aria-hidden />
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
          <Box
            component={RouterLink}
            to={to}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
            }}
          >
            {title}
          </Box>
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, fontSize: '0.97rem', flex: 1 }}>{description}</Typography>
      <Box
        className="link-card-cta"
        aria-hidden
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'primary.main',
          fontWeight: 700,
          fontSize: '0.95rem',
          transition: 'gap .2s ease',
        }}
      >
        {cta}
        <ArrowForwardRounded fontSize="small" />
      </Box>
    </Box>
  );
}

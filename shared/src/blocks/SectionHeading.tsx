import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** Small label above the heading, e.g. "Why choose us". */
  eyebrow?: string;
  title: string;
  /** Introductory paragraph under the heading. */
  children?: ReactNode;
  align?: 'left' | 'center';
  id?: string;
  /** Space under the block, before the section's content (default true). */
  gutterBottom?: boolean;
}

/** The small label above a section's heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="p"
      sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 1.2, textTransform: 'uppercase', fontSize: '0.85rem', mb: 1 }}
    >
      {children}
    </Typography>
  );
}

/** The heading every section of the site opens with. */
export function SectionHeading({ eyebrow, title, children, align = 'left', id, gutterBottom = true }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        textAlign: align,
        maxWidth: align === 'center' ? 760 : 'none',
        mx: align === 'center' ? 'auto' : 0,
        mb: gutterBottom ? { xs: 4, md: 5 } : 0,
      }}
    >
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Typography variant="h2" id={id}>
        {title}
      </Typography>
      {children && (
        <Typography component="div" sx={{ mt: 2, color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.75 }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}

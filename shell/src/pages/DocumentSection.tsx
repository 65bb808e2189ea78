import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A paragraph of the shell's document pages (privacy, security and HIPAA, accessibility). */
export const bodySx = { mb: 1.5, lineHeight: 1.75 } as const;

/** A headed section of the shell's document pages. */
export function DocumentSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

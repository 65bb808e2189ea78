import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { booking, CheckList, PageHeader } from 'shared';
import type { DocumentSectionContent } from '../content/types';

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

/** The booking button that ends a document page. */
export function BookButton() {
  return (
    <Button component={RouterLink} to={booking.to} variant="contained" color="secondary" sx={{ mt: 1 }}>
      {booking.label}
    </Button>
  );
}

/**
 * The shell's document pages: the header, then each section of the content
 * file, then `children`, the sections whose sentences hold the company's
 * phone and email links.
 */
export function DocumentPage({
  title,
  intro,
  updated,
  sections,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** "Last updated: …", above the first section. */
  updated?: string;
  sections: readonly DocumentSectionContent[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} variant="overview">
        {intro}
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        {updated && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
            Last updated: {updated}
          </Typography>
        )}
        {sections.map(({ heading, paragraphs = [], link, points, book }) => (
          <DocumentSection key={heading} heading={heading}>
            {paragraphs.map((paragraph, at) => (
              <Typography key={paragraph.slice(0, 32)} sx={bodySx}>
                {paragraph}
                {link && at === paragraphs.length - 1 && (
                  <>
                    {' '}
                    {/* Links inside a sentence are underlined: their colour alone is too close to the text's. */}
                    {link.text}{' '}
                    <MuiLink component={RouterLink} to={link.to} underline="always">
                      {link.label}
                    </MuiLink>
                    .
                  </>
                )}
              </Typography>
            ))}
            {points && <CheckList points={points} />}
            {book && <BookButton />}
          </DocumentSection>
        ))}
        {children}
      </Container>
    </>
  );
}

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { booking, CheckList, company, PageHeader } from 'shared';
import { bodySx, DocumentSection } from './DocumentSection';

/** What the site does so everyone can use it, and how to tell us when it does not. Only what the site's own checks show. */
const practices = [
  'Every page works with a keyboard alone, with a visible focus ring and a link to skip to the main content',
  'Text and controls meet the WCAG 2.2 AA colour contrast ratios',
  'Headings, landmarks and labelled form fields for screen readers; code tables are real tables',
  'Pages read and links work before scripts load, and with scripts turned off',
  'Motion stops for visitors who ask their device for reduced motion, and the slideshow has a pause button',
  'Every page template is checked automatically for WCAG 2.2 A and AA issues at phone and desktop widths before each release',
] as const;

/** Accessibility: the standard the site aims for, what it does, and how to report a barrier. */
export default function AccessibilityPage() {
  return (
    <>
      <PageHeader title="Accessibility" variant="overview">
        We want every practice manager, physician and patient to be able to use this website, whatever device or
        assistive technology they use.
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <DocumentSection heading="The standard we work to">
          <Typography sx={bodySx}>
            We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page.
          </Typography>
        </DocumentSection>
        <DocumentSection heading="What the site does">
          <CheckList points={practices} />
        </DocumentSection>
        <DocumentSection heading="Tell us about a barrier">
          <Typography sx={bodySx}>
            If something on this site does not work for you, tell us which page and what happened, and we will give
            you the information another way and work on a fix. Call{' '}
            <MuiLink href={company.phone.href} underline="always">
              {company.phone.display}
            </MuiLink>{' '}
            ({company.hours.weekdays}) or email{' '}
            <MuiLink href={`mailto:${company.supportEmail}`} underline="always">
              {company.supportEmail}
            </MuiLink>
            .
          </Typography>
          <Button component={RouterLink} to={booking.to} variant="contained" color="secondary" sx={{ mt: 1 }}>
            {booking.label}
          </Button>
        </DocumentSection>
      </Container>
    </>
  );
}

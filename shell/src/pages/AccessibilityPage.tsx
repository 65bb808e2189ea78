import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { company } from 'shared';
import { accessibility } from '../content/accessibility';
import { BookButton, bodySx, DocumentPage, DocumentSection } from './DocumentPage';

export default function AccessibilityPage() {
  return (
    <DocumentPage {...accessibility}>
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
        <BookButton />
      </DocumentSection>
    </DocumentPage>
  );
}

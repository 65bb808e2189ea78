import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { company, formatAddress } from 'shared';
import { privacySections } from '../content/privacyPolicy';
import { bodySx, DocumentPage, DocumentSection } from './DocumentPage';

export default function PrivacyPolicyPage() {
  return (
    <DocumentPage
      title="Privacy Policy"
      intro={`How ${company.name} handles the information you send through this website.`}
      updated="November 2026"
      sections={privacySections}
    >
      <DocumentSection heading="Questions">
        <Typography sx={bodySx}>
          Write to{' '}
          <MuiLink href={`mailto:${company.infoEmail}`} underline="always">
            {company.infoEmail}
          </MuiLink>
          , call{' '}
          <MuiLink href={company.phone.href} underline="always">
            {company.phone.display}
          </MuiLink> ({company.hours.weekdays}), or
          write to {company.name}, {formatAddress()}.
        </Typography>
      </DocumentSection>
    </DocumentPage>
  );
}

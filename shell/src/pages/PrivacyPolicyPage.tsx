import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { company, formatAddress, PageHeader } from 'shared';
import { privacySections } from '../content/privacyPolicy';
import { bodySx, DocumentSection } from './DocumentSection';

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHeader title="Privacy Policy" variant="overview">
        How {company.name} handles the information you send through this website.
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
          Last updated: November 2026
        </Typography>
        {privacySections.map((section) => (
          <DocumentSection key={section.heading} heading={section.heading}>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph.slice(0, 32)} sx={bodySx}>
                {paragraph}
              </Typography>
            ))}
          </DocumentSection>
        ))}
        <DocumentSection heading="Questions">
          <Typography sx={bodySx}>
            {/* Links inside a sentence are underlined: their colour alone is too close to the text's. */}
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
      </Container>
    </>
  );
}

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { booking, CheckList, company, hipaaSafeguards, PageHeader, summaryFigures } from 'shared';
import { bodySx, DocumentSection } from './DocumentSection';

/**
 * Security and HIPAA: the business associate agreement, what a practice can
 * send before it and never through this website, and how access to client
 * data is controlled. Only what the company states elsewhere (the home
 * page's HIPAA banner, the privacy policy), from the same sources.
 */
export default function SecurityPage() {
  return (
    <>
      <PageHeader title="Security and HIPAA" variant="overview">
        How {company.name} handles your practice’s patient data: under a signed business associate agreement, and
        never through this website.
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <DocumentSection heading="A business associate agreement first">
          <Typography sx={bodySx}>
            A billing company that handles protected health information (PHI) for a practice is its business associate
            under HIPAA, and may receive PHI only under a written business associate agreement (BAA). We sign the BAA
            before any patient data is shared: before system access, before any claim-level report, before the first claim.
          </Typography>
          <Typography sx={bodySx}>
            Under HIPAA the agreement must say what we may use the data for, the safeguards we keep, how we report a
            breach to you, and that the data is returned or destroyed when our work ends, or, where that is not
            feasible, kept protected and used only for the reason it could not be returned.
          </Typography>
        </DocumentSection>
        <DocumentSection heading="Before the agreement: summary figures only">
          <Typography sx={bodySx}>
            To look at your numbers before a BAA is signed, we ask only for {summaryFigures.name}:{' '}
            {summaryFigures.definition}. A claim-level report is PHI even with the names taken out, so it waits for the
            agreement.
          </Typography>
        </DocumentSection>
        <DocumentSection heading="Never through this website">
          <Typography sx={bodySx}>
            Our website forms and email are not a channel for patient information. Please leave out patient names,
            dates of birth or service, member, account and claim numbers, diagnoses and images of EOBs. What happens
            if patient information reaches us anyway is in our{' '}
            <MuiLink component={RouterLink} to="/privacy-policy" underline="always">
              privacy policy
            </MuiLink>
            .
          </Typography>
        </DocumentSection>
        <DocumentSection heading="How access is controlled">
          <CheckList points={hipaaSafeguards} />
        </DocumentSection>
        <DocumentSection heading="No seal, and why">
          <Typography sx={bodySx}>
            There is no government HIPAA certification, so this site shows no HIPAA seal. Our processes follow the
            HIPAA Privacy and Security Rules, under the agreement we sign with each practice.
          </Typography>
        </DocumentSection>
        <DocumentSection heading="Your next step">
          <Typography sx={bodySx}>
            Ask for our BAA before you send any patient information. In a free consultation we go through it with you, and through the
            summary figures you can share until it is signed.
          </Typography>
          <Button component={RouterLink} to={booking.to} variant="contained" color="secondary" sx={{ mt: 1 }}>
            {booking.label}
          </Button>
        </DocumentSection>
      </Container>
    </>
  );
}

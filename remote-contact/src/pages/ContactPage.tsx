import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageHeader } from 'shared';
import { ContactForm } from '../sections/ContactForm';
import { ContactIntro } from '../sections/ContactIntro';
import { NextSteps } from '../sections/NextSteps';
import { OfficeMap } from '../sections/OfficeMap';

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" variant="overview">
        Questions about a claim backlog, a free practice review or switching billing companies? Reach a billing
        specialist by phone, by email or with the form below.
      </PageHeader>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <ContactIntro />
          <ContactForm />
        </Box>
      </Container>
      <OfficeMap />
      <NextSteps />
    </>
  );
}

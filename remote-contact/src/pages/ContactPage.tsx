import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { deferUntilNear, PageHeader } from 'shared';
import { ContactIntro } from '../sections/ContactIntro';
import art from 'shared/art/pages/contact.json' with { type: 'json' };

// Below the intro on a phone (beside it on a wide screen, where it loads at
// once): the form's code, with MUI's text field, loads as the visitor nears
// it, and the blog pages, which share this remote, never fetch it.
const ContactForm = deferUntilNear(() => import('../sections/ContactForm').then((module) => module.ContactForm));
const OfficeMap = deferUntilNear(() => import('../sections/OfficeMap').then((module) => module.OfficeMap));
const NextSteps = deferUntilNear(() => import('../sections/NextSteps').then((module) => module.NextSteps));

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" variant="overview" art={art}>
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

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { booking, deferUntilNear, PageHeader } from 'shared';
import { contactHeader } from '../content/contactPage';
import { ContactIntro } from '../sections/ContactIntro';
import { ContactArt } from 'shared/scenes';

// The booking form comes first (on a phone, right under the header): its
// code, with MUI's text field, loads as it nears the viewport, and the blog
// pages, which share this remote, never fetch it.
const ContactForm = deferUntilNear(() => import('../sections/ContactForm').then((module) => module.ContactForm));
const OfficeMap = deferUntilNear(() => import('../sections/OfficeMap').then((module) => module.OfficeMap));
const NextSteps = deferUntilNear(() => import('../sections/NextSteps').then((module) => module.NextSteps));

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" variant="overview" art={<ContactArt />}>
        {contactHeader}
      </PageHeader>
      {/* Spacing on a wrapper, so the Container shares the page's one copy of its styles (see PageSection). */}
      <Box sx={{ py: { xs: 4, md: 9 } }}>
        <Container maxWidth="lg">
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 5, md: 6 },
              // Side by side from 1200 px: narrower, the channels' tiles would break a phone number.
              gridTemplateColumns: { xs: '1fr', lg: '7fr 5fr' },
              alignItems: { xs: 'start', lg: 'stretch' },
            }}
          >
            {/* The anchor every booking action opens (booking.to), there before the form's code is. */}
            <Box id={booking.anchor} sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
              <ContactForm />
            </Box>
            <ContactIntro />
          </Box>
        </Container>
      </Box>
      <OfficeMap />
      <NextSteps />
    </>
  );
}

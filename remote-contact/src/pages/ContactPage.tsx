import Container from '@mui/material/Container';
import { PageHeader } from 'shared';
import { ContactForm } from '../sections/ContactForm';

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <ContactForm />
      </Container>
    </>
  );
}

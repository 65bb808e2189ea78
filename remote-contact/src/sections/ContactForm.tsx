import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formMessages,
  sendContactMessage,
  SubmitButton,
  useFormSubmission,
  validateContact,
  type ContactForm as ContactValues,
} from 'shared';

const initialValues: ContactValues = { name: '', email: '', phone: '', message: '' };

const fields: ReadonlyArray<{
  name: keyof ContactValues;
  label: string;
  type: string;
  autoComplete: string;
  multiline?: boolean;
}> = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'message', label: 'How can we help?', type: 'text', autoComplete: 'off', multiline: true },
];

/** The contact message form: every field required, one request per submit. */
export function ContactForm() {
  const form = useFormSubmission({
    initialValues,
    validate: validateContact,
    send: sendContactMessage,
    successMessage: formMessages.messageSuccess,
    failureMessage: formMessages.messageFailure,
  });
  const submitting = form.status === 'submitting';

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="contact-form-heading"
      elevation={0}
      sx={{ p: { xs: 3, md: 5 }, border: 1, borderColor: 'divider', borderRadius: 4 }}
    >
      <Typography id="contact-form-heading" variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
        Send us a message
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We answer within one business day.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            multiline={field.multiline ?? false}
            minRows={field.multiline ? 5 : undefined}
            value={form.values[field.name]}
            onChange={(event) => form.setValue(field.name, event.target.value)}
            error={form.error !== null && isFieldInError(form.error, field.name, form.values[field.name])}
            sx={{ gridColumn: field.multiline ? '1 / -1' : undefined }}
          />
        ))}
      </Box>
      {form.error && (
        <Typography color="error" sx={{ mt: 2, fontWeight: 600 }}>
          {form.error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3 }}>
        <SubmitButton submitting={submitting} label="Send Message" submittingLabel="Sending..." size="large" />
        <Typography variant="body2" color="text.secondary">
          {formMessages.notForPhi}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Which fields to mark when the form was rejected. */
function isFieldInError(error: string, field: keyof ContactValues, value: string): boolean {
  if (error === formMessages.invalidEmail) return field === 'email';
  return value.trim() === '';
}

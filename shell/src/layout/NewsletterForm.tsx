import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formMessages,
  sendNewsletterSignup,
  useFormSubmission,
  validateNewsletter,
  type NewsletterForm as NewsletterValues,
} from 'shared';
import { Honeypot, SubmitButton, TextInput } from 'shared/fields';

const initialValues: NewsletterValues = { email: '' };

/**
 * Footer newsletter sign-up: one email field, one request per submit. A form
 * action, so a submit before the footer hydrated is held and replayed by React
 * and the form never submits natively.
 */
export function NewsletterForm() {
  const form = useFormSubmission({
    initialValues,
    validate: validateNewsletter,
    send: sendNewsletterSignup,
    successMessage: formMessages.newsletterSuccess,
    failureMessage: formMessages.newsletterFailure,
  });
  const submitting = form.status === 'submitting';

  return (
    <Box
      ref={form.formRef}
      component="form"
      noValidate
      action={form.action}
      onChange={form.onChange}
      aria-labelledby="newsletter-heading"
    >
      <Typography id="newsletter-heading" variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Subscribe Newsletter
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'rgba(255,255,255,0.8)' }}>
        Billing rule changes, payer updates and practical tips, once a month.
      </Typography>
      <TextInput
        key={form.fieldsKey}
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        fullWidth
        required
        size="small"
        defaultValue={form.values.email}
        error={form.invalidFields.includes('email')}
        // A blank line when there is no message, so the button does not jump when one appears.
        helperText={form.error ?? ' '}
        sx={{
          '& .MuiInputBase-root': { bgcolor: '#fff' },
          '& .MuiFormHelperText-root': { color: '#FFD8D8', mx: 0 },
          '& .MuiInputLabel-root': { color: 'text.secondary' },
        }}
      />
      <Honeypot />
      {/* Stretched by the grid, so it shares the other submit buttons' styles (see MobileMenu). */}
      <Box sx={{ display: 'grid' }}>
        <SubmitButton submitting={submitting} label="Subscribe" />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1.5, color: 'rgba(255,255,255,0.75)' }}>
        {formMessages.notForPhi}
      </Typography>
    </Box>
  );
}

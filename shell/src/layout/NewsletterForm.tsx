import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  formMessages,
  sendNewsletterSignup,
  SubmitButton,
  useFormSubmission,
  validateNewsletter,
  type NewsletterForm as NewsletterValues,
} from 'shared';

const initialValues: NewsletterValues = { email: '' };

/**
 * Footer newsletter sign-up: one email field, one request per submit. The
 * field is built from MUI's input parts rather than TextField, whose select
 * mode would bring menus, popovers and modals into every page's first download.
 */
export function NewsletterForm() {
  const id = useId();
  const inputId = `${id}-email`;
  const helperId = `${id}-help`;
  const form = useFormSubmission({
    initialValues,
    validate: validateNewsletter,
    send: sendNewsletterSignup,
    successMessage: formMessages.newsletterSuccess,
    failureMessage: formMessages.newsletterFailure,
  });
  const submitting = form.status === 'submitting';

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-labelledby="newsletter-heading">
      <Typography id="newsletter-heading" variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Subscribe Newsletter
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'rgba(255,255,255,0.8)' }}>
        Billing rule changes, payer updates and practical tips, once a month.
      </Typography>
      <FormControl
        fullWidth
        required
        size="small"
        error={Boolean(form.error)}
        sx={{
          '& .MuiInputBase-root': { bgcolor: '#fff' },
          '& .MuiFormHelperText-root': { color: '#FFD8D8', mx: 0 },
          '& .MuiInputLabel-root': { color: 'text.secondary' },
        }}
      >
        <InputLabel htmlFor={inputId}>Email address</InputLabel>
        <OutlinedInput
          id={inputId}
          type="email"
          name="email"
          label="Email address"
          autoComplete="email"
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
          inputProps={{ 'aria-invalid': Boolean(form.error), 'aria-describedby': helperId }}
        />
        <FormHelperText id={helperId}>{form.error ?? ' '}</FormHelperText>
      </FormControl>
      <SubmitButton submitting={submitting} label="Subscribe" color="secondary" fullWidth sx={{ mt: 0.5 }} />
      <Typography variant="caption" component="p" sx={{ mt: 1.5, color: 'rgba(255,255,255,0.75)' }}>
        {formMessages.notForPhi}
      </Typography>
    </Box>
  );
}

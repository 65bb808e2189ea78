import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  booking,
  brand,
  company,
  focusRingOnLight,
  formMessages,
  PageSection,
  sendConsultationRequest,
  useFormSubmission,
  validateConsultation,
  type ConsultationForm,
} from 'shared';
import { Honeypot, SubmitButton, TextInput } from 'shared/fields';
import { consultation } from '../content/consultation';

const initialValues: ConsultationForm = { name: '', email: '', phone: '' };

const fields = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
] as const satisfies readonly { name: keyof ConsultationForm; label: string; type: string; autoComplete: string }[];

/** Home: the free-consultation band with its booking form (name, email, phone). */
export function ConsultationBand() {
  const form = useFormSubmission({
    initialValues,
    validate: validateConsultation,
    send: sendConsultationRequest,
    successMessage: formMessages.messageSuccess,
    failureMessage: formMessages.messageFailure,
  });
  const submitting = form.status === 'submitting';

  // The fields the current message is about, marked invalid.
  const invalid = (field: keyof ConsultationForm) => form.invalidFields.includes(field);

  return (
    <PageSection
      headingId="consultation-heading"
      tone="dark"
      sx={{ background: `linear-gradient(120deg, ${brand.teal} 0%, ${brand.blue} 70%)` }}
      containerSx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'center' }}
    >
      <div>
        <Typography id="consultation-heading" variant="h2">
          {consultation.heading}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1.25 }}>
          {consultation.offer.map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 1.25, alignItems: 'center', fontSize: '1.05rem' }}>
              <CheckCircleRounded aria-hidden sx={{ color: '#9EE5D8' }} />
              {point}
            </Box>
          ))}
        </Box>
        <Typography sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <PhoneInTalkRounded aria-hidden />
          {consultation.callPrompt}
          <MuiLink href={company.phone.href} color="inherit" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
            {company.phone.display}
          </MuiLink>
        </Typography>
      </div>
      <Paper
        elevation={0}
        sx={{ ...focusRingOnLight, p: { xs: 3, md: 4 }, borderRadius: 3, boxShadow: '0 24px 60px rgba(6, 30, 50, 0.3)' }}
      >
        <Box
          ref={form.formRef}
          component="form"
          noValidate
          aria-labelledby="consultation-form-heading"
          action={form.action}
          onChange={form.onChange}
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <Typography id="consultation-form-heading" variant="h3" sx={{ fontSize: '1.25rem' }}>
            {booking.label}
          </Typography>
          {fields.map((field) => (
            <TextInput
              key={`${field.name}-${form.fieldsKey}`}
              name={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              fullWidth
              defaultValue={form.values[field.name]}
              error={invalid(field.name)}
              slotProps={{
                htmlInput: {
                  'aria-invalid': invalid(field.name),
                  'aria-describedby': invalid(field.name) ? 'consultation-error' : undefined,
                },
              }}
            />
          ))}
          <Honeypot />
          {/* Stretched by the grid, so it shares the other submit buttons' styles. */}
          <Box sx={{ display: 'grid' }}>
            <SubmitButton submitting={submitting} label={consultation.submit} />
          </Box>
          {form.error && (
            <Typography id="consultation-error" sx={{ color: 'error.main', fontWeight: 600, textAlign: 'center' }}>
              {form.error}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {formMessages.notForPhi}
          </Typography>
        </Box>
      </Paper>
    </PageSection>
  );
}

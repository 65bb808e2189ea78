import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  formMessages,
  sendContactMessage,
  useFormSubmission,
  validateContact,
  type ContactForm as ContactValues,
} from 'shared';
import { Honeypot, SubmitButton, TextInput } from 'shared/fields';
import { contactFormCopy as copy, fieldHints } from '../content/contactPage';

const initialValues: ContactValues = { name: '', email: '', phone: '', message: '' };

const fields: ReadonlyArray<{
  name: keyof ContactValues;
  label: string;
  type: string;
  autoComplete: string;
  /** Takes the whole row on wider screens. */
  wide?: boolean;
  multiline?: boolean;
  /** What to write, under the field until it is refused. */
  hint?: string;
}> = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name', wide: true },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  {
    name: 'message',
    label: 'How can we help?',
    type: 'text',
    autoComplete: 'off',
    wide: true,
    multiline: true,
    hint: 'Your specialty, how many providers you have, and what you need help with.',
  },
];

const statusId = 'contact-form-status';

function hintFor(field: keyof ContactValues, submitted: string): string | undefined {
  const hint = fieldHints[field];
  return submitted.trim() ? hint.invalid : hint.empty;
}

/**
 * The contact message form: every field required, one request per submit. A
 * form action, so a submit before the form hydrated is held and replayed by
 * React and the form never submits natively.
 */
export function ContactForm() {
  const form = useFormSubmission({
    initialValues,
    validate: validateContact,
    send: sendContactMessage,
    successMessage: formMessages.messageSuccess,
    failureMessage: formMessages.messageFailure,
  });
  const submitting = form.status === 'submitting';
  const submitRef = useRef<HTMLButtonElement>(null);

  // The button is disabled while sending, which drops keyboard focus; give it back
  // so a keyboard or screen-reader visitor is where they were.
  const previousStatus = useRef(form.status);
  useEffect(() => {
    const wasSubmitting = previousStatus.current === 'submitting';
    previousStatus.current = form.status;
    if (!wasSubmitting || form.status === 'submitting') return;
    const active = document.activeElement;
    if (!active || active === document.body) submitRef.current?.focus();
  }, [form.status]);

  const alertMessage = form.error ?? (form.status === 'failure' ? formMessages.messageFailure : null);
  // The confirmation stays until the visitor starts a new message.
  const succeeded = form.status === 'success' && !form.edited;

  return (
    <Paper
      ref={form.formRef}
      component="form"
      noValidate
      action={form.action}
      onChange={form.onChange}
      aria-labelledby="contact-form-heading"
      elevation={0}
      sx={{
        // From 1200 px the card is as tall as the column beside it (the channels), and its foot,
        // the no-PHI note and the button, sits at the bottom of both.
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
        boxShadow: '0 24px 48px -28px rgba(10, 61, 98, 0.35)',
      }}
    >
      <Typography id="contact-form-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
        {copy.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.7 }}>
        {copy.intro}
      </Typography>
      {/* The message field takes the height the card gains from the column beside it. */}
      <Box sx={{ flex: 1, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gridTemplateRows: { sm: 'auto auto 1fr' } }}>
        {fields.map((field) => {
          const inError = form.invalidFields.includes(field.name);
          return (
            <TextInput
              key={`${field.name}-${form.fieldsKey}`}
              id={`contact-${field.name}`}
              name={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              fullWidth
              multiline={field.multiline ?? false}
              // A fixed height, the same in the prerendered HTML as once it is live
              // (a field that sized itself with script would push the page down as it
              // hydrated); a long message scrolls inside it, and the visitor may drag it taller.
              rows={field.multiline ? 5 : undefined}
              defaultValue={form.values[field.name]}
              error={inError}
              helperText={inError ? hintFor(field.name, form.values[field.name]) : field.hint}
              slotProps={{ htmlInput: { 'aria-describedby': inError ? statusId : undefined } }}
              sx={{
                gridColumn: field.wide ? '1 / -1' : undefined,
                // The message field takes that height.
                '& .MuiInputBase-multiline': { flex: 1, alignItems: 'stretch' },
                '& textarea': { resize: 'vertical' },
              }}
            />
          );
        })}
      </Box>
      <Honeypot />
      <Box id={statusId} role="alert" sx={{ mt: 2.5, '&:empty': { mt: 0 } }}>
        {alertMessage && <Notice tone="error">{alertMessage}</Notice>}
      </Box>
      <Box role="status" sx={{ mt: 2.5, '&:empty': { mt: 0 } }}>
        {succeeded && (
          <Notice tone="success">{copy.sent}</Notice>
        )}
      </Box>
      {/* The no-PHI note is read before the button: above it on a phone, to its left from 600 px. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 'auto', pt: 3 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {formMessages.notForPhi}
        </Typography>
        {/* The width on a wrapper, not the button's sx, so the button shares the other submit buttons' styles. */}
        <Box sx={{ display: 'grid', minWidth: 180 }}>
          <SubmitButton ref={submitRef} submitting={submitting} label={copy.submit} submittingLabel={copy.submitting} />
        </Box>
      </Box>
    </Paper>
  );
}

const tones = {
  error: { icon: ErrorOutlineRounded, color: '#8A1C12', background: '#FDECEA', border: '#D84A3A' },
  success: { icon: CheckCircleRounded, color: '#14532D', background: '#E7F5EC', border: '#2C7A3F' },
} as const;

function Notice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  const { icon: Icon, color, background, border } = tones[tone];
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.25,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        color,
        bgcolor: background,
        borderLeft: `4px solid ${border}`,
        fontWeight: 600,
      }}
    >
      <Icon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
      <span>{children}</span>
    </Box>
  );
}

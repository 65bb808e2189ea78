// Public surface of the shared package. Apps import from 'shared' only, so the
// federation runtime can hand every app the same instance.
export { company, formatAddress } from './company';
export type * from './content/types';
export { specialtyList, type SpecialtySlug } from './content/specialties';
export { emailConfig, type EmailTemplate } from './email/config';
export {
  newsletterParams,
  consultationParams,
  contactParams,
  type NewsletterParams,
  type ConsultationParams,
  type ContactParams,
} from './email/templateParams';
export { sendNewsletterSignup, sendConsultationRequest, sendContactMessage } from './email/client';
export { formMessages } from './forms/messages';
export {
  isValidEmail,
  validateNewsletter,
  validateConsultation,
  validateContact,
  type Validator,
} from './forms/validation';
export {
  useFormSubmission,
  type FormSubmission,
  type FormSubmissionOptions,
  type SubmissionStatus,
} from './forms/useFormSubmission';
export { theme, brand } from './theme';
export { pageToast, pageToastAutoClose, toastContainerProps } from './toast';
export { PageHeader, type PageHeaderProps, type PageHeaderVariant } from './ui/PageHeader';
export { SubmitButton } from './ui/SubmitButton';
export { visuallyHidden } from './ui/visuallyHidden';

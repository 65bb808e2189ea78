import type { ConsultationForm, ContactForm, NewsletterForm } from '../content/types';

/** Template parameters of each form, exactly as the email templates expect them. */
export interface NewsletterParams {
  user_email: string;
  user_name: string;
}

export interface ConsultationParams {
  user_name: string;
  user_email: string;
  user_phone: string;
  from_name: string;
}

export interface ContactParams extends ConsultationParams {
  message: string;
}

export function newsletterParams(form: NewsletterForm): NewsletterParams {
  const email = form.email.trim();
  return { user_email: email, user_name: email.slice(0, Math.max(0, email.indexOf('@'))) };
}

export function consultationParams(form: ConsultationForm): ConsultationParams {
  const name = form.name.trim();
  return {
    user_name: name,
    user_email: form.email.trim(),
    user_phone: form.phone.trim(),
    from_name: name,
  };
}

export function contactParams(form: ContactForm): ContactParams {
  return { ...consultationParams(form), message: form.message.trim() };
}

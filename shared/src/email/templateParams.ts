import type { ConsultationForm, ContactForm, NewsletterForm } from '../content/types';

// The template parameters of each form, exactly as the email templates expect them.

export function newsletterParams(form: NewsletterForm) {
  const email = form.email.trim();
  return { user_email: email, user_name: email.slice(0, Math.max(0, email.indexOf('@'))) };
}

export function consultationParams(form: ConsultationForm) {
  const name = form.name.trim();
  return {
    user_name: name,
    user_email: form.email.trim(),
    user_phone: form.phone.trim(),
    from_name: name,
  };
}

export function contactParams(form: ContactForm) {
  return { ...consultationParams(form), message: form.message.trim() };
}

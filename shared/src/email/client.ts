import type { ConsultationForm, ContactForm, NewsletterForm } from '../content/types';
import { emailConfig, type EmailTemplate } from './config';
import { consultationParams, contactParams, newsletterParams } from './templateParams';

/**
 * One POST to the email service. Resolves on a 2xx answer and rejects on any
 * other status or a network failure; the caller only needs to know which.
 */
async function deliver(template: EmailTemplate, params: Record<string, string>): Promise<void> {
  try {
    // The email SDK is only needed once a visitor sends something.
    const { send } = await import('@emailjs/browser');
    const response = await send(emailConfig.serviceId, emailConfig.templates[template], params, {
      publicKey: emailConfig.publicKey,
    });
    console.info(`Email service (${template}): ${response.status} ${response.text}`);
  } catch (error) {
    const detail =
      error && typeof error === 'object' && 'status' in error
        ? `${String(error.status)} ${'text' in error ? String(error.text) : ''}`
        : String(error);
    console.warn(`Email service (${template}) failed: ${detail}`);
    throw error instanceof Error ? error : new Error(`Email service failed: ${detail}`);
  }
}

export function sendNewsletterSignup(form: NewsletterForm): Promise<void> {
  return deliver('newsletter', { ...newsletterParams(form) });
}

export function sendConsultationRequest(form: ConsultationForm): Promise<void> {
  return deliver('consultation', { ...consultationParams(form) });
}

export function sendContactMessage(form: ContactForm): Promise<void> {
  return deliver('contact', { ...contactParams(form) });
}

import { send } from '@emailjs/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendConsultationRequest, sendContactMessage, sendNewsletterSignup } from './client';
import { emailConfig } from './config';

vi.mock('@emailjs/browser', () => ({ send: vi.fn() }));

const sendMock = vi.mocked(send);

beforeEach(() => {
  sendMock.mockReset();
  sendMock.mockResolvedValue({ status: 200, text: 'OK' });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const consultation = { name: ' Jane Doe ', email: ' jane@example.com ', phone: ' (406) 555-0100 ' };
const contact = { ...consultation, message: ' Please call me. ' };

const cases = [
  {
    name: 'sendNewsletterSignup',
    run: () => sendNewsletterSignup({ email: ' jane.doe@example.com ' }),
    template: emailConfig.templates.newsletter,
    params: { user_email: 'jane.doe@example.com', user_name: 'jane.doe' },
  },
  {
    name: 'sendConsultationRequest',
    run: () => sendConsultationRequest(consultation),
    template: emailConfig.templates.consultation,
    params: {
      user_name: 'Jane Doe',
      user_email: 'jane@example.com',
      user_phone: '(406) 555-0100',
      from_name: 'Jane Doe',
    },
  },
  {
    name: 'sendContactMessage',
    run: () => sendContactMessage(contact),
    template: emailConfig.templates.contact,
    params: {
      user_name: 'Jane Doe',
      user_email: 'jane@example.com',
      user_phone: '(406) 555-0100',
      message: 'Please call me.',
      from_name: 'Jane Doe',
    },
  },
];

it('uses a distinct template for each form', () => {
  const templates = Object.values(emailConfig.templates);
  expect(new Set(templates).size).toBe(3);
  expect(templates.every((id) => id.length > 0)).toBe(true);
});

describe.each(cases)('$name', ({ run, template, params }) => {
  it('sends once with the service, its template, the exact params and the public key', async () => {
    await expect(run()).resolves.toBeUndefined();
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(sendMock).toHaveBeenCalledWith(emailConfig.serviceId, template, params, {
      publicKey: emailConfig.publicKey,
    });
    // Exactly these keys: nothing else reaches the email template.
    const sentParams = sendMock.mock.calls[0]?.[2];
    expect(sentParams).toEqual(params);
    expect(Object.keys(sentParams ?? {}).sort()).toEqual(Object.keys(params).sort());
  });

  it('rejects when the service answers with an error status', async () => {
    sendMock.mockRejectedValue({ status: 451, text: 'headless' });
    await expect(run()).rejects.toThrow(/451/);
    expect(sendMock).toHaveBeenCalledTimes(1);
  });

  it('rejects when the request itself fails', async () => {
    sendMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(run()).rejects.toThrow('Failed to fetch');
  });
});

/**
 * The real email SDK against a stubbed fetch: what actually goes over the wire
 * and which answers count as a failure.
 */
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { sendConsultationRequest, sendContactMessage, sendNewsletterSignup } from './client';
import { emailConfig } from './config';

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

let fetchMock: FetchMock;

function answer(status: number, text = status === 200 ? 'OK' : 'error') {
  fetchMock.mockImplementation(async () => new Response(text, { status }));
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  answer(200);
});

interface SentRequest {
  url: string;
  method: string | undefined;
  body: Record<string, unknown>;
}

function onlyRequest(): SentRequest {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [input, init] = fetchMock.mock.calls[0]!;
  const url = input instanceof Request ? input.url : String(input);
  return { url, method: init?.method, body: JSON.parse(String(init?.body)) as Record<string, unknown> };
}

const cases = [
  {
    name: 'newsletter',
    run: () => sendNewsletterSignup({ email: 'jane.doe@example.com ' }),
    template: emailConfig.templates.newsletter,
    params: { user_email: 'jane.doe@example.com', user_name: 'jane.doe' },
  },
  {
    name: 'consultation',
    run: () => sendConsultationRequest({ name: 'Jane Doe', email: 'jane@example.com', phone: '555-0100' }),
    template: emailConfig.templates.consultation,
    params: { user_name: 'Jane Doe', user_email: 'jane@example.com', user_phone: '555-0100', from_name: 'Jane Doe' },
  },
  {
    name: 'contact',
    run: () =>
      sendContactMessage({ name: 'Jane Doe', email: 'jane@example.com', phone: '555-0100', message: 'Hello' }),
    template: emailConfig.templates.contact,
    params: {
      user_name: 'Jane Doe',
      user_email: 'jane@example.com',
      user_phone: '555-0100',
      message: 'Hello',
      from_name: 'Jane Doe',
    },
  },
];

describe.each(cases)('$name form', ({ run, template, params }) => {
  it('makes one POST to the send endpoint with the ids, the public key and the exact params', async () => {
    await expect(run()).resolves.toBeUndefined();
    const request = onlyRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/^https:\/\/[^/]+\/api\/v1\.0\/email\/send$/);
    expect(request.body).toMatchObject({
      service_id: emailConfig.serviceId,
      template_id: template,
      user_id: emailConfig.publicKey,
    });
    expect(request.body.template_params).toEqual(params);
  });

  it.each([451, 403, 429, 500])('rejects on a %i answer', async (status) => {
    answer(status);
    await expect(run()).rejects.toThrow(String(status));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects when fetch fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(run()).rejects.toThrow(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadKeepingInput, restoreKeptInput, siteAnswers, takeReopened } from './reloadKeepingInput';

const page = `
  <form aria-labelledby="newsletter-heading"><input name="email" type="email"><input name="website" type="hidden" value="x"></form>
  <form aria-label="Contact"><input name="name"><textarea name="message"></textarea><input name="email" type="email"></form>`;

describe('reloadKeepingInput', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    document.body.innerHTML = page;
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  const field = (selector: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;

  function typeAndReload(reopen?: string) {
    field('[aria-labelledby] [name=email]').value = 'ana@clinic.org';
    field('[aria-label=Contact] [name=message]').value = 'Two lines\nof text';
    reload.mockClear();
    reloadKeepingInput(reopen);
    expect(reload).toHaveBeenCalledTimes(1);
    // The new page, as the server sends it.
    document.body.innerHTML = page;
  }

  it('puts what was typed back into the same fields of the same forms after the reload', () => {
    typeAndReload();
    restoreKeptInput();
    expect(field('[aria-labelledby] [name=email]').value).toBe('ana@clinic.org');
    expect(field('[aria-label=Contact] [name=message]').value).toBe('Two lines\nof text');
    // Nothing was typed there: still empty, and a hidden field is never written.
    expect(field('[aria-label=Contact] [name=email]').value).toBe('');
    expect(field('[name=website]').value).toBe('x');
    // Once: a later load of the page starts empty.
    document.body.innerHTML = page;
    restoreKeptInput();
    expect(field('[aria-labelledby] [name=email]').value).toBe('');
  });

  it('keeps a value the visitor typed in the new page before it ran, and puts nothing on another page', () => {
    typeAndReload();
    field('[aria-labelledby] [name=email]').value = 'typed@again.org';
    restoreKeptInput();
    expect(field('[aria-labelledby] [name=email]').value).toBe('typed@again.org');

    typeAndReload();
    window.history.replaceState(null, '', '/contactus');
    restoreKeptInput();
    window.history.replaceState(null, '', '/');
    expect(field('[aria-labelledby] [name=email]').value).toBe('');
  });

  it('opens again the part that asked for the reload, once', () => {
    typeAndReload('search');
    restoreKeptInput();
    expect(takeReopened('menu')).toBe(false);
    expect(takeReopened('search')).toBe(true);
    expect(takeReopened('search')).toBe(false);
  });

  it('tells whether the site answers: any answer counts, a network failure does not', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 503 }))));
    expect(await siteAnswers()).toBe(true);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await siteAnswers()).toBe(false);
  });
});

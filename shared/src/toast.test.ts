import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh module: whether toasts are wanted is module state.
async function freshToastModule() {
  vi.resetModules();
  return import('./toast');
}

afterEach(() => vi.resetModules());

describe('toasts load on demand', () => {
  it('tells subscribers once, when toasts are first wanted, and at once to late subscribers', async () => {
    const { onToastsWanted, prepareToasts } = await freshToastModule();
    const early = vi.fn();
    onToastsWanted(early);
    expect(early).not.toHaveBeenCalled();

    prepareToasts();
    prepareToasts();
    expect(early).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    onToastsWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('an unsubscribed listener is not told', async () => {
    const { onToastsWanted, prepareToasts } = await freshToastModule();
    const listener = vi.fn();
    const unsubscribe = onToastsWanted(listener);
    unsubscribe();
    prepareToasts();
    expect(listener).not.toHaveBeenCalled();
  });

  it('raising a toast makes toasts wanted and hands it to toastify with the page-level close delay', async () => {
    const { onToastsWanted, pageToast, pageToastAutoClose, loadToastify } = await freshToastModule();
    const { toast } = await loadToastify();
    const error = vi.spyOn(toast, 'error').mockReturnValue('id');
    const wanted = vi.fn();
    onToastsWanted(wanted);

    await pageToast.error('Please fill out all fields.');

    expect(wanted).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Please fill out all fields.', { autoClose: pageToastAutoClose });
  });
});

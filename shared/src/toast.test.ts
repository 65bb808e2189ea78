import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSingletonRegistry } from './pageSingleton';

/** Another app's copy of the module on the same page (a remote compiles `shared` in too). */
async function anotherCopy() {
  vi.resetModules();
  return import('./toast');
}

// Each test gets a fresh page: whether toasts are wanted is page-wide state.
async function freshToastModule() {
  delete (globalThis as { [pageSingletonRegistry]?: unknown })[pageSingletonRegistry];
  return anotherCopy();
}

afterEach(() => {
  vi.resetModules();
  delete (globalThis as { [pageSingletonRegistry]?: unknown })[pageSingletonRegistry];
});

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

  it("one store per page: a remote's copy of the module tells the shell's listeners and loads the shell's toastify", async () => {
    const shell = await freshToastModule();
    const containerMounts = vi.fn();
    shell.onToastsWanted(containerMounts);

    const remote = await anotherCopy();
    expect(remote).not.toBe(shell);
    const shellToastify = await shell.loadToastify();
    const error = vi.spyOn(shellToastify.toast, 'error').mockReturnValue('id');
    await remote.pageToast.error('Please fill out all fields.');

    expect(containerMounts).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Please fill out all fields.', { autoClose: remote.pageToastAutoClose });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSingletonRegistry } from '../pageSingleton';

afterEach(() => {
  vi.resetModules();
  delete (globalThis as { [pageSingletonRegistry]?: unknown })[pageSingletonRegistry];
});

describe('emailConfig', () => {
  it("is the first app's on the page: a remote's copy uses the shell's keys, not its own build's", async () => {
    const { emailConfig: shells } = await import('./config');
    vi.resetModules();
    const { emailConfig: remotes } = await import('./config');
    expect(remotes).toBe(shells);
  });
});

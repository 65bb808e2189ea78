import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { nextTask } from '../nextTask';
import type { RemoteManifest } from './runtime';

/*
 * The federation runtime, in a chunk of its own: pages of the shell itself
 * (privacy policy, not found) never download it. runtime.ts loads it when a
 * remote page is first needed and hands it the shared modules.
 */

// Remotes are built with the federation plugin's externalRuntime: they use
// this runtime instead of downloading a copy of their own.
(runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

/**
 * Loading a remote page runs its entry, initialises its shared modules, loads
 * the exposed module and runs it: one chain of promises, so one task unless it
 * yields. It yields before each step (nextTask.ts).
 */
const stepByStep = {
  name: 'revora-step-by-step',
  async beforeInitContainer<T>(args: T): Promise<T> {
    await nextTask();
    return args;
  },
  async beforeGetExpose(): Promise<void> {
    await nextTask();
  },
  async beforeExecuteFactory(): Promise<void> {
    await nextTask();
  },
};

const federation = createInstance({
  name: 'shell',
  remotes: [],
  shareStrategy: 'loaded-first',
  plugins: [stepByStep],
});

/** Offers the shell's libraries to the remotes (sharedModules.ts). */
export function registerShared(shared: Parameters<typeof federation.registerShared>[0]): void {
  federation.registerShared(shared);
}

/** Registers (or, with `force`, replaces) remotes by name and entry URL. */
export function registerRemotes(entries: RemoteManifest, force = false): void {
  federation.registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name, entry, type: 'module' })),
    force ? { force: true } : undefined,
  );
}

export function loadRemote<T>(id: string): Promise<T | null> {
  return federation.loadRemote<T>(id);
}

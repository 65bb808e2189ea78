declare global {
  // Chromium 129+: a yield that resumes ahead of other queued work.
  var scheduler: { yield?: () => Promise<void> } | undefined;
}

/**
 * Resolves in a later task, so the browser can run what is waiting (a tap, a
 * scroll, a frame) first. Starting a page is several steps (evaluating the
 * frame's modules, starting the remote, hydrating, initialising the remote's
 * shared modules); run back to back they make one task well over the 50 ms
 * after which a mid-range phone feels stuck. Split, each stays under it.
 */
export const nextTask = (): Promise<void> =>
  globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));

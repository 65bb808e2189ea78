/** Hero slider times (ms): each slide shows for 5 s; a change fades over 1 s and locks the slider meanwhile. */
export const heroTiming = {
  autoAdvanceMs: 5000,
  lockMs: 1000,
  fadeMs: 1000,
} as const;

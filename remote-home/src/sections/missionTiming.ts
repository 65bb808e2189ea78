/** Mission carousel: statements fade over 500 ms, and clicks during the fade are ignored. */
export const missionTiming = {
  fadeMs: 500,
} as const;

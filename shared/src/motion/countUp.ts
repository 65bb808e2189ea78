/** The number a count-up shows `elapsedMs` into its run (ease-out, ends exactly on `target`). */
export function countUpValue(target: number, elapsedMs: number, durationMs: number, decimals = 0): number {
  if (elapsedMs <= 0) return 0;
  if (elapsedMs >= durationMs) return target;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  const factor = 10 ** decimals;
  return Math.round(target * eased * factor) / factor;
}

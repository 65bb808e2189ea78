import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../ui/visuallyHidden';
import { countUpValue } from './countUp';
import { useInViewOnce } from './useInView';
import { prefersReducedMotion, usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface CountUpProps {
  value: number;
  prefix?: string;
  suffix?: string;
  decimals?: number;
  /** Default 4000 ms. */
  durationMs?: number;
}

/**
 * A figure that counts up from 0 when it first scrolls into view, once. The
 * HTML carries the final figure, reduced motion keeps it, and screen readers
 * always get the final figure rather than every step.
 */
export function CountUp({ value, prefix = '', suffix = '', decimals = 0, durationMs = 4000 }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(value);
  const [armed, setArmed] = useState(false);
  const seen = useInViewOnce(ref);

  useLayoutEffect(() => {
    if (reducedMotion || prefersReducedMotion()) {
      setArmed(false);
      setShown(value);
      return;
    }
    // From here the figure starts at 0 and runs once it is in view.
    setShown(0);
    setArmed(true);
  }, [reducedMotion, value]);

  useEffect(() => {
    if (!armed || !seen) return undefined;
    const start = performance.now();
    let frame = 0;
    const tick = () => {
      const elapsed = performance.now() - start;
      setShown(countUpValue(value, elapsed, durationMs, decimals));
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [armed, seen, value, durationMs, decimals]);

  const format = (n: number) => `${prefix}${n.toFixed(decimals)}${suffix}`;
  return (
    <span ref={ref}>
      <span aria-hidden>{format(shown)}</span>
      <span style={visuallyHidden}>{format(value)}</span>
    </span>
  );
}

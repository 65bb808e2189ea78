import { animate, useInView, useMotionValue, useMotionValueEvent, useReducedMotion } from 'framer-motion';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../ui/visuallyHidden';
import { belowTheFold } from './belowTheFold';

export interface CountUpProps {
  value: number;
  prefix?: string;
  suffix?: string;
  decimals?: number;
  /** Default 4000 ms. */
  durationMs?: number;
}

// Fast at first, settling on the figure.
const easeOutCubic = [0.33, 1, 0.68, 1] as const;

/**
 * A figure that counts up from 0 when it first scrolls into view, once. The
 * HTML carries the final figure, reduced motion keeps it, and screen readers
 * always get the final figure rather than every step. A figure already on
 * screen when the page comes alive keeps its value: a visitor never sees a
 * figure they are reading drop to 0.
 */
export function CountUp({ value, prefix = '', suffix = '', decimals = 0, durationMs = 4000 }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const reducedMotion = useReducedMotion();
  const inView = useInView(ref, { once: true, amount: 0.2 });
  const count = useMotionValue(value);
  const [shown, setShown] = useState(value);
  const [armed, setArmed] = useState(false);
  useMotionValueEvent(count, 'change', setShown);

  useLayoutEffect(() => {
    if (reducedMotion || !belowTheFold(ref.current)) return;
    // Out of sight: from here the figure starts at 0 and runs once it is in view.
    count.set(0);
    setArmed(true);
  }, [count, reducedMotion]);

  useEffect(() => {
    if (!armed || !inView) return undefined;
    const run = animate(count, value, { duration: durationMs / 1000, ease: easeOutCubic });
    return () => run.stop();
  }, [armed, inView, count, value, durationMs]);

  const format = (n: number) => `${prefix}${n.toFixed(decimals)}${suffix}`;
  return (
    <span ref={ref}>
      <span aria-hidden>{format(shown)}</span>
      <span style={visuallyHidden}>{format(value)}</span>
    </span>
  );
}

import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState, type ElementType } from 'react';
import { visuallyHidden } from '../ui/visuallyHidden';
import { useInViewOnce } from './useInView';
import { prefersReducedMotion, usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface LetterByLetterHeadingProps extends Omit<TypographyProps, 'children'> {
  text: string;
  component?: ElementType;
  /** Milliseconds per letter (100 by default; the site's headings use 30). */
  msPerLetter?: number;
}

/**
 * A heading whose letters appear one by one when it first scrolls into view.
 * Letters not yet shown keep their place (no reflow), screen readers read the
 * whole heading at once, and the HTML and reduced motion show it complete.
 */
export function LetterByLetterHeading({
  text,
  component = 'h2',
  msPerLetter = 100,
  ...typography
}: LetterByLetterHeadingProps) {
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [count, setCount] = useState(text.length);
  const [armed, setArmed] = useState(false);
  const seen = useInViewOnce(ref);

  useLayoutEffect(() => {
    if (reducedMotion || prefersReducedMotion()) {
      setArmed(false);
      setCount(text.length);
      return;
    }
    setCount(0);
    setArmed(true);
  }, [reducedMotion, text]);

  useEffect(() => {
    if (!armed || !seen) return undefined;
    const timer = window.setInterval(() => {
      setCount((current) => {
        if (current + 1 >= text.length) window.clearInterval(timer);
        return Math.min(current + 1, text.length);
      });
    }, msPerLetter);
    return () => window.clearInterval(timer);
  }, [armed, seen, msPerLetter, text.length]);

  return (
    <Typography ref={ref} component={component} {...typography}>
      <span style={visuallyHidden}>{text}</span>
      <span aria-hidden>
        {text.slice(0, count)}
        <span style={{ opacity: 0 }}>{text.slice(count)}</span>
      </span>
    </Typography>
  );
}

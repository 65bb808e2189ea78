import Typography, { type TypographyProps } from '@mui/material/Typography';
import { animate, useInView, useMotionValue, useMotionValueEvent, useReducedMotion } from 'framer-motion';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ElementType } from 'react';
import { visuallyHidden } from '../ui/visuallyHidden';
import { belowTheFold } from './belowTheFold';

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
 * A heading already on screen when the page comes alive is never blanked: its
 * letters are all there, and the animation inks them in one by one from a
 * lighter tone, so a visitor reading it loses nothing.
 */
export function LetterByLetterHeading({
  text,
  component = 'h2',
  msPerLetter = 100,
  ...typography
}: LetterByLetterHeadingProps) {
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const inView = useInView(ref, { once: true, amount: 0.2 });
  const letters = useMotionValue(text.length);
  const [count, setCount] = useState(text.length);
  // 'type': out of sight at first, letters not yet reached are invisible;
  // 'ink': on screen at first, they are lighter; undefined: shown complete.
  const [armed, setArmed] = useState<'type' | 'ink'>();
  useMotionValueEvent(
    letters,
    'change',
    useCallback((latest: number) => setCount(Math.floor(latest)), []),
  );

  useLayoutEffect(() => {
    if (reducedMotion || !ref.current) return;
    letters.set(0);
    setArmed(belowTheFold(ref.current) ? 'type' : 'ink');
  }, [letters, reducedMotion, text]);

  useEffect(() => {
    if (!armed || !inView) return undefined;
    // One letter every `msPerLetter`, evenly.
    const run = animate(letters, text.length, { duration: (text.length * msPerLetter) / 1000, ease: 'linear' });
    return () => run.stop();
  }, [armed, inView, letters, text.length, msPerLetter]);

  return (
    <Typography ref={ref} component={component} {...typography}>
      <span style={visuallyHidden}>{text}</span>
      <span aria-hidden>
        {text.slice(0, count)}
        <span style={{ opacity: armed === 'ink' ? 0.45 : 0 }}>{text.slice(count)}</span>
      </span>
    </Typography>
  );
}

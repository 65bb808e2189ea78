import Box, { type BoxProps } from '@mui/material/Box';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { isInViewport, useInViewOnce } from './useInView';
import { prefersReducedMotion, usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface RevealProps extends Omit<BoxProps, 'children'> {
  children: ReactNode;
  /** Where the content slides in from. */
  from?: 'below' | 'left' | 'right';
  /** Slide distance in px. */
  distance?: number;
  /** Seconds (default 1.5). */
  duration?: number;
  /** Seconds before it starts. */
  delay?: number;
}

/**
 * Fades and slides its content in, once, when it first scrolls into view.
 * Content is visible in the HTML and whenever motion is reduced; only content
 * that starts below the fold is hidden (by the script) until it arrives, so
 * nothing above the fold waits for an animation.
 */
export function Reveal({ children, from = 'below', distance = 30, duration = 1.5, delay = 0, sx, ...box }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [armed, setArmed] = useState(false);
  const seen = useInViewOnce(ref);

  useLayoutEffect(() => {
    if (reducedMotion || prefersReducedMotion()) setArmed(false);
    else if (!isInViewport(ref.current)) setArmed(true);
  }, [reducedMotion]);

  const hidden = armed && !seen;
  const offset = from === 'below' ? `translateY(${distance}px)` : `translateX(${from === 'left' ? -distance : distance}px)`;

  return (
    <Box
      ref={ref}
      sx={[
        {
          opacity: hidden ? 0 : 1,
          transform: hidden ? offset : 'none',
          transition: armed ? `opacity ${duration}s ease ${delay}s, transform ${duration}s ease ${delay}s` : 'none',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...box}
    >
      {children}
    </Box>
  );
}

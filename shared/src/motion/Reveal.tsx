import Box, { type BoxProps } from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { m, useInView, useReducedMotion, type Variants } from 'framer-motion';
import { useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { MotionScope } from './MotionScope';
import { belowTheFold } from './belowTheFold';

export interface RevealProps {
  children: ReactNode;
  component?: 'div' | 'li' | 'ul';
  sx?: SxProps<Theme>;
  /** Where the content slides in from. */
  from?: 'below' | 'left' | 'right';
  /** Slide distance in px. */
  distance?: number;
  /** Seconds (default 1.5). */
  duration?: number;
  /** Seconds before it starts. */
  delay?: number;
}

// A Box that framer-motion animates; `component` picks its element.
const MotionBox = /* @__PURE__ */ m.create(Box as ComponentType<BoxProps & { component?: 'div' | 'li' | 'ul' }>);

// CSS's `ease`.
const ease = [0.25, 0.1, 0.25, 1] as const;

/**
 * Fades and slides its content in, once, when it first scrolls into view.
 * The HTML has it in place and visible (it starts in its final state), and so
 * does every visitor who prefers reduced motion. Only content that is below
 * the fold when scripts take over is hidden, until it arrives, so nothing on
 * screen ever waits for an animation. Use it in sections that load as the
 * visitor nears them: with it comes framer-motion, which no page's first
 * screen needs.
 */
export function Reveal({ children, component = 'div', sx, from = 'below', distance = 30, duration = 1.5, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const inView = useInView(ref, { once: true, amount: 0.2 });
  const [waiting, setWaiting] = useState(false);

  useLayoutEffect(() => {
    // Before the first paint with scripts: content above the fold stays as it is.
    if (!reducedMotion && belowTheFold(ref.current)) setWaiting(true);
  }, [reducedMotion]);

  const variants = useMemo<Variants>(
    () => ({
      hidden: {
        opacity: 0,
        x: from === 'below' ? 0 : from === 'left' ? -distance : distance,
        y: from === 'below' ? distance : 0,
        transition: { duration: 0 },
      },
      shown: { opacity: 1, x: 0, y: 0, transition: { duration, delay, ease } },
    }),
    [from, distance, duration, delay],
  );

  return (
    <MotionScope>
      <MotionBox
        component={component}
        sx={sx}
        ref={ref}
        variants={variants}
        // The final state, not `initial={false}`: that would also skip the
        // first change, the hiding, when it comes before the features load.
        initial="shown"
        animate={waiting && !inView ? 'hidden' : 'shown'}
      >
        {children}
      </MotionBox>
    </MotionScope>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { wrapIndex } from './wrapIndex';

export interface CarouselOptions {
  count: number;
  /** After a change, further changes are ignored for this long (the transition time). */
  lockMs: number;
  /** Move to the next slide after this long on one slide; absent: only the visitor moves it. */
  autoAdvanceMs?: number;
  /** Stops auto-advance (hovered, focused, stopped by the visitor, reduced motion). */
  paused?: boolean;
}

export interface Carousel {
  index: number;
  /** True while the lock after a change runs. */
  changing: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

/**
 * Index of a carousel that wraps both ways. A change locks the carousel for
 * `lockMs`, so clicks during a transition are ignored rather than queued, and
 * auto-advance restarts its full wait after every change and every pause.
 */
export function useCarousel({ count, lockMs, autoAdvanceMs, paused = false }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [changing, setChanging] = useState(false);
  // A ref as well as state: two clicks in one frame must see the lock at once.
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef(0);

  const goTo = useCallback(
    (target: number) => {
      const next = wrapIndex(target, count);
      if (locked.current || next === current.current) return;
      current.current = next;
      locked.current = true;
      setIndex(next);
      setChanging(true);
      clearTimeout(unlockTimer.current);
      unlockTimer.current = setTimeout(() => {
        locked.current = false;
        setChanging(false);
      }, lockMs);
    },
    [count, lockMs],
  );

  const next = useCallback(() => goTo(current.current + 1), [goTo]);
  const previous = useCallback(() => goTo(current.current - 1), [goTo]);

  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  useEffect(() => {
    if (paused || autoAdvanceMs === undefined || count < 2) return undefined;
    const timer = setTimeout(next, autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [index, paused, autoAdvanceMs, count, next]);

  return { index, changing, next, previous, goTo };
}

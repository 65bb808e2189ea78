import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroTiming } from './heroTiming';
import { useCarousel, type CarouselOptions } from './useCarousel';
import { wrapIndex } from './wrapIndex';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function carousel(options: CarouselOptions) {
  return renderHook((props: CarouselOptions) => useCarousel(props), { initialProps: options });
}

const hero: CarouselOptions = { count: 3, lockMs: heroTiming.lockMs, autoAdvanceMs: heroTiming.autoAdvanceMs };

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});

describe('hero slider timing', () => {
  it('uses the specified times: 5000 ms per slide, 1000 ms lock and fade', () => {
    expect(heroTiming).toEqual({ autoAdvanceMs: 5000, lockMs: 1000, fadeMs: 1000 });
  });

  it('advances every 5000 ms and wraps from the last slide to the first', () => {
    const { result } = carousel(hero);
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('moves back and forth with wrap in both directions', () => {
    const { result } = carousel(hero);
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('ignores changes for 1000 ms after a change, then accepts them', () => {
    const { result } = carousel(hero);
    act(() => {
      result.current.next();
      result.current.next();
    });
    expect(result.current.index).toBe(1);
    expect(result.current.changing).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    act(() => result.current.previous());
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.changing).toBe(false);
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
  });

  it('waits a full 5000 ms again after the visitor changes the slide', () => {
    const { result } = carousel(hero);
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(2);
  });

  it('does not advance while paused and resumes with a full wait', () => {
    const { result, rerender } = carousel({ ...hero, paused: true });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    rerender({ ...hero, paused: false });
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    rerender({ ...hero, paused: true });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(1);
  });

  it('still lets the visitor change slides while paused', () => {
    const { result } = carousel({ ...hero, paused: true });
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
  });

  it('leaves no timer behind when unmounted', () => {
    const { result, unmount } = carousel(hero);
    act(() => result.current.next());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

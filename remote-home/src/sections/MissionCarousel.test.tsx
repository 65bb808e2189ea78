import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { missionStatements } from '../content/about';
import { MissionCarousel } from './MissionCarousel';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderCarousel() {
  const view = render(<MissionCarousel />);
  const shown = () => view.container.querySelector('[aria-roledescription="slide"][data-active]')?.textContent;
  return { shown };
}

describe('MissionCarousel', () => {
  it('has three statements and shows the first', () => {
    const { shown } = renderCarousel();
    expect(missionStatements).toHaveLength(3);
    expect(shown()).toBe(missionStatements[0]);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeTruthy();
  });

  it('wraps both ways', () => {
    const { shown } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous mission statement' }));
    expect(shown()).toBe(missionStatements[2]);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('button', { name: 'Next mission statement' }));
    expect(shown()).toBe(missionStatements[0]);
  });

  it('ignores clicks during the 500 ms fade', () => {
    const { shown } = renderCarousel();
    const next = screen.getByRole('button', { name: 'Next mission statement' });
    fireEvent.click(next);
    act(() => vi.advanceTimersByTime(499));
    fireEvent.click(next);
    expect(shown()).toBe(missionStatements[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous mission statement' }));
    expect(shown()).toBe(missionStatements[1]);
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(next);
    expect(shown()).toBe(missionStatements[2]);
  });

  it('never changes on its own', () => {
    const { shown } = renderCarousel();
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toBe(missionStatements[0]);
  });
});

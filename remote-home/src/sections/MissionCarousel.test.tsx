import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { missionStatements } from '../content/about';
import { MissionCarousel } from './MissionCarousel';
import { missionTiming } from './missionTiming';

// Laid out as a browser would: Swiper measures its frame before it runs.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
});

afterEach(cleanup);

/** The statement a visitor and a screen reader get: the one slide not hidden. */
function shown(container: HTMLElement) {
  const slides = [...container.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden="true"])')];
  expect(slides).toHaveLength(1);
  return slides[0]!.textContent;
}

/** The browser reporting that the cross-fade (a CSS transition) has ended. */
function fadeEnds(container: HTMLElement) {
  for (const slide of container.querySelectorAll('.swiper-slide')) fireEvent(slide, new Event('transitionend', { bubbles: true }));
}

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

describe('MissionCarousel', () => {
  it('has three statements, labelled as slides, and shows the first', () => {
    const { container } = render(<MissionCarousel />);
    expect(missionStatements).toHaveLength(3);
    expect(shown(container)).toBe(missionStatements[0]);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeTruthy();
    expect(screen.getAllByRole('group', { hidden: true }).map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(screen.getByRole('region', { name: 'Our Mission' }).getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('fades for 500 ms', () => {
    expect(missionTiming.fadeMs).toBe(500);
  });

  it('wraps both ways', () => {
    const { container } = render(<MissionCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous mission statement' }));
    expect(shown(container)).toBe(missionStatements[2]);
    fadeEnds(container);
    fireEvent.click(screen.getByRole('button', { name: 'Next mission statement' }));
    expect(shown(container)).toBe(missionStatements[0]);
    fadeEnds(container);
    fireEvent.click(screen.getByRole('button', { name: 'Next mission statement' }));
    expect(shown(container)).toBe(missionStatements[1]);
  });

  it('ignores presses until the statement has faded in', () => {
    const { container } = render(<MissionCarousel />);
    const next = screen.getByRole('button', { name: 'Next mission statement' });
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(screen.getByRole('button', { name: 'Previous mission statement' }));
    expect(shown(container)).toBe(missionStatements[1]);
    fadeEnds(container);
    fireEvent.click(next);
    expect(shown(container)).toBe(missionStatements[2]);
  });

  it('fades over 500 ms, and changes at once for a visitor who prefers reduced motion', () => {
    const { container, unmount } = render(<MissionCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Next mission statement' }));
    const incoming = container.querySelector<HTMLElement>('[aria-label="2 of 3"]')!;
    expect(incoming.style.transitionDuration).toBe('500ms');
    unmount();

    preferReducedMotion();
    const reduced = render(<MissionCarousel />);
    const next = screen.getByRole('button', { name: 'Next mission statement' });
    act(() => fireEvent.click(next));
    expect(reduced.container.querySelector<HTMLElement>('[aria-label="2 of 3"]')!.style.transitionDuration).toBe('0ms');
    // No fade, so nothing to wait for.
    fireEvent.click(next);
    expect(shown(reduced.container)).toBe(missionStatements[2]);
  });

  it('never changes on its own', async () => {
    const { container } = render(<MissionCarousel />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(shown(container)).toBe(missionStatements[0]);
  });
});

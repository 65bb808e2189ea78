import { act, cleanup, render } from '@testing-library/react';
import { countUpValue } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stats } from '../content/stats';
import { StatsPanel } from './StatsPanel';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The figure a visitor sees (the aria-hidden part; screen readers get the final figure).
const shownFigures = (container: HTMLElement) =>
  [...container.querySelectorAll('dd span[aria-hidden="true"]')].map((node) => node.textContent);

describe('countUpValue', () => {
  it('runs from 0 to the figure over 4 s, never past it, and ends exactly on it', () => {
    expect(countUpValue(99, 0, 4000)).toBe(0);
    const halfway = countUpValue(99, 2000, 4000);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(99);
    expect(countUpValue(99, 3000, 4000)).toBeGreaterThanOrEqual(halfway);
    expect(countUpValue(99, 4000, 4000)).toBe(99);
    expect(countUpValue(99, 9000, 4000)).toBe(99);
  });
});

describe('StatsPanel', () => {
  it('has the five statistics of the specification', () => {
    expect(stats.map((stat) => `${stat.value}${stat.suffix} ${stat.label}`)).toEqual([
      '15+ Years of Experience in the Medical Billing',
      '99% Clean Claim Ratio',
      '30% Revenue Increase',
      '97% First Pass Ratio',
      '15% Reduce Denial Rate',
    ]);
  });

  it('counts up from 0 once in view and lands on the final figures after 4 s', () => {
    // Without IntersectionObserver the panel counts as in view at once.
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<StatsPanel />);
    expect(shownFigures(container)).toEqual(['0+', '0%', '0%', '0%', '0%']);
    act(() => vi.advanceTimersByTime(2000));
    const midway = shownFigures(container).map((figure) => Number.parseInt(figure ?? '', 10));
    expect(midway[1]).toBeGreaterThan(0);
    expect(midway[1]).toBeLessThan(99);
    act(() => vi.advanceTimersByTime(2100));
    expect(shownFigures(container)).toEqual(['15+', '99%', '30%', '97%', '15%']);
  });

  it('gives screen readers the final figure with its label', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<StatsPanel />);
    const terms = [...container.querySelectorAll('dt')].map((node) => node.textContent);
    expect(terms).toEqual(stats.map((stat) => stat.label));
    const spoken = [...container.querySelectorAll('dd > span > span:not([aria-hidden])')].map((node) => node.textContent);
    expect(spoken).toEqual(['15+', '99%', '30%', '97%', '15%']);
  });

  it('shows the final figures at once, and keeps them, when the visitor prefers reduced motion', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    const { container } = render(<StatsPanel />);
    expect(shownFigures(container)).toEqual(['15+', '99%', '30%', '97%', '15%']);
    act(() => vi.advanceTimersByTime(1000));
    expect(shownFigures(container)).toEqual(['15+', '99%', '30%', '97%', '15%']);
  });
});

import { act, cleanup, render, waitFor } from '@testing-library/react';
import { fakeViewport } from 'tooling/testing/viewport';
import { afterEach, describe, expect, it } from 'vitest';
import { stats } from '../content/stats';
import { StatsPanel } from './StatsPanel';

afterEach(cleanup);

// The figure a visitor sees (the aria-hidden part; screen readers get the final figure).
const shownFigures = (container: HTMLElement) =>
  [...container.querySelectorAll('dd span[aria-hidden="true"]')].map((node) => node.textContent);

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

  it('counts up from 0 once in view and lands on the final figures', async () => {
    const viewport = fakeViewport();
    const { container } = render(<StatsPanel />);
    expect(shownFigures(container)).toEqual(['0+', '0%', '0%', '0%', '0%']);
    act(() => viewport.scrollTo(container));
    await waitFor(() => {
      const figure = Number.parseInt(shownFigures(container)[1] ?? '', 10);
      expect(figure).toBeGreaterThan(0);
      expect(figure).toBeLessThan(99);
    });
    await waitFor(() => expect(shownFigures(container)).toEqual(['15+', '99%', '30%', '97%', '15%']), { timeout: 15_000 });
  });

  it('gives screen readers the final figure with its label', () => {
    const { container } = render(<StatsPanel />);
    const terms = [...container.querySelectorAll('dt')].map((node) => node.textContent?.trim());
    expect(terms).toEqual(stats.map((stat) => stat.label));
    const spoken = [...container.querySelectorAll('dd > span > span:not([aria-hidden])')].map((node) => node.textContent);
    expect(spoken).toEqual(['15+', '99%', '30%', '97%', '15%']);
  });
});

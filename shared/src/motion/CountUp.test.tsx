import { act, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CountUp } from './CountUp';
import { animateWithoutWebAnimations, fakeViewport, motionClock } from 'tooling/testing/viewport';

beforeAll(animateWithoutWebAnimations);

/** What a visitor sees (screen readers get the final figure instead). */
const shown = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]')?.textContent;
const spoken = (container: HTMLElement) => container.querySelector('span > span:not([aria-hidden])')?.textContent;

describe('CountUp', () => {
  it('has the final figure in the prerendered HTML', () => {
    const html = renderToString(<CountUp value={97.02} decimals={2} suffix="%" />);
    expect(html).toContain('97.02%');
    expect(html).not.toContain('0.00%');
  });

  it('starts from 0 once scripts run and counts up to the figure over 4 s when it scrolls into view', async () => {
    const viewport = fakeViewport();
    const clock = motionClock();
    onTestFinished(clock.stop);
    const { container } = render(<CountUp value={99} decimals={2} suffix="%" />);
    expect(shown(container)).toBe('0.00%');
    expect(spoken(container)).toBe('99.00%');
    // Nothing runs until it is in view.
    await clock.advance(2000);
    expect(shown(container)).toBe('0.00%');

    act(() => viewport.scrollTo(container));
    await clock.advance(0);
    const figure = () => Number.parseFloat(shown(container) ?? '');
    await clock.advance(1000);
    const after1s = figure();
    expect(after1s).toBeGreaterThan(0);
    // It eases out: past half the figure at half the time, still short of it
    // in the last 5% of the run, and there at 4 s.
    await clock.advance(1000);
    expect(figure()).toBeGreaterThan(Math.max(after1s, 99 / 2));
    await clock.advance(1800);
    expect(figure()).toBeLessThan(99);
    await clock.advance(200);
    expect(shown(container)).toBe('99.00%');
    expect(spoken(container)).toBe('99.00%');
  });

  it('keeps the figure, without counting, when it is already on screen as the page comes alive', async () => {
    const viewport = fakeViewport({ top: 120 });
    const clock = motionClock();
    onTestFinished(clock.stop);
    const { container } = render(<CountUp value={97.02} decimals={2} suffix="%" />);
    expect(shown(container)).toBe('97.02%');
    act(() => viewport.scrollTo(container));
    for (let step = 0; step < 8; step++) {
      await clock.advance(500);
      expect(shown(container)).toBe('97.02%');
    }
  });

  it('keeps its decimals, prefix and suffix on every step', async () => {
    const viewport = fakeViewport();
    const { container } = render(<CountUp value={97.02} decimals={2} prefix="~" suffix="%" durationMs={300} />);
    const steps: string[] = [];
    new MutationObserver(() => steps.push(shown(container) ?? '')).observe(container, { subtree: true, characterData: true, childList: true });
    act(() => viewport.scrollTo(container));
    await waitFor(() => expect(shown(container)).toBe('~97.02%'));
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.every((step) => /^~\d+\.\d\d%$/.test(step))).toBe(true);
  });
});

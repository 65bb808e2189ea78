import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CountUp } from './CountUp';
import { LetterByLetterHeading } from './LetterByLetterHeading';
import { Reveal } from './Reveal';
import { fakeViewport } from 'tooling/testing/viewport';

// framer-motion reads the setting once, when the first element asks for it:
// this file has its own framer-motion.
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query.includes('reduced-motion'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
});

describe('when the visitor prefers reduced motion', () => {
  it('shows everything in its final state at once, and keeps it there', async () => {
    const viewport = fakeViewport({ top: 5000 });
    const { container } = render(
      <>
        <Reveal>
          <p>Below the fold</p>
        </Reveal>
        <CountUp value={15} suffix="+" />
        <LetterByLetterHeading text="Our Mission" msPerLetter={30} />
      </>,
    );
    const wrapper = screen.getByText('Below the fold').parentElement!;
    const figure = container.querySelector('[aria-hidden="true"]')!;
    const heading = screen.getByRole('heading', { name: 'Our Mission' });
    const check = () => {
      expect(wrapper.style.opacity).not.toBe('0');
      expect(figure.textContent).toBe('15+');
      expect(heading.querySelector('[aria-hidden="true"]')?.textContent).toBe('Our Mission');
      expect(heading.querySelector('[aria-hidden="true"] span')?.textContent).toBe('');
    };
    check();
    // Once framer-motion's features have loaded, long enough for anything to start.
    await act(async () => {
      await import('./motionFeatures');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    check();
    act(() => viewport.scrollTo(container));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    check();
  });
});

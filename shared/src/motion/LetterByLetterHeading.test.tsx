import { act, render, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { LetterByLetterHeading } from './LetterByLetterHeading';
import { animateWithoutWebAnimations, fakeViewport, motionClock } from 'tooling/testing/viewport';

beforeAll(animateWithoutWebAnimations);

const text = 'HIPAA Compliance at the Core';

/** The letters a visitor sees so far (the rest keep their place, transparent). */
function lettersShown(heading: HTMLElement) {
  const drawn = heading.querySelector('[aria-hidden="true"]')!;
  const hidden = drawn.querySelector('span')!;
  return { shown: drawn.firstChild === hidden ? '' : (drawn.firstChild?.textContent ?? ''), waiting: hidden.textContent };
}

describe('LetterByLetterHeading', () => {
  it('is complete in the prerendered HTML', () => {
    const html = renderToString(<LetterByLetterHeading text={text} msPerLetter={30} />);
    expect(html).toMatch(/<h2[^>]*>/);
    expect(html).toContain(`<span aria-hidden="true">${text}<span style="opacity:0"></span></span>`);
  });

  it('draws one letter every 30 ms once it scrolls into view, keeping the rest in place', async () => {
    const viewport = fakeViewport();
    const clock = motionClock();
    onTestFinished(clock.stop);
    const { container } = render(<LetterByLetterHeading text={text} msPerLetter={30} id="hipaa-heading" />);
    const heading = within(container).getByRole('heading', { level: 2, name: text });
    expect(lettersShown(heading)).toEqual({ shown: '', waiting: text });

    // Nothing is drawn before it is in view, however long the visitor waits.
    await clock.advance(1000);
    expect(lettersShown(heading)).toEqual({ shown: '', waiting: text });

    act(() => viewport.scrollTo(heading));
    await clock.advance(0);
    await clock.advance(300);
    expect(lettersShown(heading)).toEqual({ shown: text.slice(0, 10), waiting: text.slice(10) });
    await clock.advance(300);
    expect(lettersShown(heading)).toEqual({ shown: text.slice(0, 20), waiting: text.slice(20) });
    // 28 letters at 30 ms: complete at 840 ms, and not a frame before.
    await clock.advance(239);
    expect(lettersShown(heading).shown).toBe(text.slice(0, 27));
    await clock.advance(1);
    expect(lettersShown(heading)).toEqual({ shown: text, waiting: '' });
    expect(heading.id).toBe('hipaa-heading');
  });

  it('never blanks a heading already on screen as the page comes alive: its letters ink in from a lighter tone', async () => {
    const viewport = fakeViewport({ top: 120 });
    const clock = motionClock();
    onTestFinished(clock.stop);
    const { container } = render(<LetterByLetterHeading text={text} msPerLetter={30} />);
    const heading = within(container).getByRole('heading', { level: 2, name: text });
    const waiting = () => heading.querySelector<HTMLElement>('[aria-hidden="true"] > span')!;
    expect(lettersShown(heading)).toEqual({ shown: '', waiting: text });
    expect(waiting().style.opacity).toBe('0.45');

    act(() => viewport.scrollTo(heading));
    await clock.advance(0);
    await clock.advance(300);
    expect(lettersShown(heading)).toEqual({ shown: text.slice(0, 10), waiting: text.slice(10) });
    expect(waiting().style.opacity).toBe('0.45');
    await clock.advance(600);
    expect(lettersShown(heading)).toEqual({ shown: text, waiting: '' });
  });
});

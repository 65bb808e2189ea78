import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { LetterByLetterHeading } from './LetterByLetterHeading';
import { animateWithoutWebAnimations, fakeViewport } from './viewportForTests';

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
    render(<LetterByLetterHeading text={text} msPerLetter={30} id="hipaa-heading" />);
    const heading = screen.getByRole('heading', { level: 2, name: text });
    expect(lettersShown(heading)).toEqual({ shown: '', waiting: text });

    const start = performance.now();
    act(() => viewport.scrollTo(heading));
    await waitFor(() => expect(lettersShown(heading).shown.length).toBeGreaterThan(0));
    const midway = lettersShown(heading);
    expect(midway.shown + midway.waiting).toBe(text);
    await waitFor(() => expect(lettersShown(heading)).toEqual({ shown: text, waiting: '' }));
    // 28 letters at 30 ms: a slower machine only takes longer.
    expect(performance.now() - start).toBeGreaterThanOrEqual(text.length * 30 - 30);
    expect(heading.id).toBe('hipaa-heading');
  });
});

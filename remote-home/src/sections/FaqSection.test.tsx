import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { nextOpenIndex } from 'shared';
import { afterEach, describe, expect, it } from 'vitest';
import { homeFaqs } from '../content/homeFaqs';
import { FaqSection } from './FaqSection';

afterEach(cleanup);

function renderSection() {
  render(
    <MemoryRouter>
      <FaqSection />
    </MemoryRouter>,
  );
  // Each list sits under its own h3; its questions are buttons inside h4s.
  return homeFaqs.map((group) => {
    const list = screen.getByRole('heading', { level: 3, name: group.title }).parentElement!;
    return within(list).getAllByRole('button');
  });
}

const expanded = (buttons: HTMLElement[]) => buttons.map((button) => button.getAttribute('aria-expanded') === 'true');
const icons = (buttons: HTMLElement[]) => buttons.map((button) => button.querySelector('[data-icon]')?.getAttribute('data-icon'));

describe('accordion rule (nextOpenIndex)', () => {
  it('opens the clicked item, closes the open one when clicked again, and switches to another', () => {
    expect(nextOpenIndex(null, 2)).toBe(2);
    expect(nextOpenIndex(2, 2)).toBeNull();
    expect(nextOpenIndex(0, 3)).toBe(3);
  });
});

describe('FaqSection', () => {
  it('shows two lists of 5 and 6 questions', () => {
    const [first, second] = renderSection();
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(11);
  });

  it('opens the first question of each list, with a minus; the rest are closed with a plus', () => {
    const [first, second] = renderSection();
    expect(expanded(first!)).toEqual([true, false, false, false, false]);
    expect(expanded(second!)).toEqual([true, false, false, false, false, false]);
    expect(icons(first!)).toEqual(['minus', 'plus', 'plus', 'plus', 'plus']);
  });

  it('keeps at most one answer open per list: another click opens it and closes the previous', () => {
    const [first, second] = renderSection();
    fireEvent.click(first![2]!);
    expect(expanded(first!)).toEqual([false, false, true, false, false]);
    expect(icons(first!)).toEqual(['plus', 'plus', 'minus', 'plus', 'plus']);
    // The other list is independent.
    expect(expanded(second!)[0]).toBe(true);
  });

  it('closes the open answer when its question is clicked again', () => {
    const [first] = renderSection();
    fireEvent.click(first![0]!);
    expect(expanded(first!)).toEqual([false, false, false, false, false]);
    expect(icons(first!)).toEqual(['plus', 'plus', 'plus', 'plus', 'plus']);
  });

  it('ties each question to its answer', () => {
    const [first] = renderSection();
    const button = first![0]!;
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.textContent).toBe(homeFaqs[0].items[0]!.answer);
    expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
  });
});

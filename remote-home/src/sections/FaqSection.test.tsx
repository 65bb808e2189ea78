import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
  // Each list sits under its own h3; its questions are <details>, each with an h4.
  return homeFaqs.map((group) => {
    const list = screen.getByRole('heading', { level: 3, name: group.title }).parentElement!;
    return [...list.querySelectorAll('details')];
  });
}

const open = (items: HTMLDetailsElement[]) => items.map((item) => item.hasAttribute('open'));

describe('FaqSection', () => {
  it('shows two lists of 5 and 6 questions, each question an h4', () => {
    const [first, second] = renderSection();
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(11);
    expect(within(first![0]!).getByRole('heading', { level: 4 }).textContent).toBe(homeFaqs[0].items[0]!.question);
  });

  it('opens the first question of each list; the rest are closed', () => {
    const [first, second] = renderSection();
    expect(open(first!)).toEqual([true, false, false, false, false]);
    expect(open(second!)).toEqual([true, false, false, false, false, false]);
  });

  it('makes each list one accordion: one name per list, another for the other list', () => {
    const [first, second] = renderSection();
    const names = (items: HTMLDetailsElement[]) => new Set(items.map((item) => item.getAttribute('name')));
    expect(names(first!).size).toBe(1);
    expect(names(second!).size).toBe(1);
    expect([...names(first!)][0]).not.toBe([...names(second!)][0]);
  });

  it('holds each answer with its question', () => {
    const [first] = renderSection();
    expect(first!.map((item) => item.lastElementChild?.textContent)).toEqual(homeFaqs[0].items.map((item) => item.answer));
  });
});

import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '../content/company';
import { FaqSection, type FaqSectionProps } from './FaqSection';

// Record how Reveal is asked to move what it wraps.
vi.mock('../motion/Reveal', () => ({
  Reveal: ({ children, distance = 30 }: { children: ReactNode; distance?: number }) => (
    <div data-reveal-distance={distance}>{children}</div>
  ),
}));

const items = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
];

const groups = [
  { title: 'Working with us', items },
  {
    title: 'Payments',
    items: [
      { question: 'Third question?', answer: 'Third answer.' },
      { question: 'Fourth question?', answer: 'Fourth answer.' },
      { question: 'Fifth question?', answer: 'Fifth answer.' },
    ],
  },
];

const oneList: FaqSectionProps = { eyebrow: 'FAQ', heading: 'FAQs About The Service', intro: 'What practices ask us.', items };
const titledLists: FaqSectionProps = { eyebrow: 'FAQs', heading: 'Frequently Asked Questions', intro: 'Ask us anything.', groups };

const roots: Root[] = [];

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  cleanup();
  document.body.innerHTML = '';
});

/** The questions the page describes as schema.org FAQPage. */
function structuredQuestions(container: HTMLElement) {
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]!.textContent ?? '') as { '@type': string; mainEntity: { name: string }[] };
  expect(data['@type']).toBe('FAQPage');
  return data.mainEntity.map((question) => question.name);
}

const isOpen = (items: Element[]) => items.map((item) => item.hasAttribute('open'));

describe('FaqSection with one list', () => {
  it('is a region named by its h2, under its eyebrow, with its intro; the heading slides in from 50 px away', () => {
    render(<FaqSection {...oneList} />);
    const region = screen.getByRole('region', { name: 'FAQs About The Service' });
    const heading = within(region).getByRole('heading', { level: 2, name: 'FAQs About The Service' });
    expect(heading.previousElementSibling?.textContent).toBe('FAQ');
    expect(region.textContent).toContain('What practices ask us.');
    expect(heading.closest('[data-reveal-distance]')?.getAttribute('data-reveal-distance')).toBe('50');
  });

  it('shows each question as an h3 in one accordion, the first open', () => {
    render(<FaqSection {...oneList} />);
    const region = screen.getByRole('region', { name: 'FAQs About The Service' });
    const details = [...region.querySelectorAll('details')];
    expect(within(region).getAllByRole('heading', { level: 3 }).map((question) => question.textContent)).toEqual([
      'First question?',
      'Second question?',
    ]);
    expect(isOpen(details)).toEqual([true, false]);
    expect(new Set(details.map((item) => item.getAttribute('name'))).size).toBe(1);
  });

  it('offers a call for anything the list does not answer', () => {
    render(<FaqSection {...oneList} />);
    const call = screen.getByRole('link', { name: `Call ${company.phone.display}` });
    expect(call.getAttribute('href')).toBe(company.phone.href);
    expect(call.parentElement?.textContent).toContain('Still have a question?');
  });

  it('describes exactly its questions as the page’s FAQPage', () => {
    const { container } = render(<FaqSection {...oneList} />);
    expect(structuredQuestions(container)).toEqual(['First question?', 'Second question?']);
  });
});

describe('FaqSection with titled lists', () => {
  function lists() {
    const region = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    return groups.map((group) => {
      const title = within(region).getByRole('heading', { level: 3, name: group.title });
      return [...title.parentElement!.querySelectorAll('details')];
    });
  }

  it('shows each list under its h3, each question an h4, the first of each open', () => {
    render(<FaqSection {...titledLists} />);
    const [first, second] = lists();
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 4 }).map((question) => question.textContent)).toEqual(
      groups.flatMap((group) => group.items.map((item) => item.question)),
    );
    expect(isOpen(first!)).toEqual([true, false]);
    expect(isOpen(second!)).toEqual([true, false, false]);
  });

  it('makes each list its own accordion: one name per list, another for the other list', () => {
    render(<FaqSection {...titledLists} />);
    const names = lists().map((list) => new Set(list.map((item) => item.getAttribute('name'))));
    expect(names.map((name) => name.size)).toEqual([1, 1]);
    expect([...names[0]!][0]).not.toBe([...names[1]!][0]);
  });

  it('has no call-us box and slides its heading in from 50 px away', () => {
    render(<FaqSection {...titledLists} />);
    expect(screen.queryByText('Still have a question?')).toBeNull();
    const heading = screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' });
    expect(heading.closest('[data-reveal-distance]')?.getAttribute('data-reveal-distance')).toBe('50');
  });

  it('describes every question of every list as one FAQPage', () => {
    const { container } = render(<FaqSection {...titledLists} />);
    expect(structuredQuestions(container)).toEqual(groups.flatMap((group) => group.items.map((item) => item.question)));
  });
});

describe('FaqSection as prerendered', () => {
  it('carries every question and answer in its HTML, and hydrates it without a mismatch', async () => {
    for (const props of [oneList, titledLists]) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<FaqSection {...props} />);
      document.body.append(container);
      const questions = props.groups ? props.groups.flatMap((group) => group.items) : props.items;
      const details = [...container.querySelectorAll('details')];
      expect(details.map((item) => item.querySelector('summary')?.textContent)).toEqual(questions.map((item) => item.question));
      expect(details.map((item) => item.lastElementChild?.textContent)).toEqual(questions.map((item) => item.answer));
      const labelledBy = container.querySelector('section')?.getAttribute('aria-labelledby');
      expect(container.querySelector(`[id="${labelledBy}"]`)?.textContent).toBe(props.heading);

      const errors = vi.spyOn(console, 'error');
      await act(async () => {
        roots.push(hydrateRoot(container, <FaqSection {...props} />));
      });
      expect(container.querySelector('details')).toBe(details[0]);
      expect(errors).not.toHaveBeenCalled();
    }
  });
});

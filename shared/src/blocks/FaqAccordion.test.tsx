import { act, cleanup, render } from '@testing-library/react';
import { HtmlValidate } from 'html-validate';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { question: 'How long does it take?', answer: 'About a week.' },
  { question: 'Do we change software?', answer: 'No, we work in yours.' },
  { question: 'What does it cost?', answer: 'A share of what we collect.' },
];

const roots: Root[] = [];

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  cleanup();
  document.body.innerHTML = '';
});

/** The accordion as the page arrives: its server HTML, before any script. */
function prerendered(headingLevel?: 2 | 3 | 4) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<FaqAccordion items={items} headingLevel={headingLevel} />);
  document.body.append(container);
  return { container, details: [...container.querySelectorAll('details')] };
}

const openFlags = (details: HTMLDetailsElement[]) => details.map((item) => item.hasAttribute('open'));

describe('FaqAccordion', () => {
  it('arrives as one <details> per question, the first open and the rest closed', () => {
    const { details } = prerendered();
    expect(details).toHaveLength(3);
    expect(openFlags(details)).toEqual([true, false, false]);
  });

  it('names the items of one accordion alike, and another accordion differently', () => {
    const { container } = render(
      <>
        <FaqAccordion items={items} />
        <FaqAccordion items={items.slice(0, 2)} />
      </>,
    );
    const [first, second] = [...container.children].map((accordion) =>
      [...accordion.querySelectorAll('details')].map((item) => item.getAttribute('name')),
    );
    expect(new Set(first).size).toBe(1);
    expect(new Set(second).size).toBe(1);
    expect(first![0]).toBeTruthy();
    expect(second![0]).toBeTruthy();
    expect(first![0]).not.toBe(second![0]);
  });

  it('puts each question in its summary as a heading, h3 unless another level is given', () => {
    for (const [level, tag] of [
      [undefined, 'H3'],
      [4, 'H4'],
      [2, 'H2'],
    ] as const) {
      const { details } = prerendered(level);
      const headings = details.map((item) => item.querySelector(':scope > summary > :first-child'));
      expect(headings.map((heading) => heading?.tagName)).toEqual([tag, tag, tag]);
      expect(headings.map((heading) => heading?.textContent)).toEqual(items.map((item) => item.question));
      document.body.innerHTML = '';
    }
  });

  it('is valid HTML: a summary holds its heading and phrasing content only (the icon is spans)', async () => {
    const html = renderToString(<FaqAccordion items={items} />);
    const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);

    const { details } = prerendered();
    for (const item of details) {
      const [heading, icon, ...rest] = [...item.querySelector(':scope > summary')!.children];
      expect(heading!.tagName).toBe('H3');
      expect(rest).toEqual([]);
      expect(icon!.getAttribute('aria-hidden')).toBe('true');
      expect([icon, ...icon!.querySelectorAll('*')].map((element) => element!.tagName)).toEqual(['SPAN', 'SPAN', 'SPAN']);
      expect([...icon!.children].map((stroke) => stroke.getAttribute('data-stroke'))).toEqual(['horizontal', 'vertical']);
    }
  });

  it('carries every answer in the HTML, after its question, closed ones included', () => {
    const { details } = prerendered();
    expect(details.map((item) => item.firstElementChild?.tagName)).toEqual(['SUMMARY', 'SUMMARY', 'SUMMARY']);
    expect(details.map((item) => item.lastElementChild?.textContent)).toEqual(items.map((item) => item.answer));
  });

  it('leaves what the visitor opened before hydration as it is, then and on later renders', async () => {
    const { container, details } = prerendered();
    // Before any script: the visitor opens the third question, which closes the first.
    details[0]!.removeAttribute('open');
    details[2]!.setAttribute('open', '');
    const errors = vi.spyOn(console, 'error');

    await act(async () => {
      roots.push(hydrateRoot(container, <FaqAccordion items={items} />));
    });
    expect(container.querySelectorAll('details')[2]).toBe(details[2]);
    expect(openFlags(details)).toEqual([false, false, true]);

    await act(async () => roots[0]!.render(<FaqAccordion items={[...items]} />));
    expect(openFlags(details)).toEqual([false, false, true]);
    expect(errors).not.toHaveBeenCalled();
  });
});

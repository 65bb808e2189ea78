import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { homeFaqs } from '../content/homeFaqs';
import { HomeFaqSection } from './HomeFaqSection';

afterEach(cleanup);

function renderSection() {
  render(
    <MemoryRouter>
      <HomeFaqSection />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Frequently Asked Questions' });
}

describe('HomeFaqSection', () => {
  it('shows the two lists of 5 and 6 questions, each under its title', () => {
    const region = renderSection();
    const lists = homeFaqs.map((group) => {
      const title = within(region).getByRole('heading', { level: 3, name: group.title });
      return [...title.parentElement!.querySelectorAll('details')];
    });
    expect(lists.map((list) => list.length)).toEqual([5, 6]);
    expect(within(region).getAllByRole('heading', { level: 4 }).map((question) => question.textContent)).toEqual(
      homeFaqs.flatMap((group) => group.items.map((item) => item.question)),
    );
    expect(lists[0]!.map((item) => item.lastElementChild?.textContent)).toEqual(homeFaqs[0].items.map((item) => item.answer));
  });

  it('sends a visitor with another question to the contact page', () => {
    const region = renderSection();
    expect(within(region).getByText('FAQs')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Ask our team' }).getAttribute('href')).toBe('/contactus');
  });
});

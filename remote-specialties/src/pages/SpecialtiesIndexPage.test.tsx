import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { specialtyList } from 'shared';
import { siteTheme } from 'shared/theme';
import { afterEach, describe, expect, it } from 'vitest';
import SpecialtiesIndexPage from './SpecialtiesIndexPage';

function renderPage() {
  render(
    <ThemeProvider theme={siteTheme()}>
      <MemoryRouter>
        <SpecialtiesIndexPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Renders the page and waits for its card grids, whose code loads on its own. */
async function renderWithCards() {
  renderPage();
  await screen.findByRole('region', { name: 'Our Other Popular Specialities' });
  await screen.findByRole('region', { name: 'Our Popular Specialities' });
}

afterEach(cleanup);

describe('SpecialtiesIndexPage', () => {
  it('has one h1, "Our Specialties", and an animated intro heading read whole', () => {
    renderPage();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe('Our Specialties');
    expect(screen.getByRole('heading', { level: 2, name: 'Billing built around the way you practice' })).toBeTruthy();
  });

  it.each([
    ['Our Popular Specialities', specialtyList.slice(0, 8)],
    ['Our Other Popular Specialities', specialtyList.slice(8)],
  ])('lists "%s" as eight cards that each link to their own page', async (heading, specialties) => {
    await renderWithCards();
    const section = screen.getByRole('region', { name: heading });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(8);
    specialties.forEach((specialty, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(specialty.name);
      expect(card.textContent).toContain(specialty.description);
      const link = within(card).getByRole('link', { name: `Read More about ${specialty.name} billing` });
      expect(link.getAttribute('href')).toBe(specialty.path);
      expect(link.textContent).toContain('→');
    });
  });

  it('keeps both path spellings exactly as routed', async () => {
    await renderWithCards();
    const hrefs = screen.getAllByRole('link', { name: /^Read More about/ }).map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href?.startsWith('/specialities/'))).toHaveLength(9);
    expect(hrefs.filter((href) => href?.startsWith('/specialties/'))).toHaveLength(7);
  });
});

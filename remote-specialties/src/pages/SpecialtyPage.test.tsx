import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { codingNotices, namesCptCode, specialtyList } from 'shared';
import { codeCatalogue } from 'shared/content/codeCatalogue';
import { modifierCatalogue } from 'shared/content/modifierCatalogue';
import { siteTheme } from 'shared/theme';
import { afterEach, describe, expect, it } from 'vitest';
import { specialtyContentBySlug } from '../content/specialtyContentBySlug';
import { loadSpecialtyContent, loadSpecialtyIcon } from '../content/specialtyContentLoaders';
import SpecialtyPage from './SpecialtyPage';

/**
 * Renders the page and waits for its content and icon chunks (the page
 * suspends until they are in) and for the sections that load on their own
 * (deferredSections.ts).
 */
async function renderPage(slug: string) {
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(
      <ThemeProvider theme={siteTheme()}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <SpecialtyPage slug={slug} />
          </Suspense>
        </MemoryRouter>
      </ThemeProvider>,
    );
    await Promise.all([loadSpecialtyContent(slug), loadSpecialtyIcon(slug)]);
  });
  const deferred = rendered!.container.querySelectorAll('[data-part]');
  if (specialtyList.some((specialty) => specialty.slug === slug)) expect(deferred.length).toBeGreaterThan(0);
  await waitFor(() => deferred.forEach((section) => expect(section.childElementCount).toBeGreaterThan(0)));
  return rendered!;
}

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

/** happy-dom evaluates the theme's media queries (md = 900px) against this viewport width. */
function setViewport(width: number) {
  act(() => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 900 });
  });
}

afterEach(() => {
  cleanup();
  setViewport(1024);
});

describe('SpecialtyPage', () => {
  it.each(specialtyList.map((specialty) => [specialty.slug, specialty.name]))(
    '%s: one h1, every modifier in both layouts and every code in the table',
    async (slug, name) => {
      await renderPage(slug);
      const content = specialtyContentBySlug[slug as keyof typeof specialtyContentBySlug];
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]?.textContent).toBe(`${name} Billing Services`);
      const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
      expect(trail.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Home', '/'],
        ['Specialties', '/specialities'],
      ]);

      const modifierTable = screen.getByTestId('modifier-table');
      const modifierCards = screen.getByTestId('modifier-cards');
      const modifierCodes = content.modifiers.modifiers.map((modifier) => modifier.code);
      expect(within(modifierTable).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(modifierCodes);
      expect(within(modifierCards).getAllByRole('listitem', { hidden: true })).toHaveLength(modifierCodes.length);

      const codeTable = screen.getByTestId('code-table');
      expect(within(codeTable).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
        content.codes.rows.map((row) => row.code),
      );
      // Each row shows the code catalogue's description of its code, and each modifier the modifier catalogue's.
      const descriptions = within(codeTable).getAllByRole('cell').map((cell) => cell.textContent);
      content.codes.rows.forEach((row, index) => expect(descriptions[index]).toContain(codeCatalogue[row.code].description));
      const modifierDescriptions = within(modifierTable).getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent);
      expect(modifierDescriptions).toEqual(modifierCodes.map((code) => modifierCatalogue[code].description));
      expect(codeTable.getAttribute('aria-labelledby')).toBe('codes-heading');
      expect(document.getElementById('codes-heading')?.textContent).toBe(content.codes.heading);
    },
  );

  it.each(specialtyList.map((specialty) => [specialty.slug]))(
    '%s: says as of when its rules are stated, and carries the AMA notice under the code table when it shows a CPT code',
    async (slug) => {
      const { container } = await renderPage(slug);
      const header = container.querySelector('section:first-of-type') as HTMLElement;
      expect(within(header).getByText(codingNotices.rules)).toBeTruthy();
      const codes = screen.getByRole('region', { name: specialtyContentBySlug[slug as keyof typeof specialtyContentBySlug].codes.heading });
      const showsCpt = namesCptCode(container.textContent ?? '');
      expect(within(codes).queryAllByText(codingNotices.cpt)).toHaveLength(showsCpt ? 1 : 0);
      expect(screen.queryAllByText(codingNotices.cpt)).toHaveLength(showsCpt ? 1 : 0);
    },
  );

  it('gives the durable medical equipment page, whose codes are all HCPCS Level II, no CPT notice, and cardiology one', async () => {
    await renderPage('durable-medical-equipment');
    expect(screen.queryByText(codingNotices.cpt)).toBeNull();
    cleanup();
    await renderPage('cardiology');
    expect(screen.getByText(codingNotices.cpt)).toBeTruthy();
  });

  it('exposes the modifier table on wide screens and the modifier cards on phones, never both', async () => {
    const heading = specialtyContentBySlug.cardiology.modifiers.mainHeading;
    setViewport(1280);
    await renderPage('cardiology');
    expect(screen.getByRole('table', { name: heading })).toBeTruthy();
    expect(screen.queryByRole('list', { name: heading })).toBeNull();
    cleanup();

    setViewport(375);
    await renderPage('cardiology');
    expect(screen.queryByRole('table', { name: heading })).toBeNull();
    const cards = screen.getByRole('list', { name: heading });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(specialtyContentBySlug.cardiology.modifiers.modifiers.length);
    expect(within(cards).getAllByText('Use case:')).toHaveLength(specialtyContentBySlug.cardiology.modifiers.modifiers.length);
    // The procedure-code table stays a table on phones.
    expect(screen.getByRole('table', { name: specialtyContentBySlug.cardiology.codes.heading })).toBeTruthy();
  });

  it('highlights and labels the acupuncture initial codes 97810 and 97813 only', async () => {
    await renderPage('acupuncture');
    const rows = screen.getByTestId('code-table').querySelectorAll('tbody tr');
    const highlighted = [...rows].filter((row) => row.getAttribute('data-highlighted') === 'true');
    expect(highlighted.map((row) => row.querySelector('th')?.textContent)).toEqual(['97810', '97813']);
    for (const row of highlighted) expect(row.textContent).toContain('Initial code: one per session');
    expect(rows.length - highlighted.length).toBe(specialtyContentBySlug.acupuncture.codes.rows.length - 2);
  });

  it('gives anesthesia modifiers no use-case column', async () => {
    await renderPage('anesthesiology');
    const headers = within(screen.getByTestId('modifier-table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Modifier', 'Description']);
    cleanup();
    await renderPage('chiropractic');
    const chiropracticHeaders = within(screen.getByTestId('modifier-table')).getAllByRole('columnheader');
    expect(chiropracticHeaders.map((header) => header.textContent)).toEqual(['Modifier', 'Description', 'Use case']);
  });

  it('shows key requirements only on cardiology, with its global periods and E&M sections', async () => {
    await renderPage('cardiology');
    expect(screen.getByRole('heading', { name: 'Key requirements' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /coverage conditions/i })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Global periods in cardiology' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'E&M services in cardiology' })).toBeTruthy();
    for (const label of ['0-day global', '10-day global', '90-day global']) {
      expect(screen.getByRole('heading', { name: label })).toBeTruthy();
    }
    cleanup();
    await renderPage('allergy');
    expect(screen.getByRole('heading', { name: 'Coverage conditions' })).toBeTruthy();
  });

  it('links "more details" to a page of this site and closes with the meeting call to action', async () => {
    await renderPage('durable-medical-equipment');
    const link = screen.getByRole('link', { name: 'See our prior authorization services' });
    expect(link.getAttribute('href')).toBe('/prior-authorization-services');
    expect(screen.getByRole('link', { name: 'Schedule a Meeting' }).getAttribute('href')).toBe('/contactus');
  });

  it('lists its sections "On this page", each link leading to a heading on the page, and asks for a booking halfway', async () => {
    await renderPage('cardiology');
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    // The column (wide screens), the bar (tablets) and the disclosure (phones) hold the same links.
    const targets = [...new Set(within(nav).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href')))];
    expect(targets).toEqual([
      '#overview-heading',
      '#focus-heading',
      '#rules-1-heading',
      '#rules-2-heading',
      '#modifiers-heading',
      '#codes-heading',
      '#requirements-heading',
      '#expertise-heading',
    ]);
    for (const target of targets) expect(document.getElementById(target!.slice(1))?.tagName, target!).toMatch(/^H[23]$/);
    expect(within(nav).getAllByRole('link', { name: 'Global periods', hidden: true })).toHaveLength(3);
    const booking = screen.getByText('Questions about your cardiology claims? Talk them through with a billing specialist.');
    const modifiers = document.getElementById('modifiers-heading')!;
    expect(booking.compareDocumentPosition(modifiers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps section headings in order under the h1', async () => {
    await renderPage('bariatrics');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    }
  });

  it('answers an unknown slug with a way back to all specialties', async () => {
    await renderPage('podiatry');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Specialty Billing Services');
    expect(screen.getByRole('link', { name: 'See all specialties' }).getAttribute('href')).toBe('/specialities');
  });
});

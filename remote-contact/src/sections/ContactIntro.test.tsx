import { cleanup, render, screen, within } from '@testing-library/react';
import { company, formatAddress } from 'shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactIntro } from './ContactIntro';

afterEach(cleanup);

describe('ContactIntro', () => {
  it('says hello and gives the phone, email, address and hours from the company facts', () => {
    render(<ContactIntro />);
    screen.getByRole('heading', { level: 2, name: 'Say Hello!' });
    const details = within(screen.getByRole('list', { name: 'Contact details' }));

    expect(details.getByRole('link', { name: company.phone.display }).getAttribute('href')).toBe(company.phone.href);
    expect(details.getByRole('link', { name: company.infoEmail }).getAttribute('href')).toBe(`mailto:${company.infoEmail}`);
    for (const line of [formatAddress(), company.hours.weekdays, company.hours.holidays]) details.getByText(line);
  });

  it.each([
    ['a phone link a phone can dial', company.phone.href, /^tel:\+1\d{10}$/],
    ['an address in Montana', formatAddress(), /, MT \d{5}$/],
    ['the weekday hours of the specification, with their time zone', company.hours.weekdays, /^Mon–Fri 8:00am–5:00pm MT$/],
  ])('the facts it shows: %s', (_label, fact, pattern) => {
    expect(fact).toMatch(pattern);
  });
});

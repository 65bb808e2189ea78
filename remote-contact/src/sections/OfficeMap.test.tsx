import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import nodeConsole from 'node:console';
import { renderToString } from 'react-dom/server';
import { company, formatAddress } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapDirectionsUrl, mapEmbedUrl, mapSearchUrl } from './mapUrls';
import { OfficeMap } from './OfficeMap';

const address = formatAddress(company.address);
const title = `Map of ${company.name}, ${address}`;

afterEach(cleanup);

// happy-dom loads no frames, and says so for each on the console it was given
// (Node's own, not the test's); anything else it reports still shows.
beforeEach(() => {
  const report = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) report(...args);
  });
});

describe('OfficeMap', () => {
  it('prerendered, the map frame has no address yet: the page never waits for the maps service', () => {
    const page = new DOMParser().parseFromString(renderToString(<OfficeMap />), 'text/html');
    const frame = page.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe(title);
    expect(frame.hasAttribute('src')).toBe(false);
  });

  it('in the browser, embeds the office address lazily, out of sight and out of reach until it has loaded', () => {
    render(<OfficeMap />);
    const frame = screen.getByTitle(title);
    expect(frame.getAttribute('src')).toBe(mapEmbedUrl(address));
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(getComputedStyle(frame).opacity).toBe('0');
  });

  it('fades the map in over its drawing once the maps service has answered', () => {
    render(<OfficeMap />);
    const frame = screen.getByTitle(title);
    fireEvent.load(frame);
    expect(frame.hasAttribute('inert')).toBe(false);
    expect(getComputedStyle(frame).opacity).toBe('1');
  });

  it('gives the address beside the map, and Google Maps and directions in a new tab, saying so', () => {
    render(<OfficeMap />);
    const section = screen.getByRole('region', { name: `Find us in ${company.address.locality}, ${company.address.region}` });
    expect(section.querySelector('address')!.textContent).toBe(`${company.name}${address}`);
    const links = [
      [/^Open in Google Maps/, mapSearchUrl(address)],
      [/^Get directions/, mapDirectionsUrl(address)],
    ] as const;
    for (const [name, href] of links) {
      const link = within(section).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });
});

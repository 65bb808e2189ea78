import { company, formatAddress } from 'shared';
import { describe, expect, it } from 'vitest';
import { mapDirectionsUrl, mapEmbedUrl, mapSearchUrl } from './mapUrls';

const address = formatAddress(company.address);

describe('map URLs', () => {
  it('embeds the office address, encoded', () => {
    expect(mapEmbedUrl(address)).toBe(
      'https://www.google.com/maps?q=2100%20Last%20Chance%20Gulch%2C%20Suite%20200%2C%20Helena%2C%20MT%2059601&output=embed',
    );
  });

  it('round-trips the address through the query string', () => {
    for (const url of [mapEmbedUrl(address), mapSearchUrl(address), mapDirectionsUrl(address)]) {
      const params = new URL(url).searchParams;
      expect([params.get('q'), params.get('query'), params.get('destination')]).toContain(address);
    }
  });

  it('keeps characters that would break the query string inside the value', () => {
    const tricky = 'Suite 5 & 6, #200, A+B Street?';
    expect(new URL(mapEmbedUrl(tricky)).searchParams.get('q')).toBe(tricky);
    expect(new URL(mapEmbedUrl(tricky)).searchParams.get('output')).toBe('embed');
    expect(new URL(mapSearchUrl(tricky)).searchParams.get('api')).toBe('1');
  });
});

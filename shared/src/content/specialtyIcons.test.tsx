import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { specialtyPages } from './specialties';
import { specialtyIconLoaders } from './specialtyIconLoaders';
import { specialtyIcons } from './specialtyIcons';

describe('specialty icons', () => {
  it('has a different icon for every specialty', () => {
    expect(Object.keys(specialtyIcons).sort()).toEqual(specialtyPages.map((specialty) => specialty.slug).sort());
    expect(new Set(Object.values(specialtyIcons)).size).toBe(specialtyPages.length);
  });

  it.each(specialtyPages.map((specialty) => specialty.slug))(
    "loads, on its own, the icon %s's card shows",
    async (slug) => {
      const PageIcon = await specialtyIconLoaders[slug]();
      const CardIcon = specialtyIcons[slug];
      const drawing = renderToStaticMarkup(<PageIcon />);
      expect(drawing).toMatch(/<path d="[Mm]/);
      expect(drawing).toBe(renderToStaticMarkup(<CardIcon />));
    },
  );
});

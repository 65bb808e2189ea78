import GlobalStyles from '@mui/material/GlobalStyles';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import { createElement } from 'react';

/*
 * Inter, self-hosted (variable, latin subset: the site's copy is English).
 * font-display: optional with the file preloaded by the page (a <link> in
 * shell/index.html, to the same file): the font is there for the first paint, and when
 * it is not, the page keeps the fallback instead of reflowing text when it
 * arrives. "Inter Fallback" is a local sans-serif scaled to Inter's metrics,
 * so even that case lays out like Inter.
 *
 * Global styles in the page's own <style> (MUI's GlobalStyles), not a
 * stylesheet of its own: a linked stylesheet, however small, blocks the first
 * paint for a round trip.
 */
const fontFaces = `
:root {
  --font-body: "Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
}
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url('${interUrl}') format('woff2-variations');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329,
    U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica');
  ascent-override: 90.44%;
  descent-override: 22.52%;
  line-gap-override: 0%;
  size-adjust: 107.12%;
}`;

/** The site's fonts and --font-body, the theme's font family; rendered once by each app's frame (the shell's layout, a standalone remote). */
export const SiteFonts = () => createElement(GlobalStyles, { styles: fontFaces });

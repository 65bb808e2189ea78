import { createTheme, type Theme } from '@mui/material/styles';
import { brand } from './brand';
import { tapAreaSx } from './ui/visuallyHidden';

let theme: Theme | undefined;

/**
 * The shell's MUI theme: remotes render inside its ThemeProvider and never
 * import this module (it would bring createTheme into their build). Made on
 * first use, not when the module loads: on a phone, creating it costs as much
 * as a quarter of evaluating the whole frame, and the page's scripts start in
 * one task, which the browser cannot interrupt (see shell/src/main.tsx).
 */
export const siteTheme = (): Theme => (theme ??= createSiteTheme());

const createSiteTheme = () => createTheme({
  palette: {
    primary: { main: brand.blue, dark: brand.navy, contrastText: '#FFFFFF' },
    secondary: { main: brand.teal, contrastText: '#FFFFFF' },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    text: { primary: brand.ink, secondary: '#3D5068' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // Defined once with the font faces (SiteFonts, shared/src/fonts.ts): every text
    // style of MUI repeats the family, and the full list written out 47 times was 4.9 KB of the home page's CSS.
    fontFamily: 'var(--font-body)',
    h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.6rem, 1.25rem + 1.6vw, 2.4rem)', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.15rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 650 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 999,
          paddingInline: 22,
          // One button size whatever the size asked for, with a 44 px touch target.
          minHeight: 44,
          fontSize: '0.9375rem',
        },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // A field's hint is read before typing: 14 px, not MUI's 12 px caption.
    MuiFormHelperText: { styleOverrides: { root: { fontSize: '0.875rem', lineHeight: 1.5 } } },
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard focus is always visible. "html" lifts the rule above the
        // `outline: 0` of MUI's base styles (ButtonBase, Link), which otherwise
        // win or lose depending on which stylesheet the page inserted last; a
        // component's own `&:focus-visible` still wins. Text fields keep MUI's
        // focused border (2px, primary) instead of a second ring over their label.
        'html :focus-visible:where(:not(.MuiInputBase-input))': {
          outline: `3px solid var(--focus-ring, ${brand.teal})`,
          outlineOffset: 2,
        },
        // A text field focused before its section has hydrated (React marks
        // it focused only then) shows the same focused border meanwhile.
        '.MuiOutlinedInput-root:focus-within:not(.Mui-focused) .MuiOutlinedInput-notchedOutline': {
          borderColor: brand.blue,
          borderWidth: 2,
        },
        // Every phone and email link is a 44 px target on a touch screen (tapAreaSx), however it is set;
        // `:where` keeps a link's own position and display.
        ':where(a[href^="tel:"], a[href^="mailto:"])': { position: 'relative' },
        ':where(a[href^="tel:"])': { whiteSpace: 'nowrap' },
        ':where(a[href^="tel:"], a[href^="mailto:"])::after': tapAreaSx['&::after'],
        // A jump to an #anchor (a booking action's /contactus#book) lands below the sticky header (69-81 px).
        html: { scrollBehavior: 'auto', scrollPaddingTop: 96 },
      },
    },
  },
});

/**
 * What the shell hands remotes as "@mui/material/styles": the theme they
 * render inside and the styling helpers a page may use. Sharing the module's
 * whole namespace would keep all of it (CSS-variables providers, theme
 * adapters, high-contrast helpers) in every page's first download, since a
 * namespace handed over at run time cannot be tree-shaken.
 * sharedModules.test.ts fails when a remote imports anything else, so add the
 * name here first.
 */
export { alpha, css, darken, keyframes, lighten, styled, useTheme } from '@mui/material/styles';

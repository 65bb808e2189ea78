/**
 * The MUI components the shell offers remotes, each as its own shared module
 * loaded when a remote first asks for it ("@mui/material/Button", …), so a
 * page downloads only the components it renders. A fixed list rather than
 * every public subpath of MUI: each offered subpath costs every page a few
 * dozen bytes of loader in the shell's entry, and MUI has about 150.
 *
 * Remotes have no copy of their own (`import: false` in
 * shared/build/federation.ts), so a remote that starts using a component
 * missing here fails to render the pages that use it: add it here, and deploy
 * the shell, first. sharedModules.test.ts fails on such an import, the
 * deployment e2e test on a built remote asking for one, and the prerender of
 * a page that uses it stops the shell's deployment.
 */
const muiComponentsForRemotes = {
  '@mui/material/Box': () => import('@mui/material/Box'),
  '@mui/material/Button': () => import('@mui/material/Button'),
  '@mui/material/ButtonBase': () => import('@mui/material/ButtonBase'),
  '@mui/material/Card': () => import('@mui/material/Card'),
  '@mui/material/CircularProgress': () => import('@mui/material/CircularProgress'),
  '@mui/material/Collapse': () => import('@mui/material/Collapse'),
  '@mui/material/Container': () => import('@mui/material/Container'),
  '@mui/material/FormControl': () => import('@mui/material/FormControl'),
  '@mui/material/FormHelperText': () => import('@mui/material/FormHelperText'),
  '@mui/material/IconButton': () => import('@mui/material/IconButton'),
  '@mui/material/InputLabel': () => import('@mui/material/InputLabel'),
  '@mui/material/Link': () => import('@mui/material/Link'),
  '@mui/material/OutlinedInput': () => import('@mui/material/OutlinedInput'),
  '@mui/material/Paper': () => import('@mui/material/Paper'),
  // Every icon of @mui/icons-material renders through it.
  '@mui/material/SvgIcon': () => import('@mui/material/SvgIcon'),
  '@mui/material/Typography': () => import('@mui/material/Typography'),
} satisfies Record<`@mui/material/${string}`, () => Promise<unknown>>;

export default muiComponentsForRemotes;

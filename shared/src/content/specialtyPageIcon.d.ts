/**
 * An icon of @mui/icons-material imported with `?specialty-page`: the same
 * component, built as a module of its own (see specialtyIconLoaders.ts).
 */
declare module '@mui/icons-material/*?specialty-page' {
  import type { SvgIconComponent } from '@mui/icons-material';

  const icon: SvgIconComponent;
  export default icon;
}

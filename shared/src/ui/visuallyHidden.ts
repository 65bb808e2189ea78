/** Styles that hide text from sight but keep it for screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A standalone link a thumb can hit: at least 44 px tall, by a transparent
 * layer over it, so nothing around it moves (breadcrumbs, card foot links; the
 * theme gives every phone and email link the same).
 */
export const tapAreaSx = {
  position: 'relative',
  '&::after': { content: '""', position: 'absolute', insetInline: 0, top: '50%', height: 'max(100%, 44px)', transform: 'translateY(-50%)' },
} as const;

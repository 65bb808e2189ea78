/** Site palette: clinical navy and teal on a cool white, all AA with white text. */
export const brand = {
  navy: '#0A3D62',
  blue: '#0A5A8A',
  teal: '#0E7C6B',
  ink: '#10243E',
  mist: '#F4F8FB',
  /** Light teal for accents on navy and blue (7.9:1 on navy, 5.2:1 on blue). */
  mint: '#9EE5D8',
} as const;

/**
 * Spread into the sx of a navy or blue section: keyboard focus rings inside it
 * are mint instead of teal, which would hardly show there (2.2:1 on navy,
 * 1.5:1 on blue). A white card inside such a section resets it with
 * focusRingOnLight.
 */
export const focusRingOnDark = { '--focus-ring': brand.mint } as const;
export const focusRingOnLight = { '--focus-ring': brand.teal } as const;

/**
 * The sx of a filled button on a navy, blue or teal section: white, navy
 * text. One object for every such button, so they share one class (MUI
 * writes a copy of its button styles for each distinct sx).
 */
export const buttonOnDarkSx = {
  whiteSpace: 'nowrap',
  bgcolor: '#fff',
  color: brand.navy,
  fontWeight: 800,
  '&:hover': { bgcolor: brand.mist },
} as const;

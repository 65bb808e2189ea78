/** Site palette: clinical navy and teal on a cool white, all AA with white text. */
export const brand = {
  navy: '#0A3D62',
  blue: '#0A5A8A',
  teal: '#0E7C6B',
  /** Teal for marks and numbers on the card icon's teal tint (5.3:1; the teal itself is 4.46:1 there). */
  tealOnTint: '#0B6F60',
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
 * The sx of a box whose filled buttons sit on a navy, blue or teal section:
 * white, navy text. Set on the box, not on each button: a button with an sx
 * of its own gets a whole copy of MUI's button styles in the page's CSS,
 * while plain `variant="contained" color="secondary"` buttons share the one
 * every page has (the frame's).
 */
export const buttonsOnDarkSx = {
  '& .MuiButton-contained': {
    whiteSpace: 'nowrap',
    bgcolor: '#fff',
    color: brand.navy,
    fontWeight: 800,
    '&:hover': { bgcolor: brand.mist },
  },
} as const;

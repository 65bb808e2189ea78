/**
 * The site's one carousel indicator: a row of pills, the current one longer
 * (the hero's slide buttons, the badge carousel's pagination, the mission
 * statements' position). `color` is the pill's colour: the current pill takes it
 * whole, the others at a third.
 */
export const pillWidth = { current: 40, other: 24 } as const;
export const pillHeight = 10;

export const pillSx = (current: boolean, color: string) =>
  ({
    display: 'inline-block',
    width: current ? pillWidth.current : pillWidth.other,
    height: pillHeight,
    borderRadius: pillHeight / 2,
    bgcolor: color,
    opacity: current ? 1 : 0.35,
    transition: 'width .3s ease, opacity .3s ease',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  }) as const;

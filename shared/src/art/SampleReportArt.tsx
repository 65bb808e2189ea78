import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { brand } from '../brand';

const ink = brand.ink;
const label = 'Illustrative sample of the monthly report: collections against expected, accounts receivable by age, and denials by reason code';

/** Expected and collected bar heights for four months, drawn only: no figures. */
const months = [
  [34, 26],
  [30, 26],
  [36, 31],
  [32, 30],
] as const;

/** A/R buckets, oldest shortest. */
const ages = [
  ['0–30', 78],
  ['31–60', 54],
  ['61–90', 32],
  ['90+', 16],
] as const;

/** Denial reason codes: share of the donut, where the share starts, color. */
const reasons = [
  ['CO-16', 48, 0, brand.navy, 1],
  ['CO-97', 30, 48, brand.teal, 1],
  ['CO-197', 22, 78, brand.blue, 0.3],
] as const;

/** Where each panel's numbered marker sits: the panels' titles, in the order a legend explains them. */
const markers = [
  [24, 70],
  [24, 154],
  [160, 154],
] as const;

/**
 * An illustrative sample of the monthly billing report, square-on, for the home
 * page's growth banner and the headers of the billing and A/R service pages: collections against expected, A/R by age and denials
 * by reason. Drawn only, with no figures; the sheet is white and the crosses
 * around it take the section's text color. `numbered` marks the three panels
 * 1 to 3, for a legend that explains them in that order.
 */
export function SampleReportArt({ sx, numbered = false }: { sx?: SxProps<Theme>; numbered?: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 240"
      width="320"
      height="240"
      role="img"
      aria-label={label}
      fill="none"
      strokeLinecap="round"
      fontFamily="inherit"
      sx={[{ display: 'block', width: '100%', height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <g>
        <rect x="20" y="16" width="280" height="208" rx="14" fill="#fff" />
        <text x="36" y="40" fontSize="12" fontWeight="700" fill={ink}>
          Sample monthly report
        </text>
        <path d="M36 54h248M36 140h248M160 148v68" stroke={ink} opacity="0.1" />
        <g fontSize="10.5" fontWeight="600" fill={ink} opacity="0.75">
          <text x="36" y="74">Collections vs expected</text>
          <text x="36" y="158">A/R by age</text>
          <text x="172" y="158">Denials by reason</text>
        </g>
        {/* Collections: the key under its title, then expected and collected bars per month */}
        <rect x="36" y="81" width="8" height="8" rx="2" fill={brand.teal} />
        <rect x="99" y="81" width="8" height="8" rx="2" fill={brand.blue} opacity="0.25" />
        <g fontSize="10" fill={ink} opacity="0.7">
          <text x="47" y="88">Collected</text>
          <text x="110" y="88">Expected</text>
          {ages.map(([name], i) => (
            <text key={name} x="36" y={176 + i * 13}>
              {name}
            </text>
          ))}
        </g>
        <path d="M36 104h248M36 117h248" stroke={ink} opacity="0.06" />
        {months.map(([expected, collected], i) => (
          <g key={i}>
            <rect x={57 + i * 60} y={130 - expected} width="12" height={expected} rx="2" fill={brand.blue} opacity="0.25" />
            <rect x={71 + i * 60} y={130 - collected} width="12" height={collected} rx="2" fill={brand.teal} />
          </g>
        ))}
        <path d="M36 130h248" stroke={ink} opacity="0.3" />
        {/* A/R by age */}
        {ages.map(([name, width], i) => (
          <rect key={name} x="68" y={169 + i * 13} width={width} height="8" rx="2" fill={brand.navy} opacity={1 - i * 0.23} />
        ))}
        {/* Denials: donut segments and legend */}
        <g transform="rotate(-90 194 192)" strokeWidth="10">
          {reasons.map(([code, share, from, color, opacity]) => (
            <circle
              key={code}
              cx="194"
              cy="192"
              r="17"
              pathLength={100}
              stroke={color}
              opacity={opacity}
              strokeLinecap="butt"
              strokeDasharray={`${share} ${100 - share}`}
              strokeDashoffset={-from}
            />
          ))}
        </g>
        {reasons.map(([code, , , color, opacity], i) => (
          <g key={code}>
            <circle cx="226" cy={176 + i * 16} r="3.5" fill={color} opacity={opacity} />
            <text x="234" y={179 + i * 16} fontSize="10" fill={ink} opacity="0.8">
              {code}
            </text>
          </g>
        ))}
        {numbered &&
          markers.map(([x, y], i) => (
            <g key={i}>
              <circle cx={x} cy={y} r="9" fill={brand.teal} />
              <text x={x} y={y + 3.5} fontSize="10" fontWeight="800" fill="#fff" textAnchor="middle">
                {i + 1}
              </text>
            </g>
          ))}
      </g>
      <path d="M300 8h12M306 2v12M6 214h10M11 209v10" stroke="currentColor" strokeWidth="3" opacity="0.35" />
    </Box>
  );
}

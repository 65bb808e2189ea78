import type { ReactNode } from 'react';
import cardiology from '../content/art/specialties/cardiology.json' with { type: 'json' };
import gastroenterology from '../content/art/specialties/gastroenterology.json' with { type: 'json' };
import orthopedics from '../content/art/specialties/orthopedics.json' with { type: 'json' };
import endocrinology from '../content/art/specialties/endocrinology.json' with { type: 'json' };
import type { ArtGlyph } from './artGlyph';
import { ArtCanvas } from './GlyphArt';

/*
 * The page-header scenes of the company's pages: a drawing of what the page is
 * about (the way work moves, an authorization being tracked, a message and a
 * meeting, the specialties side by side), in the site's illustration style:
 * strokes in the section's text color, details in `--art-accent`, the brand's
 * crosses, inline SVG on a 360 × 240 frame. Decorative, like every header art:
 * the heading beside it says what the page is about.
 */

function Scene({ children }: { children: ReactNode }) {
  return (
    <ArtCanvas>
      {children}
      <path d="M330 20h14M337 13v14M12 222h12M18 216v12" stroke="currentColor" strokeWidth="3" opacity="0.35" />
    </ArtCanvas>
  );
}

/** A soft card: a tinted fill with a faint outline. */
function Tile({ x, y, w, h, r }: { x: number; y: number; w: number; h: number; r: number }) {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx={r} fill="currentColor" opacity="0.1" />
      <rect x={x} y={y} width={w} height={h} rx={r} stroke="currentColor" strokeWidth="1.5" opacity="0.35" />
    </>
  );
}

/** About: the way the work moves, four steps on a rising path, the last one done. */
export function ProcessArt() {
  const steps = [
    [48, 200],
    [128, 164],
    [208, 128],
    [288, 92],
  ] as const;
  return (
    <Scene>
      <path d="M48 200L128 164L208 128L288 92" stroke="currentColor" strokeWidth="3" strokeDasharray="2 10" opacity="0.6" />
      {steps.map(([x, y], i) => (
        <g key={x}>
          <Tile x={x - 34} y={y - 78} w={68} h={48} r={10} />
          <path d={`M${x - 22} ${y - 63}h${26 + i * 5}M${x - 22} ${y - 50}h36`} stroke="currentColor" strokeWidth="4" opacity="0.4" />
          <circle cx={x} cy={y} r="15" fill={i === 3 ? 'var(--art-accent)' : 'currentColor'} opacity={i === 3 ? 1 : 0.18} />
          <circle cx={x} cy={y} r="15" stroke="currentColor" strokeWidth="2" opacity="0.6" />
          {i < 3 ? (
            <circle cx={x} cy={y} r="4" fill="currentColor" />
          ) : (
            <path d={`M${x - 7} ${y}l5 5l9 -10`} stroke="#0A3D62" strokeWidth="3.5" />
          )}
        </g>
      ))}
    </Scene>
  );
}

/** Prior authorization: a tracker of requests, each with its status; the last approved, with its PAN. */
export function TrackerArt() {
  const rows = [0, 1, 2] as const;
  return (
    <Scene>
      <Tile x={40} y={24} w={280} h={192} r={16} />
      <path d="M64 52h84" stroke="currentColor" strokeWidth="6" opacity="0.55" />
      <path d="M64 72h232" stroke="currentColor" strokeWidth="1.5" opacity="0.3" />
      {rows.map((i) => {
        const y = 100 + i * 40;
        return (
          <g key={i}>
            <rect x="64" y={y - 12} width="20" height="24" rx="4" stroke="currentColor" strokeWidth="2" opacity="0.7" />
            <path d={`M104 ${y - 4}h${80 - i * 14}M104 ${y + 7}h50`} stroke="currentColor" strokeWidth="4" opacity="0.4" />
            {i === 0 && <rect x="224" y={y - 12} width="72" height="24" rx="12" stroke="currentColor" strokeWidth="2" opacity="0.6" />}
            {i === 1 && (
              <g stroke="currentColor" strokeWidth="2.5" opacity="0.8">
                <circle cx="260" cy={y} r="11" />
                <path d={`M260 ${y - 6}v6l4 3`} />
              </g>
            )}
            {i === 2 && (
              <g>
                <rect x="224" y={y - 13} width="72" height="26" rx="13" fill="var(--art-accent)" />
                <path d={`M236 ${y}l5 5l9 -10`} stroke="#0A3D62" strokeWidth="3" />
                <text x="256" y={y + 5} fontSize="13" fontWeight="800" fill="#0A3D62" fontFamily="inherit">
                  PAN
                </text>
              </g>
            )}
          </g>
        );
      })}
      <circle cx="304" cy="40" r="20" fill="var(--art-accent)" />
      <path d="M297 40l5 5l9 -10" stroke="#0A3D62" strokeWidth="3.5" />
    </Scene>
  );
}

/** Contact: a message sent, a reply on its way, a meeting on the calendar. */
export function ContactArt() {
  return (
    <Scene>
      {/* The message */}
      <Tile x={30} y={60} w={150} h={104} r={14} />
      <path d="M30 74l75 50l75 -50" stroke="currentColor" strokeWidth="2.5" opacity="0.6" />
      {/* The reply */}
      <path d="M150 28h92a14 14 0 0 1 14 14v34a14 14 0 0 1 -14 14h-58l-18 16v-16h-16a14 14 0 0 1 -14 -14v-34a14 14 0 0 1 14 -14z" fill="currentColor" opacity="0.14" />
      <path d="M150 28h92a14 14 0 0 1 14 14v34a14 14 0 0 1 -14 14h-58l-18 16v-16h-16a14 14 0 0 1 -14 -14v-34a14 14 0 0 1 14 -14z" stroke="currentColor" strokeWidth="2" opacity="0.6" />
      <g fill="var(--art-accent)">
        <circle cx="176" cy="59" r="5" />
        <circle cx="196" cy="59" r="5" />
        <circle cx="216" cy="59" r="5" />
      </g>
      {/* The meeting */}
      <Tile x={196} y={120} w={128} h={100} r={14} />
      <path d="M196 148h128M226 112v18M294 112v18" stroke="currentColor" strokeWidth="2.5" opacity="0.6" />
      <g fill="currentColor" opacity="0.35">
        {[0, 1, 2, 3].map((c) => (
          <rect key={c} x={212 + c * 26} y="162" width="16" height="12" rx="3" />
        ))}
        {[0, 1].map((c) => (
          <rect key={c} x={212 + c * 26} y="188" width="16" height="12" rx="3" />
        ))}
      </g>
      <rect x="264" y="186" width="16" height="16" rx="4" fill="var(--art-accent)" />
      <circle cx="110" cy="196" r="6" fill="var(--art-accent)" />
    </Scene>
  );
}

/** Where each specialty's motif sits in the index's scene, and at what size. */
const plates: ReadonlyArray<[ArtGlyph, number, number]> = [
  [cardiology, 96, 78],
  [orthopedics, 264, 78],
  [gastroenterology, 96, 174],
  [endocrinology, 264, 174],
];

/** The specialties index: four specialties' own motifs, each on its plate, around the site's mark. */
export function SpecialtiesArt() {
  return (
    <Scene>
      {plates.map(([glyph, x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="46" fill="currentColor" opacity="0.1" />
          <circle cx={x} cy={y} r="46" stroke="currentColor" strokeWidth="1.5" opacity="0.35" />
          <g transform={`translate(${x - 28.8} ${y - 28.8}) scale(0.6)`} strokeWidth="4.5">
            {glyph.lines.map((d) => (
              <path key={d} d={d} stroke="currentColor" />
            ))}
            {glyph.accents?.map((d) => (
              <path key={d} d={d} stroke="var(--art-accent)" />
            ))}
          </g>
        </g>
      ))}
      <circle cx="180" cy="126" r="24" fill="var(--art-accent)" />
      <path d="M174 114h12v6h6v12h-6v6h-12v-6h-6v-12h6z" fill="#0A3D62" />
    </Scene>
  );
}

import { hashString, mulberry32 } from '../../lib/random.ts';

// Made once: toLocaleString with options builds a formatter per call (about 30 µs).
const ACRES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "2.5 acres", "1 acre". */
export function acresText(acres: number): string {
  return `${ACRES.format(acres)} acre${acres === 1 ? '' : 's'}`;
}

/**
 * A parcel drawn from its own facts (we have no photographs): the lot outline
 * scaled by acreage, a road along the front, trees placed by the stock number.
 * Inline SVG: no request, crisp at any size.
 */
export function LandPlot({
  stockNumber,
  acres,
  hasUtilities,
  label,
  className,
  withHome = false,
}: {
  stockNumber: string;
  acres: number;
  hasUtilities: boolean;
  /** A home of ours stands on the parcel: drawn from above, in the middle of the lot. */
  withHome?: boolean;
  label: string;
  className?: string;
}) {
  const random = mulberry32(hashString(stockNumber));
  // Bigger parcels fill more of the frame; the scale is logarithmic so 0.5 and 20 acres both read.
  const fill = Math.min(0.92, 0.45 + Math.log10(Math.max(acres, 0.25) + 1) * 0.35);
  const w = 320 * fill;
  const h = 150 * fill;
  const x = (320 - w) / 2;
  const y = 20 + (150 - h) / 2;
  const skew = (random() - 0.5) * 24;
  const outline = `${x},${y + h} ${x + w},${y + h} ${x + w - skew},${y} ${x + skew},${y + 4}`;
  const trees = Array.from({ length: 5 + Math.round(acres * 1.5) }, () => ({
    cx: x + 12 + random() * (w - 24),
    cy: y + 10 + random() * (h - 24),
    r: 5 + random() * 6,
  })).slice(0, 24);
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={label} className={className}>
      <rect width="320" height="200" fill="#e7efe3" />
      <polygon
        points={outline}
        fill="#cfe0c3"
        stroke="#2f6b4a"
        strokeWidth="2"
        strokeDasharray="6 4"
      />
      {trees.map((t, i) => (
        <circle key={i} cx={t.cx} cy={t.cy} r={t.r} fill={i % 3 === 0 ? '#5f8f4e' : '#4a7a3d'} />
      ))}
      {withHome ? (
        <g aria-hidden="true">
          <rect
            x={x + w / 2 - 36}
            y={y + h / 2 - 13}
            width="72"
            height="26"
            fill="#f4f1e6"
            stroke="#143322"
            strokeWidth="2"
          />
          <line
            x1={x + w / 2 - 36}
            y1={y + h / 2}
            x2={x + w / 2 + 36}
            y2={y + h / 2}
            stroke="#143322"
            strokeWidth="1.5"
          />
        </g>
      ) : null}
      {hasUtilities ? (
        <g aria-hidden="true">
          <line
            x1={x + w - 20}
            y1={y + h}
            x2={x + w - 20}
            y2={y + h - 26}
            stroke="#6b5a3e"
            strokeWidth="3"
          />
          <line
            x1={x + w - 28}
            y1={y + h - 24}
            x2={x + w - 12}
            y2={y + h - 24}
            stroke="#6b5a3e"
            strokeWidth="2"
          />
        </g>
      ) : null}
      <rect x="0" y="182" width="320" height="18" fill="#9aa39a" />
      <line
        x1="0"
        y1="191"
        x2="320"
        y2="191"
        stroke="#f4f1e6"
        strokeWidth="2"
        strokeDasharray="12 10"
      />
      <text x="160" y="16" textAnchor="middle" fontSize="13" fontWeight="700" fill="#143322">
        {acresText(acres)}
      </text>
    </svg>
  );
}

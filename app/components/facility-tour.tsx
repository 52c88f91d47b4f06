// SPEC /interactive-facility-tour: one home drawn from bare chassis to the
// truck, a step at a time. We have no plant photographs, so every picture is
// inline SVG (no request, crisp at any size, no text inside to translate).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useHydrated } from './use-hydrated.ts';

export interface TourStep {
  /** A stable key; the page's anchors are step-1 … step-8 (see stepAnchor). */
  id: string;
  title: string;
  /** The label in the phone's row of steps, where the whole title does not fit. */
  shortTitle: string;
  description: string;
  /** What the buyer should know or ask at this station. */
  ask: string;
  /** What the drawing shows, for screen readers. */
  drawing: string;
}

export const FACILITY_TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'chassis',
    title: 'The steel chassis or floor frame',
    shortTitle: 'Chassis',
    description:
      'A manufactured home starts as a steel chassis: two long I-beams tied together by cross members, with outriggers that carry the edges of the floor. The chassis stays under the home for good; the axles, wheels and hitch that carry it on the road are commonly taken off once the home is set. A modular home has no permanent chassis: it starts as a wood floor system that will rest on a foundation built at your site.',
    ask: 'What will the home sit on: piers and anchors, or a permanent foundation? Most mortgages need a permanent foundation, and the answer changes the site work and the price.',
    drawing:
      'A long steel chassis on low factory dollies: two I-beams with outrigger brackets and a hitch at the front, under the overhead crane rail of the plant.',
  },
  {
    id: 'floor',
    title: 'The floor, with ducts and plumbing underneath',
    shortTitle: 'Floor',
    description:
      'Floor joists are laid across the chassis, and what will live under the floor goes in while it is still open: on many of our homes, the main heating and cooling duct, the drain lines and the water lines. The cavities are filled with insulation and the underside is sealed with a bottom board that keeps out moisture and animals. Decking, plywood or OSB depending on the home, is glued and fastened on top.',
    ask: 'What is the decking made of, and how thick is it? Ask too where the water shutoff and the drain cleanouts will be, so you can reach them later.',
    drawing:
      'The same chassis with the floor framed on top and wood decking over most of it. A close-up of the open floor shows the joists, a blue water line, a silver heating duct and a grey drain line in yellow insulation, with the bottom board underneath.',
  },
  {
    id: 'walls',
    title: 'Framing and setting the walls',
    shortTitle: 'Walls',
    description:
      'Walls are framed flat on large tables, with openings for the windows and doors; on many homes the sheathing or the interior wall panels go on while the wall is still on the table. An overhead crane lifts each wall and sets it on the floor, where it is fastened down and tied to the walls around it. Exterior walls are framed with 2×4 or 2×6 studs, depending on the model.',
    ask: 'What size are the exterior wall studs, and how far apart? A 2×6 wall leaves room for thicker insulation.',
    drawing:
      'Wood wall framing standing on the floor, with openings for two windows and a door, while the crane lowers the last wall panel into place.',
  },
  {
    id: 'rough-in',
    title: 'Wiring, plumbing and insulation in the walls',
    shortTitle: 'Wiring',
    description:
      'While the walls are open, electricians run wiring to the outlets, switches and breaker panel, and plumbers run supply and drain lines to the kitchen, baths and laundry. This work is checked before anything covers it, and the plumbing and wiring are tested again before the home leaves the plant. Insulation then fills the exterior walls, sized for the climate the home is built for.',
    ask: 'What are the insulation R-values of the walls, floor and ceiling? On a HUD-code home, check that the thermal zone on the data plate suits the place you will live.',
    drawing:
      'The framed walls with a wire running through the studs to outlet boxes and the breaker panel, supply pipes and a drain with its vent pipe by a window, and yellow insulation filling part of the wall.',
  },
  {
    id: 'roof',
    title: 'Roof trusses, decking and shingles',
    shortTitle: 'Roof',
    description:
      'The roof is framed with trusses, with the ceiling fastened to their undersides; on many homes the whole roof is built as one piece and lifted onto the walls by crane. Insulation is blown into the attic, and the roof is covered with decking, underlayment and shingles (metal on some models). A section has to pass under bridges on its way to you, so many roofs have a low pitch, and some steeper roofs are hinged and raised at the site.',
    ask: 'What is the roof pitch, and what warranty do the shingles carry? On a HUD-code home the data plate shows the roof load zone, which should suit the snow where you live.',
    drawing:
      'Roof trusses standing on the walls, now insulated: part of the roof is covered with wood decking and the left end is already shingled. A vent pipe rises through the roof.',
  },
  {
    id: 'interior',
    title: 'Drywall, paint, cabinets and the finish inside',
    shortTitle: 'Interior',
    description:
      'Inside, the crew finishes and paints the walls and ceilings, then sets cabinets, countertops, interior doors, trim, light fixtures and plumbing fixtures. Flooring and appliances go in along the line on many of our homes. On a home of two or more sections, the finish where the sections meet (the marriage line) is completed at your site.',
    ask: 'Which finishes are standard and which are options, and what will still be finished at the site? Knowing it keeps the final walk-through free of surprises.',
    drawing:
      'A cutaway of the same home showing the inside: painted walls, kitchen cabinets with a sink under a window, an interior door, the front door and a ceiling light.',
  },
  {
    id: 'exterior-inspection',
    title: 'Siding, windows, doors and the inspection',
    shortTitle: 'Inspection',
    description:
      'House wrap, siding, windows and exterior doors go on and are sealed, and the plant’s own quality staff check the home at stations all along the line. A HUD-code home is also inspected in the plant by an independent agency approved by HUD, and each section gets a small metal HUD certification label, often called the red HUD label, at its rear end; a data plate inside lists the serial number and the wind, roof load and thermal zones. A modular home is built to the state or local building code instead, inspected in the plant under that state’s program, and usually labelled by the state.',
    ask: 'What are the HUD label numbers, and where is the data plate (often in a kitchen cabinet, a closet or near the electrical panel)? Lenders, insurers and title offices may ask for them.',
    drawing:
      'The finished home with siding, windows, shutters and a front door. An inspector with a clipboard stands beside the small red HUD label at the rear end of the home.',
  },
  {
    id: 'shipping',
    title: 'Shipping to your site and the set-up',
    shortTitle: 'Shipping',
    description:
      'Each section is wrapped where it is open, such as the side that will join the next section, and leaves as an oversize load: a manufactured home rolls on its own chassis behind a truck, while modular sections ride on a carrier and are usually set by crane. At the site, the installer sets and levels the home on its piers or foundation, anchors it as the installation instructions and state rules require, joins the sections, and the utilities are connected. Many states license installers and inspect the installation before you move in.',
    ask: 'Who will install the home, and what does the price include: foundation, utility hook-ups, skirting, steps, air conditioning? Ask too how long it usually takes from order to move-in.',
    drawing:
      'The finished home on the road on its own wheels, towed by a truck with a yellow oversize-load banner, past trees under a clear sky.',
  },
];

export const STEP_COUNT = FACILITY_TOUR_STEPS.length;

/** The anchor of step n (1-based): the server's sections and the live panel share it. */
export function stepAnchor(n: number): string {
  return `step-${n}`;
}

/** The step a location hash names ("#step-3" → 3), or null for any other hash. */
export function parseStepHash(hash: string): number | null {
  const match = /^#step-([1-9]\d*)$/.exec(hash);
  if (!match) return null;
  const n = Number(match[1]);
  return n <= STEP_COUNT ? n : null;
}

/** The step a key moves to from `current`, or null when the key is not ours. */
export function nextStep(current: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(1, current - 1);
    case 'ArrowRight':
      return Math.min(STEP_COUNT, current + 1);
    case 'Home':
      return 1;
    case 'End':
      return STEP_COUNT;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------
// The drawing: one house, with the parts of every step up to `step`.

const INK = {
  factoryWall: '#eef3ef',
  factoryFloor: '#d3d9d5',
  crane: '#6b7770',
  steel: '#3f4a45',
  steelBack: '#7d8a83',
  dolly: '#8a958f',
  tire: '#232a26',
  wood: '#c8955a',
  woodDark: '#a8743f',
  deck: '#dcbc86',
  cavity: '#f6ead6',
  duct: '#b8c0c4',
  water: '#2f6fb0',
  hot: '#b23a3a',
  drain: '#8a9490',
  wire: '#d9a400',
  box: '#3b6fb6',
  insulation: '#f4d77a',
  insulationLine: '#d9b650',
  shingle: '#3d4a44',
  shingleLine: '#5c6b63',
  underlayment: '#7d8a83',
  paint: '#efe6d6',
  trim: '#fbfbf8',
  cabinet: '#8b5e3c',
  counter: '#4d5a53',
  floorFinish: '#9c6b43',
  siding: '#dfe8e2',
  sidingLine: '#b9c8bf',
  glass: '#cfe3ef',
  shutter: '#24573b',
  door: '#1c4530',
  accent: '#c2620c',
  label: '#b3261e',
  skin: '#b07a55',
  sky: '#dcebf3',
  grass: '#9cc08e',
  hill: '#b7d0b0',
  tree: '#4a7a3d',
  trunk: '#6b5a3e',
  road: '#8a938e',
  sun: '#f4d77a',
  banner: '#f2c14e',
  white: '#ffffff',
} as const;

// The home's long side, in viewBox units (640 × 360): wall from x 110 to 530.
const LEFT = 110;
const RIGHT = 530;
const WALL_TOP = 130;
const DECK_TOP = 226;
const FLOOR_BOTTOM = 262;
const BEAM_TOP = 264;
const BEAM_BOTTOM = 278;
const GROUND = 304;

// The roof's outline: eaves overhang the walls; the slope ends are hipped for the picture.
const EAVE_Y = 132;
const RIDGE_Y = 86;
const EAVE_LEFT = 94;
const EAVE_RIGHT = 546;
const RIDGE_LEFT = 130;
const RIDGE_RIGHT = 510;

/** Openings in the long wall: two windows and the front door. */
const OPENINGS = [
  { x: 160, y: 146, w: 60, h: 44, door: false },
  { x: 286, y: 146, w: 36, h: 80, door: true },
  { x: 380, y: 146, w: 60, h: 44, door: false },
] as const;

function roofTopAt(x: number): number {
  const slope = (EAVE_Y - RIDGE_Y) / (RIDGE_LEFT - EAVE_LEFT);
  if (x < RIDGE_LEFT) return EAVE_Y - (x - EAVE_LEFT) * slope;
  if (x > RIDGE_RIGHT) return EAVE_Y - (EAVE_RIGHT - x) * slope;
  return RIDGE_Y;
}

/** The part of the roof between x = a and x = b, as polygon points. */
function roofBand(a: number, b: number): string {
  const points: [number, number][] = [
    [a, EAVE_Y],
    [b, EAVE_Y],
    [b, roofTopAt(b)],
  ];
  if (a < RIDGE_RIGHT && b > RIDGE_RIGHT) points.push([RIDGE_RIGHT, RIDGE_Y]);
  if (a < RIDGE_LEFT && b > RIDGE_LEFT) points.push([RIDGE_LEFT, RIDGE_Y]);
  points.push([a, roofTopAt(a)]);
  return points.map(([x, y]) => `${x},${y.toFixed(1)}`).join(' ');
}

/** Courses of shingles across the roof band between a and b. */
function ShingleCourses({ a, b }: { a: number; b: number }) {
  const slope = (RIDGE_LEFT - EAVE_LEFT) / (EAVE_Y - RIDGE_Y);
  const courses: number[] = [];
  for (let y = EAVE_Y - 8; y > RIDGE_Y; y -= 8) courses.push(y);
  return (
    <g stroke={INK.shingleLine} strokeWidth="1.5">
      {courses.map((y) => {
        const x1 = Math.max(a, EAVE_LEFT + (EAVE_Y - y) * slope);
        const x2 = Math.min(b, EAVE_RIGHT - (EAVE_Y - y) * slope);
        return x2 > x1 ? <line key={y} x1={x1} y1={y} x2={x2} y2={y} /> : null;
      })}
    </g>
  );
}

function FactoryBackground() {
  return (
    <g>
      <rect width="640" height={GROUND} fill={INK.factoryWall} />
      {[40, 240, 440].map((x) => (
        <rect key={x} x={x} y="44" width="160" height="26" rx="2" fill="#dbe6ea" />
      ))}
      <rect y={GROUND} width="640" height={360 - GROUND} fill={INK.factoryFloor} />
      <line
        x1="0"
        y1="326"
        x2="640"
        y2="326"
        stroke={INK.accent}
        strokeWidth="4"
        strokeDasharray="28 16"
      />
      {/* The overhead crane's rail runs the length of the line. */}
      <rect y="16" width="640" height="10" fill={INK.crane} />
    </g>
  );
}

function OutdoorBackground() {
  return (
    <g>
      <rect width="640" height="284" fill={INK.sky} />
      <circle cx="586" cy="50" r="22" fill={INK.sun} />
      <ellipse cx="120" cy="56" rx="44" ry="12" fill={INK.white} />
      <ellipse cx="360" cy="40" rx="34" ry="10" fill={INK.white} />
      <ellipse cx="160" cy="284" rx="260" ry="60" fill={INK.hill} />
      <ellipse cx="520" cy="284" rx="220" ry="48" fill={INK.hill} />
      {[
        [36, 236, 20],
        [70, 226, 26],
        [604, 232, 22],
      ].map(([x, y, r]) => (
        <g key={x}>
          <rect x={x! - 3} y={y} width="6" height={284 - y!} fill={INK.trunk} />
          <circle cx={x} cy={y} r={r} fill={INK.tree} />
        </g>
      ))}
      <rect y="272" width="640" height="14" fill={INK.grass} />
      <rect y="286" width="640" height="74" fill={INK.road} />
      <line
        x1="0"
        y1="334"
        x2="640"
        y2="334"
        stroke="#f4f1e6"
        strokeWidth="4"
        strokeDasharray="30 20"
      />
    </g>
  );
}

function Chassis({ onRoad }: { onRoad: boolean }) {
  const outriggers = [136, 196, 256, 316, 376, 436, 496];
  return (
    <g>
      {/* The far I-beam, a little higher: two beams, not one. */}
      <rect
        x={LEFT + 12}
        y={BEAM_TOP - 6}
        width={RIGHT - LEFT - 4}
        height="12"
        fill={INK.steelBack}
      />
      {outriggers.map((x) => (
        <polygon
          key={x}
          points={`${x - 7},${BEAM_TOP} ${x + 7},${BEAM_TOP} ${x + 3},${BEAM_TOP - 10} ${x - 3},${BEAM_TOP - 10}`}
          fill={INK.steel}
        />
      ))}
      <rect
        x={LEFT}
        y={BEAM_TOP}
        width={RIGHT - LEFT}
        height={BEAM_BOTTOM - BEAM_TOP}
        fill={INK.steel}
      />
      <rect x={LEFT} y={BEAM_TOP + 5} width={RIGHT - LEFT} height="4" fill="#55615b" />
      {/* The hitch at the front, and the coupler the truck takes. */}
      <polygon
        points={`${LEFT},${BEAM_TOP} ${LEFT},${BEAM_BOTTOM} 62,${BEAM_BOTTOM - 2} 62,${BEAM_TOP + 6}`}
        fill={INK.steel}
      />
      <rect x="50" y={BEAM_TOP + 4} width="14" height="10" rx="3" fill={INK.steel} />
      {onRoad ? (
        [380, 420, 460].map((x) => (
          <g key={x}>
            <circle cx={x} cy={GROUND - 17} r="17" fill={INK.tire} />
            <circle cx={x} cy={GROUND - 17} r="7" fill="#9aa39d" />
          </g>
        ))
      ) : (
        <>
          <rect
            x="84"
            y={BEAM_BOTTOM - 2}
            width="4"
            height={GROUND - BEAM_BOTTOM - 4}
            fill={INK.steel}
          />
          <rect x="78" y={GROUND - 6} width="16" height="6" fill={INK.steel} />
          {/* Low dollies carry it from station to station. */}
          {[180, 320, 460].map((x) => (
            <g key={x}>
              <rect x={x - 24} y={BEAM_BOTTOM} width="48" height="14" rx="2" fill={INK.dolly} />
              <circle cx={x - 13} cy={GROUND - 6} r="6" fill={INK.tire} />
              <circle cx={x + 13} cy={GROUND - 6} r="6" fill={INK.tire} />
            </g>
          ))}
        </>
      )}
    </g>
  );
}

/** Step 2: the floor cut away, with what runs inside it. */
function OpenFloor() {
  const joists: number[] = [];
  for (let x = LEFT; x <= RIGHT - 4; x += 20) joists.push(x);
  return (
    <g>
      <rect
        x={LEFT}
        y={DECK_TOP + 6}
        width={RIGHT - LEFT}
        height={FLOOR_BOTTOM - DECK_TOP - 6}
        fill={INK.cavity}
      />
      {joists.map((x) => (
        <rect
          key={x}
          x={x}
          y={DECK_TOP + 6}
          width="4"
          height={FLOOR_BOTTOM - DECK_TOP - 6}
          fill={INK.wood}
        />
      ))}
      <rect
        x={LEFT + 10}
        y={DECK_TOP + 16}
        width="400"
        height="12"
        rx="3"
        fill={INK.duct}
        stroke="#7d8a83"
        strokeWidth="1.5"
      />
      <line
        x1={LEFT + 16}
        y1={DECK_TOP + 11}
        x2={RIGHT - 70}
        y2={DECK_TOP + 11}
        stroke={INK.water}
        strokeWidth="4"
      />
      <polyline
        points={`290,${FLOOR_BOTTOM - 4} 470,${FLOOR_BOTTOM - 4} 470,${BEAM_BOTTOM + 8}`}
        fill="none"
        stroke={INK.drain}
        strokeWidth="6"
      />
      <rect x={LEFT} y={FLOOR_BOTTOM - 2} width={RIGHT - LEFT} height="2" fill={INK.steel} />
      {/* Decking laid over most of the floor; the last joists still open. */}
      <rect x={LEFT} y={DECK_TOP} width="310" height="6" fill={INK.deck} />
      <g stroke={INK.woodDark} strokeWidth="1">
        {[174, 238, 302, 366].map((x) => (
          <line key={x} x1={x} y1={DECK_TOP} x2={x} y2={DECK_TOP + 6} />
        ))}
      </g>
    </g>
  );
}

/** Step 2: a close-up of the open floor, in the empty space above it. */
function FloorDetail() {
  const zigzag: string[] = [];
  for (let x = 204, up = true; x <= 436; x += 12, up = !up) zigzag.push(`${x},${up ? 104 : 114}`);
  return (
    <g>
      <polygon points="306,188 334,188 320,226" fill="#2f6b4a" />
      <rect
        x="190"
        y="44"
        width="260"
        height="146"
        rx="10"
        fill={INK.white}
        stroke="#2f6b4a"
        strokeWidth="3"
      />
      <rect x="200" y="70" width="240" height="14" fill={INK.deck} />
      <rect x="200" y="84" width="240" height="80" fill={INK.insulation} />
      <polyline points={zigzag.join(' ')} fill="none" stroke={INK.insulationLine} strokeWidth="2" />
      {[214, 274, 334, 394].map((x) => (
        <rect key={x} x={x} y="84" width="12" height="80" fill={INK.wood} />
      ))}
      <line x1="200" y1="94" x2="440" y2="94" stroke={INK.water} strokeWidth="6" />
      <rect
        x="200"
        y="118"
        width="240"
        height="24"
        rx="4"
        fill={INK.duct}
        stroke="#7d8a83"
        strokeWidth="2"
      />
      <line x1="200" y1="154" x2="440" y2="154" stroke={INK.drain} strokeWidth="9" />
      <rect x="200" y="164" width="240" height="8" fill={INK.steel} />
    </g>
  );
}

function ClosedFloor() {
  return (
    <g>
      <rect
        x={LEFT}
        y={DECK_TOP}
        width={RIGHT - LEFT}
        height={FLOOR_BOTTOM - DECK_TOP}
        fill={INK.wood}
      />
      <rect x={LEFT} y={DECK_TOP} width={RIGHT - LEFT} height="5" fill={INK.deck} />
      <rect x={LEFT} y={FLOOR_BOTTOM - 2} width={RIGHT - LEFT} height="2" fill={INK.steel} />
    </g>
  );
}

/** Plates, studs, headers and sills of the long wall between x = from and x = to. */
function Framing({ from, to }: { from: number; to: number }) {
  const inOpening = (x: number) => OPENINGS.some((o) => x > o.x - 8 && x < o.x + o.w + 4);
  const studs: number[] = [];
  for (let x = from; x <= to - 4; x += 24) if (!inOpening(x)) studs.push(x);
  if (!studs.includes(to - 4)) studs.push(to - 4);
  const openings = OPENINGS.filter((o) => o.x >= from && o.x + o.w <= to);
  return (
    <g fill={INK.wood}>
      {studs.map((x) => (
        <rect key={x} x={x} y={WALL_TOP + 6} width="4" height={DECK_TOP - WALL_TOP - 10} />
      ))}
      {openings.map((o) => (
        <g key={o.x}>
          <rect x={o.x - 4} y={WALL_TOP + 6} width="4" height={DECK_TOP - WALL_TOP - 10} />
          <rect x={o.x + o.w} y={WALL_TOP + 6} width="4" height={DECK_TOP - WALL_TOP - 10} />
          <rect x={o.x - 4} y={o.y - 8} width={o.w + 8} height="8" fill={INK.woodDark} />
          {o.door ? null : (
            <>
              <rect x={o.x} y={o.y + o.h} width={o.w} height="4" fill={INK.woodDark} />
              <rect
                x={o.x + o.w / 2 - 2}
                y={o.y + o.h + 4}
                width="4"
                height={DECK_TOP - 4 - o.y - o.h - 4}
              />
            </>
          )}
        </g>
      ))}
      <rect x={from} y={WALL_TOP} width={to - from} height="6" fill={INK.woodDark} />
      <rect x={from} y={DECK_TOP - 4} width={to - from} height="4" fill={INK.woodDark} />
    </g>
  );
}

/** Insulation batts between x = from and x = to, behind the framing, with the openings kept clear. */
function Insulation({ from, to, background }: { from: number; to: number; background: string }) {
  const rows = [WALL_TOP + 26, WALL_TOP + 56, WALL_TOP + 86];
  const zigzag = (y: number) => {
    const points: string[] = [];
    for (let x = from, up = true; x <= to; x += 8, up = !up)
      points.push(`${x},${up ? y - 5 : y + 5}`);
    return points.join(' ');
  };
  return (
    <g>
      <rect
        x={from}
        y={WALL_TOP + 6}
        width={to - from}
        height={DECK_TOP - WALL_TOP - 10}
        fill={INK.insulation}
      />
      {rows.map((y) => (
        <polyline
          key={y}
          points={zigzag(y)}
          fill="none"
          stroke={INK.insulationLine}
          strokeWidth="2"
        />
      ))}
      {OPENINGS.filter((o) => o.x < to && o.x + o.w > from).map((o) => (
        <rect key={o.x} x={o.x} y={o.y} width={o.w} height={o.h} fill={background} />
      ))}
    </g>
  );
}

/** Step 4: wiring, boxes and the panel; pipes below the kitchen window; the vent stack. */
function RoughIn() {
  return (
    <g>
      <polyline
        points={`${LEFT + 4},206 502,206 502,176`}
        fill="none"
        stroke={INK.wire}
        strokeWidth="3"
      />
      <line x1="330" y1="206" x2="330" y2="180" stroke={INK.wire} strokeWidth="3" />
      {[138, 254, 470].map((x) => (
        <rect key={x} x={x} y="200" width="9" height="12" rx="1" fill={INK.box} />
      ))}
      <rect x="326" y="172" width="9" height="12" rx="1" fill={INK.box} />
      <rect x="492" y="146" width="20" height="32" rx="2" fill="#7a857f" />
      <line x1="394" y1={DECK_TOP} x2="394" y2="200" stroke={INK.water} strokeWidth="4" />
      <line x1="404" y1={DECK_TOP} x2="404" y2="200" stroke={INK.hot} strokeWidth="4" />
      {/* The sink's drain, and its vent rising to the roof. */}
      <polyline
        points={`414,214 452,214 452,${DECK_TOP}`}
        fill="none"
        stroke={INK.drain}
        strokeWidth="6"
      />
      <line x1="452" y1="214" x2="452" y2={WALL_TOP - 8} stroke={INK.drain} strokeWidth="6" />
    </g>
  );
}

function VentStack({ top }: { top: number }) {
  return <rect x="449" y={top} width="6" height={WALL_TOP - top} fill={INK.drain} />;
}

/** Step 5: trusses, with decking on most of them and shingles on the left end. */
function RoofInProgress() {
  const trusses: number[] = [];
  for (let x = LEFT; x <= RIGHT - 4; x += 24) trusses.push(x);
  return (
    <g>
      <polygon
        points={roofBand(EAVE_LEFT, EAVE_RIGHT)}
        fill="none"
        stroke={INK.woodDark}
        strokeWidth="3"
      />
      {trusses.map((x) => (
        <rect
          key={x}
          x={x}
          y={roofTopAt(x)}
          width="4"
          height={EAVE_Y - roofTopAt(x)}
          fill={INK.wood}
        />
      ))}
      <polygon points={roofBand(EAVE_LEFT, 420)} fill={INK.deck} />
      <g stroke={INK.woodDark} strokeWidth="1">
        {[190, 286, 382].map((x) => (
          <line key={x} x1={x} y1={roofTopAt(x)} x2={x} y2={EAVE_Y} />
        ))}
      </g>
      <polygon points={roofBand(EAVE_LEFT, 290)} fill={INK.underlayment} />
      <polygon points={roofBand(EAVE_LEFT, 250)} fill={INK.shingle} />
      <ShingleCourses a={EAVE_LEFT} b={250} />
      <rect
        x={EAVE_LEFT}
        y={EAVE_Y - 2}
        width={EAVE_RIGHT - EAVE_LEFT}
        height="4"
        fill={INK.woodDark}
      />
    </g>
  );
}

function FinishedRoof() {
  return (
    <g>
      <polygon points={roofBand(EAVE_LEFT, EAVE_RIGHT)} fill={INK.shingle} />
      <ShingleCourses a={EAVE_LEFT} b={EAVE_RIGHT} />
      <rect
        x={EAVE_LEFT}
        y={EAVE_Y - 2}
        width={EAVE_RIGHT - EAVE_LEFT}
        height="5"
        fill={INK.trim}
      />
    </g>
  );
}

/** Step 6: the long wall cut away, to see the finished inside. */
function Interior() {
  const kitchen = OPENINGS[2];
  const front = OPENINGS[1];
  const living = OPENINGS[0];
  return (
    <g>
      <rect
        x={LEFT}
        y={WALL_TOP}
        width={RIGHT - LEFT}
        height={DECK_TOP - WALL_TOP}
        fill={INK.paint}
      />
      <rect x={LEFT} y={DECK_TOP - 4} width={RIGHT - LEFT} height="4" fill={INK.floorFinish} />
      <rect x={LEFT} y={DECK_TOP - 10} width={RIGHT - LEFT} height="6" fill={INK.trim} />
      {[living, kitchen].map((o) => (
        <g key={o.x}>
          <rect x={o.x - 4} y={o.y - 4} width={o.w + 8} height={o.h + 8} fill={INK.trim} />
          <rect x={o.x} y={o.y} width={o.w} height={o.h} fill={INK.glass} />
        </g>
      ))}
      <rect x={front.x - 4} y={front.y - 4} width={front.w + 8} height={front.h} fill={INK.trim} />
      <rect x={front.x} y={front.y} width={front.w} height={front.h - 4} fill={INK.door} />
      <circle cx={front.x + 7} cy="190" r="2.5" fill={INK.accent} />
      {/* An interior door, between the living room and a bedroom. */}
      <rect x="234" y="146" width="40" height={DECK_TOP - 150} fill={INK.trim} />
      <rect x="238" y="150" width="32" height={DECK_TOP - 154} fill="#e5dccb" />
      <circle cx="264" cy="190" r="2.5" fill={INK.counter} />
      <path d="M182,136 h16 l-3,8 h-10 z" fill={INK.counter} />
      <ellipse cx="190" cy="146" rx="12" ry="3" fill="#fff3c4" />
      {/* The kitchen: base cabinets, countertop, sink and upper cabinets. */}
      <rect x="340" y="196" width="170" height="26" fill={INK.cabinet} />
      <g stroke="#6d4629" strokeWidth="1.5">
        {[382, 424, 466].map((x) => (
          <line key={x} x1={x} y1="198" x2={x} y2="220" />
        ))}
      </g>
      <rect x="336" y="191" width="178" height="6" fill={INK.counter} />
      <rect x="396" y="191" width="28" height="3" fill="#2b332e" />
      <rect x="408" y="184" width="3" height="8" fill="#9aa39d" />
      <rect x="340" y="138" width="34" height="38" fill={INK.cabinet} />
      <rect x="446" y="138" width="64" height="38" fill={INK.cabinet} />
      <line x1="478" y1="140" x2="478" y2="174" stroke="#6d4629" strokeWidth="1.5" />
      {/* The ends of the cut walls. */}
      <rect x={LEFT} y={WALL_TOP} width="6" height={DECK_TOP - WALL_TOP} fill={INK.wood} />
      <rect x={RIGHT - 6} y={WALL_TOP} width="6" height={DECK_TOP - WALL_TOP} fill={INK.wood} />
    </g>
  );
}

/** Steps 7–8: siding, trimmed windows with shutters, and the front door. */
function Exterior() {
  const courses: number[] = [];
  for (let y = WALL_TOP + 10; y < FLOOR_BOTTOM; y += 9) courses.push(y);
  return (
    <g>
      <rect
        x={LEFT}
        y={WALL_TOP}
        width={RIGHT - LEFT}
        height={FLOOR_BOTTOM - WALL_TOP}
        fill={INK.siding}
      />
      <g stroke={INK.sidingLine} strokeWidth="1.5">
        {courses.map((y) => (
          <line key={y} x1={LEFT} y1={y} x2={RIGHT} y2={y} />
        ))}
      </g>
      <rect x={LEFT} y={WALL_TOP} width="6" height={FLOOR_BOTTOM - WALL_TOP} fill={INK.trim} />
      <rect x={RIGHT - 6} y={WALL_TOP} width="6" height={FLOOR_BOTTOM - WALL_TOP} fill={INK.trim} />
      {OPENINGS.map((o) =>
        o.door ? (
          <g key={o.x}>
            <rect
              x={o.x - 4}
              y={o.y - 4}
              width={o.w + 8}
              height={DECK_TOP - o.y + 4}
              fill={INK.trim}
            />
            <rect x={o.x} y={o.y} width={o.w} height={DECK_TOP - o.y} fill={INK.door} />
            <rect x={o.x + 8} y={o.y + 8} width={o.w - 16} height="22" fill={INK.glass} />
            <circle cx={o.x + o.w - 7} cy="192" r="2.5" fill={INK.accent} />
          </g>
        ) : (
          <g key={o.x}>
            <rect x={o.x - 18} y={o.y - 2} width="12" height={o.h + 4} fill={INK.shutter} />
            <rect x={o.x + o.w + 6} y={o.y - 2} width="12" height={o.h + 4} fill={INK.shutter} />
            <rect x={o.x - 4} y={o.y - 4} width={o.w + 8} height={o.h + 8} fill={INK.trim} />
            <rect x={o.x} y={o.y} width={o.w} height={o.h} fill={INK.glass} />
            <line
              x1={o.x + o.w / 2}
              y1={o.y}
              x2={o.x + o.w / 2}
              y2={o.y + o.h}
              stroke={INK.trim}
              strokeWidth="3"
            />
            <line
              x1={o.x}
              y1={o.y + o.h / 2}
              x2={o.x + o.w}
              y2={o.y + o.h / 2}
              stroke={INK.trim}
              strokeWidth="3"
            />
          </g>
        ),
      )}
      {/* The HUD label: rear end of the section, about a foot above the floor. */}
      <rect x="506" y="214" width="14" height="8" rx="1" fill={INK.label} />
    </g>
  );
}

function Inspector() {
  return (
    <g>
      <circle cx="513" cy="218" r="16" fill="none" stroke={INK.accent} strokeWidth="3" />
      <rect x="572" y="268" width="8" height="36" fill={INK.counter} />
      <rect x="584" y="268" width="8" height="36" fill={INK.counter} />
      <rect x="568" y="228" width="28" height="44" rx="5" fill={INK.accent} />
      <rect x="579" y="228" width="6" height="44" fill="#e8e2c8" />
      <circle cx="582" cy="216" r="10" fill={INK.skin} />
      <path d="M570,214 a12,11 0 0 1 24,0 z" fill={INK.white} />
      <rect
        x="552"
        y="238"
        width="18"
        height="24"
        rx="2"
        fill={INK.white}
        stroke={INK.counter}
        strokeWidth="1.5"
      />
      <path d="M556,250 l4,4 l7,-9" fill="none" stroke={INK.shutter} strokeWidth="2.5" />
      <rect x="566" y="240" width="8" height="6" rx="2" fill={INK.skin} />
    </g>
  );
}

function Truck() {
  return (
    <g>
      <rect x="26" y="276" width="212" height="9" fill={INK.steel} />
      <rect x="224" y="272" width="16" height="8" fill={INK.steel} />
      <rect x="26" y="244" width="50" height="34" rx="6" fill={INK.shutter} />
      <rect x="70" y="212" width="64" height="66" rx="6" fill="#2f6b4a" />
      <rect x="77" y="220" width="26" height="22" rx="3" fill={INK.glass} />
      <rect x="108" y="220" width="19" height="22" rx="3" fill={INK.glass} />
      <rect x="138" y="194" width="6" height="70" fill="#9aa39d" />
      {/* The oversize-load banner. */}
      <rect
        x="74"
        y="200"
        width="56"
        height="11"
        fill={INK.banner}
        stroke={INK.tire}
        strokeWidth="2"
      />
      <rect x="22" y="264" width="9" height="7" rx="2" fill={INK.sun} />
      {[54, 174, 206].map((x) => (
        <g key={x}>
          <circle cx={x} cy={GROUND - 14} r="14" fill={INK.tire} />
          <circle cx={x} cy={GROUND - 14} r="5" fill="#9aa39d" />
        </g>
      ))}
    </g>
  );
}

function House({ step }: { step: number }) {
  const background = step === 8 ? INK.sky : INK.factoryWall;
  return (
    <g>
      <Chassis onRoad={step === 8} />
      {step === 2 ? (
        <>
          <OpenFloor />
          <FloorDetail />
        </>
      ) : step >= 3 ? (
        <ClosedFloor />
      ) : null}
      {step === 3 ? (
        <>
          <Framing from={LEFT} to={450} />
          {/* The last panel still hangs from the crane. */}
          <line x1="490" y1="26" x2="490" y2="66" stroke={INK.steel} strokeWidth="2" />
          <rect x="478" y="20" width="24" height="12" fill={INK.steel} />
          <path d="M486,66 h8 v6 a4,4 0 1 1 -8,0 z" fill={INK.steel} />
          <polyline
            points="454,104 490,74 526,104"
            fill="none"
            stroke={INK.steel}
            strokeWidth="2"
          />
          <g transform="translate(0 -28)">
            <Framing from={450} to={RIGHT} />
          </g>
        </>
      ) : null}
      {step === 4 ? (
        <>
          <Insulation from={LEFT + 4} to={282} background={background} />
          <RoughIn />
          <Framing from={LEFT} to={RIGHT} />
        </>
      ) : null}
      {step === 5 ? (
        <>
          <Insulation from={LEFT + 4} to={RIGHT - 4} background={background} />
          <Framing from={LEFT} to={RIGHT} />
          <VentStack top={76} />
          <RoofInProgress />
        </>
      ) : null}
      {step === 6 ? <Interior /> : null}
      {step >= 7 ? <Exterior /> : null}
      {step >= 6 ? (
        <>
          <VentStack top={76} />
          <FinishedRoof />
        </>
      ) : null}
      {step === 7 ? <Inspector /> : null}
    </g>
  );
}

/** The drawing of step n (1-based). */
export function TourDrawing({ step, className }: { step: number; className?: string }) {
  const label = FACILITY_TOUR_STEPS[step - 1]?.drawing ?? '';
  return (
    <svg viewBox="0 0 640 360" role="img" aria-label={label} className={className}>
      <title>{label}</title>
      {step === 8 ? (
        <>
          <OutdoorBackground />
          <Truck />
          {/* Smaller, so the truck fits in front of it. */}
          <g transform="translate(191 67) scale(0.78)">
            <House step={step} />
          </g>
        </>
      ) : (
        <>
          <FactoryBackground />
          <House step={step} />
        </>
      )}
    </svg>
  );
}

// ---------------------------------------------------------------------------
// The page parts.

function StepHeading({ step, headingId }: { step: number; headingId: string }) {
  const data = FACILITY_TOUR_STEPS[step - 1]!;
  // One text node, so a screen reader's live region reads it as one phrase.
  return (
    <h2 id={headingId} className="text-2xl font-bold text-brand-900">
      {`Step ${step} of ${STEP_COUNT}: ${data.title}`}
    </h2>
  );
}

function StepBody({ step }: { step: number }) {
  const data = FACILITY_TOUR_STEPS[step - 1]!;
  return (
    <>
      <p className="mt-3 text-ink">{data.description}</p>
      <p className="mt-4 rounded-md bg-brand-50 p-4 text-ink">
        <strong className="font-semibold text-brand-900">Worth asking: </strong>
        {data.ask}
      </p>
    </>
  );
}

function DrawingFrame({ step }: { step: number }) {
  // Edge to edge on a phone, where every pixel of width counts.
  return (
    <div className="-mx-4 overflow-hidden bg-brand-50 sm:mx-0 sm:rounded-lg sm:border sm:border-brand-100">
      <TourDrawing step={step} className="block h-auto w-full" />
    </div>
  );
}

/** Without JavaScript (and before hydration): every step, one after another. */
export function TourList() {
  return (
    <ol className="mt-8 space-y-12">
      {FACILITY_TOUR_STEPS.map((data, index) => {
        const n = index + 1;
        return (
          <li key={data.id}>
            <section
              id={stepAnchor(n)}
              aria-labelledby={`${stepAnchor(n)}-heading`}
              className="scroll-mt-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-8"
            >
              <DrawingFrame step={n} />
              <div className="mt-4 lg:mt-0">
                <StepHeading step={n} headingId={`${stepAnchor(n)}-heading`} />
                <StepBody step={n} />
              </div>
            </section>
          </li>
        );
      })}
    </ol>
  );
}

const navButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-5 font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/** With JavaScript: the row (phone) or column (desktop) of steps, and one step at a time. */
export function TourStepper({
  step,
  onSelect,
  panelRef,
  listRef,
}: {
  step: number;
  onSelect: (n: number) => void;
  panelRef?: Ref<HTMLElement>;
  listRef?: Ref<HTMLOListElement>;
}) {
  const id = useId();
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Alt+Left is the browser's Back; leave every modified key alone.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const to = nextStep(step, event.key);
    if (to === null) return;
    event.preventDefault();
    if (to !== step) onSelect(to);
  };
  const atStart = step === 1;
  const atEnd = step === STEP_COUNT;
  return (
    <div className="mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <ol
        ref={listRef}
        aria-label="Steps of the tour"
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {FACILITY_TOUR_STEPS.map((data, index) => {
          const n = index + 1;
          const current = n === step;
          return (
            <li key={data.id} className="shrink-0">
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                onClick={() => onSelect(n)}
                className={`flex min-h-11 w-full items-center gap-2 rounded-md border px-3 py-2 text-left font-semibold ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-brand-100 bg-white text-ink hover:bg-brand-50'
                }`}
              >
                <span
                  className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm ${
                    current ? 'bg-white text-brand-800' : 'bg-brand-100 text-brand-900'
                  }`}
                >
                  <span className="sr-only">Step </span>
                  {n}
                  <span className="sr-only">:</span>
                </span>
                <span className="lg:hidden">{data.shortTitle}</span>
                <span className="hidden lg:inline">{data.title}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <section
        ref={panelRef}
        id={stepAnchor(step)}
        aria-labelledby={headingId}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="mt-4 scroll-mt-4 rounded-lg lg:mt-0"
      >
        <div aria-live="polite">
          <StepHeading step={step} headingId={headingId} />
        </div>
        <div className="mt-4">
          <DrawingFrame step={step} />
        </div>
        <div className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            // aria-disabled, not disabled: a disabled button would drop the focus on the first step.
            aria-disabled={atStart || undefined}
            onClick={() => {
              if (!atStart) onSelect(step - 1);
            }}
            className={`${navButton} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
          >
            <span aria-hidden="true">←</span> Previous
          </button>
          <button
            type="button"
            aria-disabled={atEnd || undefined}
            onClick={() => {
              if (!atEnd) onSelect(step + 1);
            }}
            className={`${navButton} bg-brand-700 text-white hover:bg-brand-800`}
          >
            Next <span aria-hidden="true">→</span>
          </button>
        </div>
        <p id={hintId} className="mt-2 hidden text-sm text-muted sm:block">
          Tip: with the tour focused, the Left and Right arrow keys move between steps.
        </p>
        <StepBody step={step} />
      </section>
    </div>
  );
}

function stepFromLocation(): number {
  // Read only after hydration is under way; the server view does not depend on it.
  return typeof window === 'undefined' ? 1 : (parseStepHash(window.location.hash) ?? 1);
}

export function FacilityTour() {
  // The server (and the first client render) has no JavaScript view.
  const hydrated = useHydrated();
  const [step, setStep] = useState(stepFromLocation);
  const panel = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);

  // A link or the address bar may name another step (#step-5) while the page is open.
  useEffect(() => {
    const onHashChange = () => {
      const named = parseStepHash(window.location.hash);
      if (named !== null) setStep(named);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  // A shared link (#step-5): the browser scrolled to the server's section 5,
  // which the single panel has just replaced; bring the panel into view instead.
  useEffect(() => {
    if (hydrated && parseStepHash(window.location.hash) !== null) {
      panel.current?.scrollIntoView({ block: 'start' });
    }
  }, [hydrated]);

  // On a phone the steps are a scrolling row: keep the current one in view.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [step, hydrated]);

  if (!hydrated) return <TourList />;

  const select = (n: number) => {
    setStep(n);
    // Replace, not push: stepping through the tour should not fill the Back button.
    window.history.replaceState(window.history.state, '', `#${stepAnchor(n)}`);
  };
  return <TourStepper step={step} onSelect={select} panelRef={panel} listRef={list} />;
}

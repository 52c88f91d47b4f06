// Offline maps (DESIGN §2: us-atlas + d3-geo; issue 12): a home center's
// state with the home center marked, and the nation with numbered home
// centers for the finder. Drawn as SVG from the census outlines shipped in
// the package (no tile server, nothing fetched), rasterised like every other
// drawn picture. Map colours follow SPEC §9's styling groups: natural
// landscape (land), man-made landscape (other states), water (background).
import { createRequire } from 'node:module';
import { geoAlbersUsa, geoBounds, geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

/** Census FIPS code → USPS abbreviation (the states and DC). */
const STATE_BY_FIPS: Record<string, string> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE',
  '11': 'DC', '12': 'FL', '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA',
  '20': 'KS', '21': 'KY', '22': 'LA', '23': 'ME', '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN',
  '28': 'MS', '29': 'MO', '30': 'MT', '31': 'NE', '32': 'NV', '33': 'NH', '34': 'NJ', '35': 'NM',
  '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH', '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI',
  '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT', '50': 'VT', '51': 'VA', '53': 'WA',
  '54': 'WV', '55': 'WI', '56': 'WY',
}; // prettier-ignore

type StateFeature = Feature<Geometry, { name: string }> & { state: string };

let states: StateFeature[] | null = null;

function allStates(): StateFeature[] {
  if (states) return states;
  const topology = require('us-atlas/states-10m.json') as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.states) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  states = collection.features
    .filter((f) => STATE_BY_FIPS[String(f.id)])
    .map((f) => Object.assign(f, { state: STATE_BY_FIPS[String(f.id)]! }));
  return states;
}

export function stateName(state: string): string | null {
  return allStates().find((f) => f.state === state.toUpperCase())?.properties.name ?? null;
}

export type MapPoint = { latitude: number; longitude: number };
export type DrawnMap = { svg: string; width: number; height: number };

const LAND = '#e1ece4';
const OTHER_LAND = '#f3f5f3';
const BORDER = '#9fb4a6';
const WATER = '#dbe9f2';
const MARK = '#a24f08';
/** A numbered pin's size, and its digits' (8 units tall unscaled). */
const PIN_RADIUS = 17;
const DIGIT_SCALE = 1.75;

function marker(projection: GeoProjection, point: MapPoint, label: string | null): string {
  const at = projection([point.longitude, point.latitude]);
  if (!at) return '';
  const [x, y] = at.map((v) => Math.round(v * 10) / 10) as [number, number];
  if (label === null) {
    return `<circle cx="${x}" cy="${y}" r="9" fill="${MARK}" stroke="#fff" stroke-width="3"/>`;
  }
  // A numbered pin: the finder's list says which home center each number is. Sized to be
  // read on a phone, where the 640-wide map is shown at half its width or less.
  return `<g><circle cx="${x}" cy="${y}" r="${PIN_RADIUS}" fill="${MARK}" stroke="#fff" stroke-width="3"/>${digits(x, y, label)}</g>`;
}

/** Numbers drawn as strokes: resvg draws no text without fonts, and a digit needs none. */
function digits(x: number, y: number, label: string): string {
  const SEGMENTS: Record<string, string> = {
    '0': 'M-2.5-4h5v8h-5z',
    '1': 'M0-4v8M-1.5-2.5L0-4',
    '2': 'M-2.5-4h5v4h-5v4h5',
    '3': 'M-2.5-4h5v8h-5M-2.5 0h5',
    '4': 'M-2.5-4v4h5M2.5-4v8',
    '5': 'M2.5-4h-5v4h5v4h-5',
    '6': 'M2.5-4h-5v8h5v-4h-5',
    '7': 'M-2.5-4h5v8',
    '8': 'M-2.5-4h5v8h-5zM-2.5 0h5',
    '9': 'M2.5 0h-5v-4h5v8h-5',
  };
  const chars = [...label].filter((c) => SEGMENTS[c]);
  const step = 6.5 * DIGIT_SCALE;
  const start = x - ((chars.length - 1) * step) / 2;
  return chars
    .map(
      (c, i) =>
        `<path transform="translate(${start + i * step} ${y}) scale(${DIGIT_SCALE})" d="${SEGMENTS[c]}" fill="none" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>`,
    )
    .join('');
}

/** A map fitted to an area: the states in it drawn, the focus state darker, points marked. */
function drawFitted(input: {
  area: Feature | FeatureCollection;
  focus: StateFeature | null;
  points: MapPoint[];
  numbered: boolean;
  width: number;
  height: number;
}): DrawnMap {
  const { width, height } = input;
  const projection = geoMercator().fitExtent(
    [
      [28, 28],
      [width - 28, height - 28],
    ],
    input.area,
  );
  const path = geoPath(projection).digits(1);
  const [[west, south], [east, north]] = geoBounds(input.area);
  const padX = (east - west) * 0.6 + 1;
  const padY = (north - south) * 0.6 + 1;
  const near = allStates().filter((f) => {
    if (f === input.focus) return false;
    const [[w, s], [e, n]] = geoBounds(f);
    return e > west - padX && w < east + padX && n > south - padY && s < north + padY;
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${WATER}"/>`,
    `<path d="${near.map((f) => path(f) ?? '').join('')}" fill="${input.focus ? OTHER_LAND : LAND}" stroke="${BORDER}" stroke-width="1"/>`,
    input.focus
      ? `<path d="${path(input.focus) ?? ''}" fill="${LAND}" stroke="#5d7d69" stroke-width="1.5"/>`
      : '',
    // The first point on top: later ones are drawn first.
    ...input.points
      .map((point, i) => marker(projection, point, input.numbered ? String(i + 1) : null))
      .reverse(),
    '</svg>',
  ].join('');
  return { svg, width, height };
}

/** A state with its neighbours faint around it, and points marked; null for an unknown state. */
export function drawStateMap(input: {
  state: string;
  points: MapPoint[];
  width?: number;
  height?: number;
}): DrawnMap | null {
  const home = allStates().find((f) => f.state === input.state.toUpperCase());
  if (!home) return null;
  return drawFitted({
    area: home,
    focus: home,
    points: input.points,
    numbered: false,
    width: input.width ?? 640,
    height: input.height ?? 420,
  });
}

/** The least span of an area map in degrees, so one or two close points still show a region. */
const MIN_AREA_DEGREES = 3;

/** The area around numbered points (the finder's home centers, nearest first). */
export function drawAreaMap(input: {
  points: MapPoint[];
  width?: number;
  height?: number;
}): DrawnMap {
  const lats = input.points.map((p) => p.latitude);
  const lngs = input.points.map((p) => p.longitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLng = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const halfLat = Math.max((Math.max(...lats) - Math.min(...lats)) / 2, MIN_AREA_DEGREES / 2);
  const halfLng = Math.max((Math.max(...lngs) - Math.min(...lngs)) / 2, MIN_AREA_DEGREES / 2);
  const area: Feature = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPoint',
      coordinates: [
        [midLng - halfLng, midLat - halfLat],
        [midLng + halfLng, midLat + halfLat],
      ],
    },
  };
  return drawFitted({
    area,
    focus: null,
    points: input.points,
    numbered: true,
    width: input.width ?? 640,
    height: input.height ?? 480,
  });
}

/** The lower 48 with Alaska and Hawaii inset, and numbered points (the finder). */
export function drawNationMap(input: {
  points: MapPoint[];
  width?: number;
  height?: number;
}): DrawnMap {
  const width = input.width ?? 960;
  const height = input.height ?? 600;
  const all = allStates();
  const collection: FeatureCollection = { type: 'FeatureCollection', features: all };
  const projection = geoAlbersUsa().fitExtent(
    [
      [12, 12],
      [width - 12, height - 12],
    ],
    collection,
  );
  const path = geoPath(projection).digits(1);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<path d="${all.map((f) => path(f) ?? '').join('')}" fill="${LAND}" stroke="#ffffff" stroke-width="1"/>`,
    ...input.points.map((point, i) => marker(projection, point, String(i + 1))),
    '</svg>',
  ].join('');
  return { svg, width, height };
}

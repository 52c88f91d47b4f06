import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { exteriorSvg } from './exterior.ts';
import { floorplanSvg, floorplanToScale, floorplanToScaleSize } from './floorplan.ts';
import { FONT_FAMILY, fontFiles } from './fonts.ts';
import { MAGNOLIA, model } from './test-models.ts';

const SIZE = { width: 1280, height: 800 };
const count = (svg: string, re: RegExp) => svg.match(re)?.length ?? 0;

describe('floorplanSvg', () => {
  it('labels one bedroom per bed and shows each bath', () => {
    for (const [beds, baths, w, l] of [
      [1, 1, 14, 56],
      [2, 2, 16, 76],
      [3, 2, 28, 56],
      [4, 2.5, 32, 76],
      [4, 3, 42, 60],
    ] as const) {
      const svg = floorplanSvg(model({ beds, baths, widthFt: w, lengthFt: l }), SIZE);
      expect(count(svg, /data-room="(?:primary-)?bedroom"/g)).toBe(beds);
      expect(count(svg, /data-label="Bedroom \d"/g)).toBe(beds - 1);
      expect(count(svg, /data-label="Primary Bedroom"/g)).toBe(1);
      const full = count(svg, /data-room="(?:primary-)?bath"/g);
      const half = count(svg, /data-room="half-bath"/g);
      expect(full + half / 2).toBe(baths);
      // Every bedroom's name is actually drawn at this size.
      expect(count(svg, /data-room-label="(?:primary-)?bedroom"/g)).toBe(beds);
    }
  });

  it("prints room sizes in feet like 13'×14'", () => {
    const svg = floorplanSvg(MAGNOLIA, SIZE);
    expect(svg).toMatch(/>\d+'×\d+'</);
    expect(svg).toContain('The Magnolia');
    expect(svg).toContain('1,568 sq ft');
    expect(svg).toContain(`font-family="${FONT_FAMILY}"`);
  });

  it('escapes names for XML and still renders', () => {
    const name = `The Oak & Ash <Deluxe> "Special" 'Edition'`;
    const svg = floorplanSvg(model({ name, modelNumber: 'A&B<1>' }), SIZE);
    expect(svg).not.toContain('<Deluxe>');
    expect(svg).toContain('The Oak &amp; Ash &lt;Deluxe&gt;');
    expect(svg).toContain('A&amp;B&lt;1&gt;');
    const png = new Resvg(svg, {
      font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    })
      .render()
      .asPng();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('is deterministic and reflects its input', () => {
    expect(floorplanSvg(MAGNOLIA, SIZE)).toBe(floorplanSvg(MAGNOLIA, SIZE));
    expect(floorplanSvg(model({ beds: 4 }), SIZE)).not.toBe(floorplanSvg(MAGNOLIA, SIZE));
    expect(floorplanSvg(model({ name: 'The Juniper' }), SIZE)).not.toBe(
      floorplanSvg(MAGNOLIA, SIZE),
    );
  });

  it('draws a dashed marriage line per section joint', () => {
    const dashed = (svg: string) => count(svg, /<line[^>]*stroke="#b5473a"[^>]*stroke-dasharray/g);
    expect(dashed(floorplanSvg(model({ sections: 1, widthFt: 16, lengthFt: 76 }), SIZE))).toBe(0);
    // Plus one in the legend.
    expect(dashed(floorplanSvg(model({ sections: 2 }), SIZE))).toBe(1 + 1);
    expect(dashed(floorplanSvg(model({ sections: 3, widthFt: 42, lengthFt: 60 }), SIZE))).toBe(
      2 + 1,
    );
  });
});

describe('exteriorSvg', () => {
  it('is deterministic and has no text', () => {
    const svg = exteriorSvg(MAGNOLIA, SIZE);
    expect(svg).toBe(exteriorSvg(MAGNOLIA, SIZE));
    expect(svg).not.toContain('<text');
  });

  it('changes with style, size and seed', () => {
    const base = exteriorSvg(MAGNOLIA, SIZE);
    expect(
      exteriorSvg(model({ style: { ...MAGNOLIA.style, sidingColor: '#6e8198' } }), SIZE),
    ).not.toBe(base);
    expect(exteriorSvg(model({ lengthFt: 76 }), SIZE)).not.toBe(base);
    expect(exteriorSvg(model({ seed: 99 }), SIZE)).not.toBe(base);
  });

  it('draws longer homes longer at the same scale', () => {
    const houseWidth = (lengthFt: number) => {
      const svg = exteriorSvg(
        model({ lengthFt, style: { ...MAGNOLIA.style, porch: 'stoop' } }),
        SIZE,
      );
      // The siding fill is the first full-wall rectangle in the house colour.
      const m = svg.match(
        /<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="[\d.]+" fill="#98a68a"\/>/,
      );
      return Number(m?.[1]);
    };
    const w56 = houseWidth(56);
    const w76 = houseWidth(76);
    expect(w76 / w56).toBeCloseTo(76 / 56, 1);
  });

  it('uses a steeper roof for modular homes', () => {
    const roofHeight = (isModular: boolean) => {
      const svg = exteriorSvg(
        model({ isModular, style: { ...MAGNOLIA.style, roof: 'gable' } }),
        SIZE,
      );
      const pts = svg.match(/<clipPath id="roofClip"><polygon points="([^"]+)"/)?.[1] ?? '';
      const ys = pts.split(' ').map((p) => Number(p.split(',')[1]));
      return Math.max(...ys) - Math.min(...ys);
    };
    expect(roofHeight(true)).toBeGreaterThan(roofHeight(false) * 1.4);
  });
});

describe('floorplanToScale (compare, issue 11)', () => {
  it('draws every home at the same feet-to-pixels scale, so a longer home makes a wider picture', () => {
    const short = floorplanToScale(model({ lengthFt: 48, widthFt: 28 }), 10);
    const long = floorplanToScale(model({ lengthFt: 76, widthFt: 28 }), 10);
    // Same margins and text in both: the difference in width is the difference in length.
    expect(long.width - short.width).toBe(280);
    expect(long.height).toBe(short.height);
    expect(floorplanToScaleSize(model({ lengthFt: 76, widthFt: 28 }), 10)).toEqual({
      width: long.width,
      height: long.height,
    });
    expect(long.svg).toContain(`width="${long.width}"`);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FEATURE_IMAGE_WIDTHS } from '../../lib/feature-image-url.ts';
import { FEATURE_TYPES } from '../db/schema.ts';
import { FEATURE_SEEDS } from '../db/seed/features.ts';
import {
  SCENE_KINDS,
  TYPE_BACKGROUNDS,
  featureScene,
  featureSvg,
  renderFeatureImage,
  type FeatureArtInput,
} from './feature-art.ts';
import { createImageRenderer, ImageRequestError } from './renderer.ts';

const SEEDED: FeatureArtInput[] = FEATURE_SEEDS.map((s) => ({
  name: s.name,
  type: s.type,
  tags: s.tags,
}));

describe('featureScene', () => {
  it('gives every seeded feature a scene chosen for its own name', () => {
    const fallbacks = SEEDED.filter((f) => featureScene(f).by !== 'name').map((f) => f.name);
    expect(fallbacks).toEqual([]);
  });

  it('uses every scene kind for the seeded catalogue', () => {
    expect(new Set(SEEDED.map((f) => featureScene(f).kind))).toEqual(new Set(SCENE_KINDS));
  });

  it('picks the most specific words first', () => {
    const scene = (name: string, tags: string[] = []) => {
      const { kind, variant } = featureScene({ name, type: 'Details', tags });
      return `${kind}/${variant}`;
    };
    expect(scene('Over-the-range microwave')).toBe('appliances/microwave');
    expect(scene('Range and refrigerator')).toBe('appliances/white');
    expect(scene('Rain shower head')).toBe('bath/rain');
    expect(scene('Walk-in shower with glass door')).toBe('bath/shower');
    expect(scene('R-38 ceiling insulation')).toBe('framing/attic');
    expect(scene('Vinyl lap siding')).toBe('exterior/lap');
    expect(scene('Vinyl skirting')).toBe('exterior/skirting');
    expect(scene('CrossMod construction')).toBe('home/crossmod');
    expect(scene('Modular construction')).toBe('home/modular');
    expect(scene('Energy Star package')).toBe('home/star');
    expect(scene('Built for energy savings')).toBe('home/savings');
  });

  it('falls back to the most specific tag, then to the type', () => {
    expect(
      featureScene({ name: 'Lazy Susan', type: 'Details', tags: ['kitchen', 'cabinets'] }),
    ).toEqual({ kind: 'cabinets', variant: 'hardware', by: 'tag' });
    expect(
      featureScene({ name: 'Quiet Glide', type: 'Featurette', tags: ['Smart-Home'] }),
    ).toMatchObject({ kind: 'device', by: 'tag' });
    for (const type of FEATURE_TYPES) {
      expect(featureScene({ name: 'Something new', type, tags: ['mystery'] }).by).toBe('type');
    }
    expect(featureScene({ name: '', type: 'Gadgets', tags: [] })).toMatchObject({
      kind: 'home',
      by: 'type',
    });
  });
});

describe('featureSvg', () => {
  it('is deterministic and square, with no text and no broken numbers', () => {
    for (const f of SEEDED) {
      const svg = featureSvg(f, 160);
      expect(featureSvg({ ...f, tags: [...f.tags] }, 160)).toBe(svg);
      expect(
        svg.startsWith(
          '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 100 100">',
        ),
      ).toBe(true);
      expect(svg).not.toMatch(/<text|<title|NaN|undefined|Infinity/);
      // Ids (gradients, clip paths) are unique within a picture.
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, f.name).toBe(ids.length);
    }
  });

  it('draws each seeded feature differently', () => {
    const svgs = new Map<string, string>();
    for (const f of SEEDED) {
      const svg = featureSvg(f, 160);
      expect(svgs.get(svg), `${f.name} looks like another feature`).toBeUndefined();
      svgs.set(svg, f.name);
    }
    expect(svgs.size).toBe(SEEDED.length);
  });

  it('colours the background by type', () => {
    const f = SEEDED[0]!;
    for (const type of FEATURE_TYPES) {
      expect(featureSvg({ ...f, type }, 160)).toContain(`fill="${TYPE_BACKGROUNDS[type].ground}"`);
    }
    const grounds = new Set(FEATURE_TYPES.map((t) => TYPE_BACKGROUNDS[t].ground));
    expect(grounds.size).toBe(FEATURE_TYPES.length);
  });

  it('draws names as they come (quotes and markup are never written into the SVG)', () => {
    const svg = featureSvg(
      { name: '<script>"Metal roof"</script>', type: 'Materials', tags: [] },
      160,
    );
    expect(svg).not.toContain('script');
    expect(
      featureScene({ name: '<script>"Metal roof"</script>', type: 'Materials', tags: [] }),
    ).toMatchObject({ kind: 'exterior', variant: 'metal' });
  });
});

describe('renderFeatureImage', () => {
  const renderer = createImageRenderer({ maxEntries: 500 });

  it('renders every seeded feature at 160 px as a square PNG', async () => {
    const etags = new Set<string>();
    for (const input of SEEDED) {
      const image = await renderFeatureImage(renderer, { input, width: 160, format: 'png' });
      expect(image.contentType).toBe('image/png');
      expect(await sharp(image.body).metadata(), input.name).toMatchObject({
        format: 'png',
        width: 160,
        height: 160,
      });
      etags.add(image.etag);
    }
    expect(etags.size).toBe(SEEDED.length);
  });

  it('renders each width as WebP, the same bytes every time', async () => {
    const input = SEEDED[4]!;
    for (const width of FEATURE_IMAGE_WIDTHS) {
      const image = await renderFeatureImage(renderer, { input, width, format: 'webp' });
      expect(image.contentType).toBe('image/webp');
      expect(await sharp(image.body).metadata()).toMatchObject({ width, height: width });
      const fresh = await renderFeatureImage(createImageRenderer(), {
        input,
        width,
        format: 'webp',
      });
      expect(fresh.etag).toBe(image.etag);
      expect(fresh.body.equals(image.body)).toBe(true);
    }
  });

  it('refuses other widths and formats', async () => {
    const input = SEEDED[0]!;
    for (const width of [0, 80, 161, 320.5, 1280, Number.NaN]) {
      await expect(renderFeatureImage(renderer, { input, width, format: 'png' })).rejects.toThrow(
        ImageRequestError,
      );
    }
    await expect(
      renderFeatureImage(renderer, { input, width: 160, format: 'gif' as 'png' }),
    ).rejects.toThrow(/format must be png or webp/);
  });
});

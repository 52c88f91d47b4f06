// Dev aid: a grid of random catalogue-like models, to eyeball variety and catch
// odd combinations. node server/images/dev/contact-sheet.ts exterior|floorplan [out.png] [firstSeed]
import sharp from 'sharp';
import { styleFromSeed, type ModelArtInput } from '../model-art.ts';
import { createRng } from '../random.ts';
import type { ModelImageKind } from '../../../lib/model-image-url.ts';
import { createImageRenderer } from '../renderer.ts';

const SIZES = [
  [14, 56, 1],
  [16, 66, 1],
  [16, 76, 1],
  [18, 80, 1],
  [24, 48, 2],
  [28, 56, 2],
  [28, 64, 2],
  [32, 72, 2],
  [32, 76, 2],
  [40, 60, 3],
  [42, 60, 3],
  [44, 72, 3],
] as const;

export function randomModel(seed: number): ModelArtInput {
  const rng = createRng(seed * 7919 + 17);
  const [widthFt, lengthFt, sections] = rng.pick(SIZES);
  const beds = Math.min(5, Math.max(1, Math.round((widthFt * lengthFt) / 560) + rng.int(-1, 1)));
  const baths = Math.min(beds + 1, rng.pick([1, 1.5, 2, 2, 2.5, 3]));
  return {
    modelNumber: `RND-${seed}`,
    name: `Model ${seed}`,
    sections: sections as 1 | 2 | 3,
    widthFt,
    lengthFt,
    beds,
    baths: beds === 1 ? 1 : baths,
    squareFeet: widthFt * lengthFt,
    isModular: sections > 1 && rng.chance(0.35),
    style: styleFromSeed(seed),
    seed,
  };
}

async function main(): Promise<void> {
  const kind = (process.argv[2] ?? 'exterior') as ModelImageKind;
  const out = process.argv[3] ?? `/tmp/art-samples/contact-${kind}.png`;
  const first = Number(process.argv[4] ?? 100);
  const renderer = createImageRenderer();
  const cols = 3;
  const count = 9;
  const w = 640;
  const h = 400;
  const tiles = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const { body } = await renderer.render({
        kind,
        input: randomModel(first + i),
        width: w,
        format: 'png',
      });
      return { input: body, left: (i % cols) * w, top: Math.floor(i / cols) * h };
    }),
  );
  await sharp({
    create: {
      width: cols * w,
      height: Math.ceil(count / cols) * h,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(tiles)
    .png()
    .toFile(out);
  console.log(out);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

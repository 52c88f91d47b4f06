// Writes sample pictures for eyeballing: node server/images/dev/write-samples.ts [outDir] [width…]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { styleFromSeed, type ModelArtInput } from '../model-art.ts';
import { MODEL_IMAGE_WIDTHS, type ModelImageKind } from '../../../lib/model-image-url.ts';
import { createImageRenderer } from '../renderer.ts';
import { MAGNOLIA } from '../test-models.ts';

export const SAMPLE_MODELS: (ModelArtInput & { key: string })[] = [
  {
    key: 'single-16x76-2bd-2ba',
    modelNumber: 'FRE-1676-2B',
    name: 'The Cedar Run',
    sections: 1,
    widthFt: 16,
    lengthFt: 76,
    beds: 2,
    baths: 2,
    squareFeet: 1216,
    isModular: false,
    style: { ...styleFromSeed(7), sidingColor: '#98a68a', siding: 'lap', porch: 'stoop' },
    seed: 7,
  },
  { key: 'double-28x56-3bd-2ba', ...MAGNOLIA },
  {
    key: 'double-32x76-4bd-2.5ba',
    modelNumber: 'FRE-3276-4C',
    name: 'The Willow Creek',
    sections: 2,
    widthFt: 32,
    lengthFt: 76,
    beds: 4,
    baths: 2.5,
    squareFeet: 2432,
    isModular: false,
    style: { ...styleFromSeed(3276), roof: 'hip', porch: 'wrap', sidingColor: '#6e8198' },
    seed: 3276,
  },
  {
    key: 'triple-42x60-4bd-3ba-modular',
    modelNumber: 'MOD-4260-4T',
    name: 'The Grand Harbor',
    sections: 3,
    widthFt: 42,
    lengthFt: 60,
    beds: 4,
    baths: 3,
    squareFeet: 2520,
    isModular: true,
    style: {
      roof: 'dutch-gable',
      siding: 'board-and-batten',
      sidingColor: '#e8dec3',
      trimColor: '#f6f4ee',
      doorColor: '#2a3d5a',
      shutters: false,
      porch: 'covered',
    },
    seed: 4260,
  },
  {
    key: 'single-14x56-1bd-1ba',
    modelNumber: 'FRE-1456-1S',
    name: 'The Little Wren',
    sections: 1,
    widthFt: 14,
    lengthFt: 56,
    beds: 1,
    baths: 1,
    squareFeet: 784,
    isModular: false,
    style: { ...styleFromSeed(1456), siding: 'shake', porch: 'none', sidingColor: '#c4a584' },
    seed: 1456,
  },
];

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/art-samples';
  const widths = process.argv.slice(3).map(Number);
  await mkdir(outDir, { recursive: true });
  const renderer = createImageRenderer();
  for (const model of SAMPLE_MODELS) {
    for (const kind of ['exterior', 'floorplan'] as ModelImageKind[]) {
      for (const width of widths.length ? widths : [640, 1280]) {
        if (!(MODEL_IMAGE_WIDTHS as readonly number[]).includes(width)) continue;
        const t0 = performance.now();
        const { body } = await renderer.render({ kind, input: model, width, format: 'png' });
        const ms = performance.now() - t0;
        const file = path.join(outDir, `${kind}-${model.key}-${width}.png`);
        await writeFile(file, body);
        console.log(`${file}  ${ms.toFixed(0)} ms`);
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

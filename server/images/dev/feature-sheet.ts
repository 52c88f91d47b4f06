// Dev aid: every seeded feature's picture on one sheet, with its name and scene
// underneath, to check each reads at the size the portal shows.
// node server/images/dev/feature-sheet.ts [out.png] [width=160] [columns=10]
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FEATURE_SEEDS } from '../../db/seed/features.ts';
import { featureScene, renderFeatureImage } from '../feature-art.ts';
import { escapeText } from '../svg.ts';
import { createImageRenderer } from '../renderer.ts';

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/feature-art/sheet.png';
  const width = Number(process.argv[3] ?? 160);
  const cols = Number(process.argv[4] ?? 10);
  const renderer = createImageRenderer({ maxEntries: 500 });
  const label = 30;
  const gap = 8;
  const cell = { w: width + gap, h: width + label + gap };
  const tiles = await Promise.all(
    FEATURE_SEEDS.map(async (seed, i) => {
      const input = { name: seed.name, type: seed.type, tags: seed.tags };
      const { body } = await renderFeatureImage(renderer, { input, width, format: 'png' });
      const scene = featureScene(input);
      // The sheet is for us, so it may carry text; the pictures never do.
      const caption = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${label}">` +
          `<text x="2" y="11" font-family="DejaVu Sans" font-size="10" fill="#222">${i + 1}. ${escapeText(seed.name.slice(0, 30))}</text>` +
          `<text x="2" y="24" font-family="DejaVu Sans" font-size="9" fill="#777">${scene.kind}/${scene.variant} (${scene.by})</text></svg>`,
      );
      const left = (i % cols) * cell.w + gap;
      const top = Math.floor(i / cols) * cell.h + gap;
      return [
        { input: body, left, top },
        { input: caption, left, top: top + width },
      ];
    }),
  );
  await mkdir(path.dirname(out), { recursive: true });
  await sharp({
    create: {
      width: cols * cell.w + gap,
      height: Math.ceil(FEATURE_SEEDS.length / cols) * cell.h + gap,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(tiles.flat())
    .png()
    .toFile(out);
  console.log(out);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

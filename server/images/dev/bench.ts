// Dev aid: time uncached renders. node server/images/dev/bench.ts
import { randomModel } from './contact-sheet.ts';
import type { ModelImageFormat, ModelImageKind } from '../../../lib/model-image-url.ts';
import { createImageRenderer, svgFor } from '../renderer.ts';
import { SAMPLE_MODELS } from './write-samples.ts';

const models = [...SAMPLE_MODELS, ...Array.from({ length: 15 }, (_, i) => randomModel(500 + i))];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const max = (xs: number[]) => Math.max(...xs);

// Warm up fonts and native modules once, as a running server would be.
await createImageRenderer().render({
  kind: 'floorplan',
  input: models[0]!,
  width: 320,
  format: 'webp',
});

for (const kind of ['exterior', 'floorplan'] as ModelImageKind[]) {
  for (const width of [320, 640, 960, 1280]) {
    for (const format of ['png', 'webp'] as ModelImageFormat[]) {
      const times: number[] = [];
      const svgTimes: number[] = [];
      for (const input of models) {
        const renderer = createImageRenderer();
        let t = performance.now();
        svgFor(kind, input, width);
        svgTimes.push(performance.now() - t);
        t = performance.now();
        await renderer.render({ kind, input, width, format });
        times.push(performance.now() - t);
      }
      console.log(
        `${kind.padEnd(9)} ${String(width).padStart(4)} ${format.padEnd(4)}  median ${median(times).toFixed(0).padStart(3)} ms  max ${max(times).toFixed(0).padStart(3)} ms  (svg ${median(svgTimes).toFixed(1)} ms)`,
      );
    }
  }
}
const r = createImageRenderer();
const req = { kind: 'exterior', input: models[1]!, width: 640, format: 'webp' } as const;
await r.render(req);
const t = performance.now();
await r.render(req);
console.log(`cached hit: ${(performance.now() - t).toFixed(2)} ms`);

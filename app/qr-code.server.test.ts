import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrCode } from './qr-code.server.ts';

/** The modules the path paints, back as a grid. */
function painted(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('qrCode', () => {
  it('paints exactly the dark modules of the encoded address', () => {
    const text = 'https://www.example.com/homes/HSH310566OKAB';
    const code = qrCode(text);
    const { data, size } = encode(text, { ecc: 'M', border: 0 });
    expect(code.size).toBe(size);
    expect(code.text).toBe(text);
    expect(painted(code.path, size)).toEqual(data);
  });

  it('grows with what it holds', () => {
    expect(qrCode('https://x.example/a').size).toBeLessThan(
      qrCode(`https://x.example/${'a'.repeat(120)}`).size,
    );
  });
});

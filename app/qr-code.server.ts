// A QR code of a page's web address, drawn on the server (issue 11: a printed
// brochure leads back to its listing). Only the modules travel to the page, as
// one SVG path: the encoder never reaches the browser's JavaScript.
import { encode } from 'uqr';

export type QrCode = {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** The dark modules as one SVG path, one unit a module. */
  path: string;
  /** What the code holds, to print beside it. */
  text: string;
};

export function qrCode(text: string): QrCode {
  // M: a code that still scans with 15% of it smudged or folded.
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    // Dark modules side by side are one rectangle.
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end + 1 < size && row[end + 1]) end++;
      runs.push(`M${x} ${y}h${end - x + 1}v1h${-(end - x + 1)}z`);
      x = end;
    }
  });
  return { size, path: runs.join(''), text };
}

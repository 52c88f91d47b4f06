// GET /icons/{name}.svg (SPEC §9 icon URL prefix /icons/): the configurator's
// selection and nav icons, drawn from their names. A colour swatch is
// swatch-{rrggbb}; a material adds its pattern (wood, quartz, butcher-block,
// carpet, vinyl-plank, tile); navs are nav-{type}. Small, immutable SVG.
import type { Request, Response, NextFunction } from 'express';
import { darken, lighten } from '../images/color.ts';

const MATERIAL = /^(swatch|wood|quartz|butcher-block|carpet|vinyl-plank|tile)-([0-9a-f]{6})\.svg$/;
const NAV = /^nav-(exterior|kitchen|bath|flooring|structural)\.svg$/;

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">${body}</svg>`;
}

function materialIcon(kind: string, hex: string): string {
  const edge = darken(hex, 0.35);
  const base = `<rect x="1" y="1" width="46" height="46" rx="8" fill="${hex}" stroke="${edge}" stroke-width="2"/>`;
  const lines = (d: string, color: string, width = 1.5) =>
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
  switch (kind) {
    case 'wood':
      return svg(
        base +
          lines('M4 14c12-3 28 3 40 0M4 26c14-4 26 4 40 0M4 38c10-3 30 3 40 0', darken(hex, 0.2)),
      );
    case 'butcher-block':
      return svg(base + lines('M12 2v44M24 2v44M36 2v44', darken(hex, 0.25)));
    case 'quartz':
      return svg(
        base + lines('M5 30c8-6 14 2 22-8s12-4 16-10M8 42c6-4 14-2 20-9', darken(hex, 0.12), 1),
      );
    case 'carpet':
      return svg(
        base +
          lines(
            'M6 10h2M14 16h2M22 10h2M30 16h2M38 10h2M6 24h2M14 30h2M22 24h2M30 30h2M38 24h2M6 38h2M22 38h2M38 38h2',
            lighten(hex, 0.25),
            2,
          ),
      );
    case 'vinyl-plank':
      return svg(base + lines('M2 16h44M2 32h44M18 2v14M34 16v16M14 32v14', darken(hex, 0.3)));
    case 'tile':
      return svg(base + lines('M16 2v44M32 2v44M2 16h44M2 32h44', lighten(hex, 0.45), 1.5));
    default:
      return svg(base);
  }
}

const NAV_PATHS: Record<string, string> = {
  exterior: 'M6 24 24 9l18 15M11 20v19h26V20M20 39V28h8v11',
  kitchen: 'M8 14h32v26H8zM8 22h32M16 30h4M28 30h4M18 6v4M30 6v4',
  bath: 'M6 26h36v4a10 10 0 0 1-10 10H16A10 10 0 0 1 6 30zM12 26V12a4 4 0 0 1 8 0',
  flooring: 'M6 8h36v32H6zM6 19h36M6 30h36M18 8v11M30 19v11M14 30v10',
  structural: 'M6 40h36M10 40V22l14-12 14 12v18M10 22h28M24 10v30',
};

export function iconSvg(name: string): string | null {
  const material = MATERIAL.exec(name);
  if (material) return materialIcon(material[1]!, `#${material[2]!}`);
  const nav = NAV.exec(name);
  if (nav) {
    return svg(
      `<path d="${NAV_PATHS[nav[1]!]}" fill="none" stroke="#1f3a5f" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
  }
  return null;
}

export function iconHandler(req: Request, res: Response, next: NextFunction): void {
  const body = iconSvg(String(req.params.file ?? ''));
  if (!body) {
    next();
    return;
  }
  // The name is the drawing: it never changes.
  res.set({
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.send(body);
}

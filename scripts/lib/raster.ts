/**
 * A tiny RGB pixel buffer for the demo seed's generated pictures (book covers, charity logos,
 * project and library covers), with the few shapes they need and WCAG contrast helpers. Pure
 * TypeScript: no Node APIs, so it runs in Node (scripts/seed.ts) and in workerd tests alike.
 */
export type Rgb = readonly [number, number, number];

export interface Raster {
  width: number;
  height: number;
  /** width × height × 3 bytes, row by row. */
  data: Uint8Array;
}

export function createRaster(width: number, height: number, background: Rgb): Raster {
  const raster = { width, height, data: new Uint8Array(width * height * 3) };
  fillRect(raster, 0, 0, width, height, background);
  return raster;
}

export function setPixel(r: Raster, x: number, y: number, c: Rgb): void {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return;
  r.data.set(c, (y * r.width + x) * 3);
}

export function getPixel(r: Raster, x: number, y: number): Rgb {
  const i = (y * r.width + x) * 3;
  return [r.data[i], r.data[i + 1], r.data[i + 2]];
}

/** Fills the rectangle clipped to the raster. */
export function fillRect(r: Raster, x: number, y: number, w: number, h: number, c: Rgb): void {
  const x0 = Math.max(0, Math.floor(x));
  const y0 = Math.max(0, Math.floor(y));
  const x1 = Math.min(r.width, Math.floor(x + w));
  const y1 = Math.min(r.height, Math.floor(y + h));
  for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) r.data.set(c, (yy * r.width + xx) * 3);
}

/** A filled disc; a ring when `inner` > 0. */
export function fillCircle(r: Raster, cx: number, cy: number, radius: number, c: Rgb, inner = 0): void {
  for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
    for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
      const d = (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2;
      if (d <= radius * radius && d >= inner * inner) setPixel(r, x, y, c);
    }
  }
}

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
}

/** `a` moved towards `b` by t (0 = a, 1 = b). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
export const INK: Rgb = [17, 24, 39];

/** WCAG 2 relative luminance. */
export function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The candidate that reads best on `background`. */
export function mostReadable(background: Rgb, candidates: readonly Rgb[] = [WHITE, INK]): Rgb {
  return candidates.reduce((best, c) => (contrastRatio(c, background) > contrastRatio(best, background) ? c : best));
}

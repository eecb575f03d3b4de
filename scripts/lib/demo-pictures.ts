/**
 * The demo seed's generated pictures, drawn with the bitmap font: book covers with their title and
 * author, charity logos (initials) and project/library covers (name and a motif). Pure TypeScript.
 */
import { drawText, foldText } from "./bitmap-font.ts";
import { BLACK, INK, WHITE, contrastRatio, createRaster, fillCircle, fillRect, hexToRgb, mix, mostReadable, setPixel, type Raster, type Rgb } from "./raster.ts";

const PAPER: Rgb = [250, 250, 245];

/** The darkest shade of the cover colour that still reads at 7:1 on the pale title band, else ink. */
function titleInk(colour: Rgb): Rgb {
  const tinted = mix(colour, BLACK, 0.45);
  return contrastRatio(tinted, PAPER) >= 7 ? tinted : INK;
}

/** A book cover (240×320 by default): spine, pale title band with the title, author at the foot. */
export function bookCover(book: { title: string; author: string; colour: string }, width = 240, height = 320): Raster {
  const base = hexToRgb(book.colour);
  const r = createRaster(width, height, base);
  const spine = Math.round(width * 0.075);
  fillRect(r, 0, 0, spine, height, mix(base, BLACK, 0.4));
  fillRect(r, spine, 0, 3, height, mix(base, WHITE, 0.25));
  // As wide as the cover allows: at scale 3 an 11-letter word still fits on one line.
  const band = { x: spine + 9, y: Math.round(height * 0.14), width: width - spine - 17, height: Math.round(height * 0.5) };
  fillRect(r, band.x, band.y, band.width, band.height, PAPER);
  fillRect(r, band.x, band.y + band.height - 6, band.width, 6, mix(base, WHITE, 0.35));
  drawText(r, book.title, { x: band.x + 5, y: band.y + 8, width: band.width - 10, height: band.height - 20 }, { colour: titleInk(base), scales: [4, 3, 2], maxLines: 4 });
  const foot = { x: spine + 10, y: band.y + band.height + 10, width: width - spine - 20, height: height - band.y - band.height - 20 };
  // White or black, whichever reads better: one of the two always reaches 4.5:1.
  drawText(r, book.author, foot, { colour: mostReadable(base, [WHITE, BLACK]), scales: [2], maxLines: 2 });
  return r;
}

const MINOR_WORDS = new Set(["A", "AN", "AND", "&", "FOR", "OF", "THE", "TO"]);

/** Up to three initials of the name's main words ("Read the World Foundation" → "RWF"). */
export function initials(name: string): string {
  const words = foldText(name).split(" ").filter((w) => /[A-Z0-9]/.test(w));
  const main = words.filter((w) => !MINOR_WORDS.has(w));
  return (main.length ? main : words).slice(0, 3).map((w) => w.replace(/[^A-Z0-9]/g, "")[0]).join("");
}

/** A charity logo (256×256): a ring and the initials on the charity's colour. */
export function charityLogo(charity: { name: string; colour: string }, size = 256): Raster {
  const base = hexToRgb(charity.colour);
  const ink = mostReadable(base);
  const r = createRaster(size, size, base);
  fillCircle(r, size / 2, size / 2, size * 0.44, mix(base, ink, 0.85), size * 0.41);
  const box = Math.round(size * 0.6);
  drawText(r, initials(charity.name), { x: (size - box) / 2, y: (size - box) / 2, width: box, height: box }, { colour: ink, scales: [10, 8, 6, 4], maxLines: 1 });
  return r;
}

/**
 * A charity, project or library cover (640×360): the name over the colour, with stripes for a
 * charity, a sun and hills for a project, a shelf of books for a library. Motifs are darker
 * shades, so the light text stays readable over them.
 */
export function causeCover(cause: { name: string; colour: string; kind: "charity_cover" | "project_cover" | "library_cover" }, width = 640, height = 360): Raster {
  const base = hexToRgb(cause.colour);
  const r = createRaster(width, height, base);
  const shade = (t: number) => mix(base, BLACK, t);
  const foot = Math.round(height * 0.8);
  if (cause.kind === "project_cover") {
    fillCircle(r, width - 70, 64, 46, shade(0.25));
    for (let i = 0; i < 6; i++) fillCircle(r, width - 70, 64, 74 + i * 16, shade(0.12), 70 + i * 16);
    fillCircle(r, width * 0.2, foot + height * 0.9, height, shade(0.2));
    fillCircle(r, width * 0.85, foot + height * 1.05, height * 1.1, shade(0.32));
  } else if (cause.kind === "charity_cover") {
    const stripe = shade(0.14);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (Math.floor((x + y) / 36) % 2) setPixel(r, x, y, stripe);
  } else {
    const heights = [0.9, 0.7, 1, 0.8, 0.95, 0.65, 0.85];
    const bookWidth = 22;
    for (let x = 24, i = 0; x < width - 24; x += bookWidth + 4, i++) {
      const h = Math.round(56 * heights[i % heights.length]);
      fillRect(r, x, foot - h, bookWidth, h, shade(i % 2 ? 0.22 : 0.34));
    }
    fillRect(r, 12, foot, width - 24, 10, shade(0.45));
  }
  const ink = mostReadable(base);
  // Above the shelf of books (a library's motif ends at its top), elsewhere over the darker motifs.
  const bottom = cause.kind === "library_cover" ? foot - 68 : foot - 20;
  drawText(r, cause.name, { x: 48, y: 28, width: width - 96, height: bottom - 28 }, { colour: ink, scales: [6, 5, 4, 3], maxLines: 3 });
  return r;
}

/* Types for the parts of fontkit 2 and qrcode's core the PDF writer uses (neither ships its own). */
declare module "fontkit" {
  export interface Glyph {
    id: number;
    codePoints: number[];
    advanceWidth: number;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    direction: "ltr" | "rtl";
  }
  export interface Subset {
    includeGlyph(glyph: number | Glyph): number;
    encode(): Uint8Array;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    capHeight: number;
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: string[] | Record<string, boolean>, script?: string, language?: string, direction?: "ltr" | "rtl"): GlyphRun;
    createSubset(): Subset;
  }
  export function create(buffer: Uint8Array): Font;
}

declare module "qrcode/lib/core/qrcode.js" {
  export function create(text: string, options?: { errorCorrectionLevel?: "L" | "M" | "Q" | "H" }): { modules: { size: number; get(row: number, col: number): boolean | number } };
}

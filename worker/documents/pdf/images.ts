import { concatBytes } from "../../lib/bytes";
/*
 * Images for the PDF writer, typed by their bytes: a JPEG goes in as it is (DCTDecode); a PNG's
 * compressed rows go in as they are (FlateDecode with the PNG predictor) unless it has an alpha
 * channel, which is split off into a soft mask (SMask) — that needs the rows inflated, unfiltered and
 * deflated again (CompressionStream, no library). Anything else (SVG, WebP, GIF, interlaced or
 * 16-bit PNGs with alpha) answers null, and documents simply print without it.
 */

export interface PdfImage {
  width: number;
  height: number;
  bitsPerComponent: number;
  colorSpace: string;
  filter: "/DCTDecode" | "/FlateDecode";
  data: Uint8Array;
  decodeParms?: string;
  decode?: string;
  /** Deflated 8-bit alpha, one byte per pixel (no predictor). */
  alpha?: Uint8Array;
}

export async function loadPdfImage(bytes: Uint8Array): Promise<PdfImage | null> {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes);
    if (bytes.length > 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return await png(bytes);
  } catch {
    return null; // a damaged file: no logo rather than no document
  }
  return null;
}

function jpeg(bytes: Uint8Array): PdfImage | null {
  let at = 2;
  let adobe = false;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (marker === 0xee) adobe = true;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame header with the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = (bytes[at + 5] << 8) | bytes[at + 6];
      const width = (bytes[at + 7] << 8) | bytes[at + 8];
      const components = bytes[at + 9];
      const colorSpace = components === 1 ? "/DeviceGray" : components === 4 ? "/DeviceCMYK" : "/DeviceRGB";
      // Adobe's CMYK JPEGs are stored inverted.
      return { width, height, bitsPerComponent: 8, colorSpace, filter: "/DCTDecode", data: bytes, decode: components === 4 && adobe ? "[1 0 1 0 1 0 1 0]" : undefined };
    }
    at += 2 + length;
  }
  return null;
}

async function png(bytes: Uint8Array): Promise<PdfImage | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let depth = 8;
  let colourType = 0;
  let interlaced = false;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      depth = data[8];
      colourType = data[9];
      interlaced = data[12] === 1;
    } else if (type === "PLTE") palette = data;
    else if (type === "tRNS") transparency = data;
    else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  if (!width || !height || idat.length === 0 || interlaced) return null;
  const compressed = concatBytes(...idat);
  const colours = colourType === 2 || colourType === 6 ? 3 : 1;
  const colorSpace =
    colourType === 3 && palette
      ? `[/Indexed /DeviceRGB ${palette.length / 3 - 1} <${[...palette].map((b) => b.toString(16).padStart(2, "0")).join("")}>]`
      : colours === 3
        ? "/DeviceRGB"
        : "/DeviceGray";
  if (colourType !== 4 && colourType !== 6) {
    if (colourType === 3 && transparency) return null; // palette transparency: rare for logos, not drawn wrong — left out
    const decodeParms = `<< /Predictor 15 /Colors ${colours} /BitsPerComponent ${depth} /Columns ${width} >>`;
    return { width, height, bitsPerComponent: depth, colorSpace, filter: "/FlateDecode", data: compressed, decodeParms };
  }
  if (depth !== 8) return null;
  const channels = colours + 1;
  const raw = unfilter(await inflate(compressed), width, height, channels);
  const colour = new Uint8Array(width * height * colours);
  const alpha = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    for (let c = 0; c < colours; c++) colour[p * colours + c] = raw[p * channels + c];
    alpha[p] = raw[p * channels + colours];
  }
  return { width, height, bitsPerComponent: 8, colorSpace, filter: "/FlateDecode", data: await deflate(colour), alpha: await deflate(alpha) };
}

/** Undoes the PNG row filters (None, Sub, Up, Average, Paeth) for 8-bit samples. */
function unfilter(data: Uint8Array, width: number, height: number, bpp: number): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const row = data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const o = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[o + x - bpp] : 0;
      const b = y > 0 ? out[o - stride + x] : 0;
      const c = x >= bpp && y > 0 ? out[o - stride + x - bpp] : 0;
      let v = row[x];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[o + x] = v & 0xff;
    }
  }
  return out;
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}
const inflate = (bytes: Uint8Array) => through(bytes, new DecompressionStream("deflate"));
const deflate = (bytes: Uint8Array) => through(bytes, new CompressionStream("deflate"));


import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
// The package the Worker's alias replaces (wrangler.toml [alias]; fontkit's dependency, untyped):
// both must give the same bytes.
// @ts-expect-error -- brotli ships no type declarations
import packageDecompressUntyped from "brotli/decompress.js";
import brotliDecompress from "../../worker/lib/brotli-decompress";

const packageDecompress = packageDecompressUntyped as typeof brotliDecompress;

describe("brotli/decompress.js on the runtime's Brotli (fontkit's WOFF2 reader)", () => {
  const text = new TextEncoder().encode("The quick brown fox reads a WOFF2 font. ".repeat(500) + "Ünïcödé · देवनागरी · العربية");
  const compressed = new Uint8Array(brotliCompressSync(text));

  it("decodes what the brotli package decodes, to the same bytes", () => {
    expect(compressed.length).toBeLessThan(text.length / 10);
    const ours = brotliDecompress(compressed, text.length);
    expect(ours).toBeInstanceOf(Uint8Array);
    expect(ours).toEqual(text);
    expect(Uint8Array.from(packageDecompress(compressed, text.length))).toEqual(ours);
  });

  it("refuses a stream that does not decode to the size the font declares", () => {
    expect(() => brotliDecompress(compressed, text.length + 1)).toThrow(/expected/);
  });

  it("refuses corrupt data", () => {
    const corrupt = compressed.slice();
    corrupt.fill(0xff, 4, 40);
    expect(() => brotliDecompress(corrupt, text.length)).toThrow();
  });
});

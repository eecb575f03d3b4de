// The Worker's "brotli/decompress.js" (wrangler.toml [alias], the bundle only): fontkit reads WOFF2
// fonts with the brotli package, whose pure-JS decoder carries Brotli's 122 KB static dictionary
// as base64 (~100 KiB gzipped of the Worker, issue #15). Workers have Brotli natively in node:zlib
// (nodejs_compat), so the same call is answered by the runtime. Same signature as the package:
// (compressed bytes, expected size?) → decompressed bytes.
import { brotliDecompressSync } from "node:zlib";

export default function brotliDecompress(buffer: Uint8Array, outSize?: number): Uint8Array {
  const out = brotliDecompressSync(buffer);
  if (outSize !== undefined && out.length !== outSize) throw new Error(`Brotli data decoded to ${out.length} bytes, ${outSize} expected`);
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

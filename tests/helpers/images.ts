/** Tiny real images (1×1 pixel) and look-alikes for upload tests. The server sniffs the first bytes. */
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));

export const PNG_BYTES = fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=");
export const JPEG_BYTES = fromBase64(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
);
export const WEBP_BYTES = fromBase64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==");
export const GIF_BYTES = fromBase64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");
export const SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>';

/** A PNG signature followed by zero padding, `size` bytes in all. */
export function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES.subarray(0, 8));
  return bytes;
}

export const imageFile = (bytes: Uint8Array | string, name = "image.png", type = "image/png") => new File([bytes], name, { type });
export const pngFile = (name = "image.png") => imageFile(PNG_BYTES, name, "image/png");

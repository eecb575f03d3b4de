import { epubLimitProblem, type ZipEntryFacts } from "../../contracts/epub";
import { CorruptBookError } from "./book-files";

/** The end-of-central-directory record (22 bytes + a comment of up to 65,535) sits within this many bytes of the end. */
const EOCD_WINDOW = 65_557;
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;

const damaged = (why: string) => new CorruptBookError(`The EPUB is damaged or incomplete: ${why}.`);

async function range(bucket: R2Bucket, key: string, r: R2Range): Promise<DataView> {
  const object = await bucket.get(key, { range: r });
  if (!object) throw damaged("part of the file could not be read");
  const bytes = new Uint8Array(await object.arrayBuffer());
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Reads the archive's central directory from R2 (two ranged reads, never the whole file) and
 * checks every entry against EPUB_LIMITS: entry count, per-file and total uncompressed size,
 * compression ratio and paths. Throws CorruptBookError with the reason a person can act on.
 */
export async function inspectEpubArchive(bucket: R2Bucket, key: string, size: number): Promise<{ entries: number; uncompressedBytes: number }> {
  const tailLength = Math.min(EOCD_WINDOW, size);
  const tail = await range(bucket, key, { suffix: tailLength });
  let eocd = -1;
  for (let i = tail.byteLength - 22; i >= 0; i--) {
    if (tail.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged("its ZIP directory is missing");
  if (eocd >= 20 && tail.getUint32(eocd - 20, true) === ZIP64_LOCATOR_SIGNATURE) {
    throw new CorruptBookError("The EPUB is a ZIP64 archive, which a book never needs; please export it again as a standard EPUB.");
  }
  const count = tail.getUint16(eocd + 10, true);
  const directorySize = tail.getUint32(eocd + 12, true);
  const directoryOffset = tail.getUint32(eocd + 16, true);
  if (directoryOffset + directorySize > size) throw damaged("its ZIP directory points past the end of the file");

  const dir = await range(bucket, key, { offset: directoryOffset, length: directorySize });
  const entries: ZipEntryFacts[] = [];
  const decoder = new TextDecoder();
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > dir.byteLength || dir.getUint32(p, true) !== CENTRAL_ENTRY_SIGNATURE) throw damaged("its ZIP directory is malformed");
    const compressedSize = dir.getUint32(p + 20, true);
    const uncompressedSize = dir.getUint32(p + 24, true);
    const nameLength = dir.getUint16(p + 28, true);
    const extraLength = dir.getUint16(p + 30, true);
    const commentLength = dir.getUint16(p + 32, true);
    if (p + 46 + nameLength > dir.byteLength) throw damaged("its ZIP directory is malformed");
    const name = decoder.decode(new Uint8Array(dir.buffer, dir.byteOffset + p + 46, nameLength));
    entries.push({ name, compressedSize, uncompressedSize });
    p += 46 + nameLength + extraLength + commentLength;
  }
  const problem = epubLimitProblem(entries);
  if (problem) throw new CorruptBookError(problem);
  return { entries: entries.length, uncompressedBytes: entries.reduce((s, e) => s + e.uncompressedSize, 0) };
}

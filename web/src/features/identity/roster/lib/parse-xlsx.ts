import { strFromU8, unzipSync } from "fflate";
import { msg } from "@/lib/i18n";

/**
 * The first worksheet of an .xlsx file as rows of text. An .xlsx is a zip of XML parts: the
 * workbook names its sheets (xl/workbook.xml → its relationships), shared strings live in
 * xl/sharedStrings.xml, and each cell has a reference (B7) so empty cells and columns are simply
 * absent. Cells are shared strings (t="s"), inline strings (t="inlineStr"), booleans, or numbers.
 */
export function parseXlsx(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => f.name.startsWith("xl/") && (f.name.endsWith(".xml") || f.name.endsWith(".rels")) });
  } catch {
    throw new Error(msg("This file is not a valid .xlsx workbook."));
  }
  const xml = (name: string) => (files[name] ? new DOMParser().parseFromString(strFromU8(files[name]), "application/xml") : null);
  const shared = sharedStrings(xml("xl/sharedStrings.xml"));
  const sheet = xml(firstSheetPath(xml("xl/workbook.xml"), xml("xl/_rels/workbook.xml.rels")) ?? "xl/worksheets/sheet1.xml");
  if (!sheet) throw new Error(msg("This workbook has no worksheet."));

  const rows: string[][] = [];
  for (const r of Array.from(sheet.getElementsByTagNameNS("*", "row"))) {
    const cells: string[] = [];
    let next = 0;
    for (const c of Array.from(r.getElementsByTagNameNS("*", "c"))) {
      const ref = c.getAttribute("r");
      const col = ref ? columnIndex(ref) : next;
      while (cells.length < col) cells.push("");
      cells[col] = cellText(c, shared);
      next = col + 1;
    }
    const rowNumber = Number(r.getAttribute("r")) || rows.length + 1;
    while (rows.length < rowNumber - 1) rows.push([]);
    rows.push(cells);
  }
  return rows.filter((row) => row.some((f) => f.trim() !== ""));
}

/** "AB12" → 27 (zero-based column). */
export function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/i.exec(ref)?.[0].toUpperCase() ?? "A";
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const texts = (el: Element) =>
  Array.from(el.getElementsByTagNameNS("*", "t"))
    .filter((t) => t.parentElement?.localName !== "rPh") // phonetic hints are not part of the text
    .map((t) => t.textContent ?? "")
    .join("");

function sharedStrings(doc: Document | null): string[] {
  return doc ? Array.from(doc.getElementsByTagNameNS("*", "si")).map(texts) : [];
}

function cellText(c: Element, shared: string[]): string {
  const type = c.getAttribute("t");
  if (type === "inlineStr") {
    const is = c.getElementsByTagNameNS("*", "is")[0];
    return is ? texts(is) : "";
  }
  const v = c.getElementsByTagNameNS("*", "v")[0]?.textContent ?? "";
  if (type === "s") return shared[Number(v)] ?? "";
  if (type === "b") return v === "1" ? "TRUE" : "FALSE";
  return v; // n, str, e: the stored text (numbers as written, e.g. 7 or 1.5)
}

/** The path of the workbook's first sheet, through its relationship id. */
function firstSheetPath(workbook: Document | null, rels: Document | null): string | null {
  const first = workbook?.getElementsByTagNameNS("*", "sheet")[0];
  const rid = first?.getAttribute("r:id") ?? first?.getAttributeNS("http://schemas.openxmlformats.org/officeDocument/2006/relationships", "id");
  if (!rid || !rels) return null;
  const rel = Array.from(rels.getElementsByTagNameNS("*", "Relationship")).find((r) => r.getAttribute("Id") === rid);
  const target = rel?.getAttribute("Target");
  if (!target) return null;
  return target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`;
}

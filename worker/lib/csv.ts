/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; text a spreadsheet
 * would run as a formula (= + - @, tab, carriage return first) is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8's byte-order mark: without it Excel reads a UTF-8 file as the system's code page (Ā → Ä€). */
export const CSV_BOM = "\uFEFF";

/** A whole CSV document: the BOM, a header line, then one line per row, CRLF-terminated. */
export function csvDocument(header: string[], rows: (string | number | null)[][]): string {
  return CSV_BOM + [header.join(","), ...rows.map((r) => r.map(csvCell).join(","))].join("\r\n") + "\r\n";
}

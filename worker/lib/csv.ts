/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; text a spreadsheet
 * would run as a formula (= + - @, tab, carriage return first) is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: a header line, then one line per row, CRLF-terminated. */
export function csvDocument(header: string[], rows: (string | number | null)[][]): string {
  return [header.join(","), ...rows.map((r) => r.map(csvCell).join(","))].join("\r\n") + "\r\n";
}

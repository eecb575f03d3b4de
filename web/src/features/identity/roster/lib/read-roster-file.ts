import { MAX_IMPORT_ROWS, TOO_MANY_ROWS_MESSAGE } from "@contracts/roster";
import { parseCsv } from "./parse-csv";
import { parseXlsx } from "./parse-xlsx";
import { msg } from "@/lib/i18n";

export interface RosterFile {
  name: string;
  header: string[];
  /** Data rows (after the header). */
  rows: string[][];
}

/** 5 MB is far beyond 5,000 rows of names; a bigger file is not a class list. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Reads a .csv or .xlsx roster in the browser; the first non-empty row is the header. */
export async function readRosterFile(file: File): Promise<RosterFile> {
  if (file.size > MAX_FILE_BYTES) throw new Error(msg("This file is larger than 5 MB. Export only the class list."));
  const lower = file.name.toLowerCase();
  let table: string[][];
  if (lower.endsWith(".xlsx")) table = parseXlsx(new Uint8Array(await file.arrayBuffer()));
  else if (lower.endsWith(".csv") || lower.endsWith(".txt") || file.type === "text/csv") table = parseCsv(await file.text());
  else throw new Error(msg("Choose a .csv or .xlsx file (in Excel or Google Sheets: File → Download/Save as)."));
  const [header = [], ...rows] = table;
  if (!rows.length) throw new Error(msg("This file has no rows under its header row."));
  if (rows.length > MAX_IMPORT_ROWS) throw new Error(`${TOO_MANY_ROWS_MESSAGE}; this one has ${rows.length.toLocaleString("en")}. Split it and import each part.`);
  return { name: file.name, header: header.map((h) => h.trim()), rows };
}

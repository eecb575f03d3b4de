import { MAX_IMPORT_ROWS } from "@contracts/roster";
import { formatNumber } from "@/lib/format";
import { parseCsv } from "./parse-csv";
import { parseXlsx } from "./parse-xlsx";
import { msg } from "@/lib/i18n";

export interface RosterFile {
  name: string;
  header: string[];
  /** Data rows (after the header). */
  rows: string[][];
}

/** A file the reader refuses: `key` is a catalogue key (msg()), shown with t(key, values); `message` is its English. */
export class RosterFileError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string>,
  ) {
    super(key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ""));
  }
}

/** 5 MB is far beyond 5,000 rows of names; a bigger file is not a class list. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const EMPTY_FILE_MESSAGE = msg("This file is empty: it has no header row and no students. Choose the saved class list, or fill in the template below.");

/** Reads a .csv or .xlsx roster in the browser; the first non-empty row is the header. */
export async function readRosterFile(file: File): Promise<RosterFile> {
  if (file.size > MAX_FILE_BYTES) throw new Error(msg("This file is larger than 5 MB. Export only the class list."));
  const lower = file.name.toLowerCase();
  const xlsx = lower.endsWith(".xlsx");
  if (!xlsx && !(lower.endsWith(".csv") || lower.endsWith(".txt") || file.type === "text/csv")) throw new Error(msg("Choose a .csv or .xlsx file (in Excel or Google Sheets: File → Download/Save as)."));
  // A file saved before anything was written in it (0 bytes), or only blank lines, has no header to read.
  if (file.size === 0) throw new Error(EMPTY_FILE_MESSAGE);
  const table = xlsx ? parseXlsx(new Uint8Array(await file.arrayBuffer())) : parseCsv(await file.text());
  if (!table.length) throw new Error(EMPTY_FILE_MESSAGE);
  const [header = [], ...rows] = table;
  if (!rows.length) throw new Error(msg("This file has no rows under its header row."));
  if (rows.length > MAX_IMPORT_ROWS) throw new RosterFileError(msg("A roster file can have at most {{max}} rows; this one has {{rows}}. Split it and import each part."), {
      max: formatNumber(MAX_IMPORT_ROWS),
      rows: formatNumber(rows.length),
    });
  return { name: file.name, header: header.map((h) => h.trim()), rows };
}

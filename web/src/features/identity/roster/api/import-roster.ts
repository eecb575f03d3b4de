import { IMPORT_CHUNK, type ImportRowInput, type RosterImportResult } from "@contracts/roster";
import type { RosterParentInvitationRow, RosterParentInvitationsOut, RosterTeacherInvitationRow, RosterTeacherInvitationsOut } from "@contracts/people";
import { api } from "@/lib/api-client";
import { msg } from "@/lib/i18n";

export const importRosterChunk = (body: { total_rows: number; create_missing_classes: boolean; rows: ImportRowInput[] }) =>
  api.post<RosterImportResult>("/roster-import/", body);

/**
 * Sends the rows IMPORT_CHUNK at a time, one after another (each chunk is all-or-nothing on the
 * server), reporting progress. A failure stops the run; the chunks already in stay in, and running
 * the same file again finds them instead of creating them twice.
 */
/** A chunk the server refused: which rows it held, and what the chunks before it imported. */
export class ImportChunkError extends Error {
  constructor(
    readonly error: unknown,
    readonly rowNumbers: number[],
    readonly imported: RosterImportResult,
  ) {
    super(error instanceof Error ? error.message : msg("The import stopped."));
  }
}

export async function importRoster(
  rows: ImportRowInput[],
  opts: { totalRows: number; createMissingClasses: boolean; onProgress: (done: number) => void; signal?: AbortSignal },
): Promise<RosterImportResult> {
  const out: RosterImportResult = { results: [], created_classes: [] };
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
    if (opts.signal?.aborted) break;
    const chunk = rows.slice(i, i + IMPORT_CHUNK);
    let part: RosterImportResult;
    try {
      part = await importRosterChunk({ total_rows: opts.totalRows, create_missing_classes: opts.createMissingClasses, rows: chunk });
    } catch (err) {
      throw new ImportChunkError(err, chunk.map((r) => r.row), out);
    }
    out.results.push(...part.results);
    out.created_classes.push(...part.created_classes);
    opts.onProgress(Math.min(rows.length, i + IMPORT_CHUNK));
  }
  return out;
}

/** POST /roster-import/parent-invitations: school admins invite the file's parents after the import. */
export const inviteRosterParents = (rows: RosterParentInvitationRow[]) => api.post<RosterParentInvitationsOut>("/roster-import/parent-invitations", { rows });

/** POST /roster-import/teacher-invitations: school admins invite the file's class teachers after the import. */
export const inviteRosterTeachers = (rows: RosterTeacherInvitationRow[]) => api.post<RosterTeacherInvitationsOut>("/roster-import/teacher-invitations", { rows });

/**
 * Info-level operational lines: one per request (middleware/request-id.ts) and one per email
 * delivered. INFO_LOG=off silences them; the worker tests set it, because workerd forwarding these
 * lines to the test runner (from queue consumers still running after a test, above all) stalls the
 * vitest pool. Warnings and errors always print.
 */
export function logInfo(env: unknown, record: Record<string, unknown>): void {
  if ((env as { INFO_LOG?: string } | undefined)?.INFO_LOG === "off") return;
  console.log(JSON.stringify(record));
}

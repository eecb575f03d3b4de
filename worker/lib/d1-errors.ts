/** D1 reports constraint violations only in the message text. */
export function isUniqueViolation(err: unknown, column?: string): boolean {
  const text = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? "")}` : String(err);
  if (!/UNIQUE constraint failed/i.test(text)) return false;
  return column === undefined || text.includes(column);
}

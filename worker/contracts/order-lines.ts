/**
 * An order whose every line is a gift is documented as a donation receipt, not an invoice: nothing
 * was sold. Alone in a module without schemas, like order-statuses.ts: the document renderer (another
 * Worker) and the web app's order page decide the title with the same rule.
 */
export const isGiftsOnly = (lines: readonly { kind: string }[]): boolean => lines.length > 0 && lines.every((l) => l.kind === "donation");

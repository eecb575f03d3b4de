import type { SQL } from "drizzle-orm";
import type { DB } from "./db";
import type { Said } from "./said";

/**
 * What commerce tells the owner of an item kind when an order's payment is applied or reversed.
 * Commerce composes every owner's statements with its own into one guarded D1 batch, so an order
 * is paid (or refunded) with all its effects, or not at all, exactly once.
 */
export interface PaidOrder {
  id: string;
  tenantId: string | null;
  /** The signed-in buyer, or null for a guest. */
  userId: string | null;
}

export interface FulfilmentInput {
  order: PaidOrder;
  /**
   * This kind's lines of the order, as a subquery with the columns
   * `ref_id` (what the line sells: a donation id, a catalogue item id),
   * `catalog_kind` and `catalog_ref` (for catalogue items: their kind and what they refer to,
   * e.g. a course id; NULL for donations), `amount` (the line's price) and `refunded_amount` (the
   * part of that amount refunded to the payer, counting the refund being applied: commerce's
   * allocation of the order's refunds to its lines, see commerce/payments/fulfilment.ts).
   * Commerce owns the tables behind it.
   */
  lines: SQL;
  /**
   * True only while the order is still in the state the change leaves; every statement must be
   * conditional on it, so a replayed or concurrent event changes nothing the second time.
   */
  guard: SQL;
  now: number;
}

export interface FulfilmentHandler {
  /** Statements that deliver what was paid for, run before the order's own UPDATE. */
  onPaid(input: FulfilmentInput): SQL[];
  /** Statements that take it back after a full refund or a lost dispute. */
  onReversed(input: FulfilmentInput): SQL[];
  /**
   * Statements for a partial refund: the lines' `refunded_amount` has grown (it is the running
   * total, so a statement sets what it records to it, and a replay finds nothing left to change).
   * None for a kind that stays delivered until the whole order is refunded (a course).
   */
  onPartiallyRefunded?(input: FulfilmentInput): SQL[];
  /** Idempotent work after the batch committed (e.g. a project's funded flag follows its total). */
  afterCommit?(db: DB, input: Omit<FulfilmentInput, "guard">): Promise<void>;
  /**
   * Why this payment must be held instead of applied (e.g. a gift already paid by another order),
   * said in words the buyer and the school's staff both read (the hold reason and the history's
   * note, in the buyer's language: commerce's noteIn).
   */
  conflict?(db: DB, input: Omit<FulfilmentInput, "guard">): Promise<Said | null>;
}

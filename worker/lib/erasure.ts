import type { BatchItem } from "drizzle-orm/batch";

/**
 * A domain's part of permanently erasing one user (children's data retention): the statements that
 * remove or anonymise what it owns about the user, and the R2 objects to delete once they commit.
 * Each domain exports a function returning one; operations composes them into one D1 batch.
 */
export interface ErasurePlan {
  statements: BatchItem<"sqlite">[];
  objectKeys: string[];
  /** Folders whose every object goes too (a book's processed pages). */
  objectPrefixes?: string[];
}

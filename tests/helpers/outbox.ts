import { and, eq } from "drizzle-orm";
import { emailOutbox } from "../../worker/db/schema";
import { db } from "./factories";

/** The emails written to the outbox for `to` (with one template, when given): what a request promised to send. */
export const outboxTo = (to: string, template?: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), template ? eq(emailOutbox.template, template) : undefined))
    .all();

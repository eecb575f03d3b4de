import { foldPendingCatalogKeys, sweepPaymentEvents } from "./commerce";
import { deleteAbandonedPledges, foldPendingCharityKeys } from "./giving";
import { catchUpQuizScores, foldPendingTitleKeys as foldLearningTitleKeys, sendLiveSessionReminders, sweepStaleUploads } from "./learning";
import { createDb, type DB } from "./lib/db";
import { foldPendingTitleKeys as foldLibraryTitleKeys, sweepAbandonedBookUploads } from "./library";
import { deleteExpiredCounters } from "./lib/rate-limit";
import { deleteExpiredSignIns, foldPendingNameKeys } from "./identity";
import { deleteExpiredAuditEntries, sweepOutbox } from "./platform";

/**
 * Scheduled work, registered in one place (wrangler.toml [triggers] crons runs it). Each job
 * lives in the domain that owns its tables and is safe to run any number of times.
 */
export const CRON_JOBS: Record<string, (env: Env) => Promise<unknown>> = {
  "email outbox: re-enqueue lost sends": (env) => sweepOutbox(env),
  "rate limits: delete expired counters": (env) => deleteExpiredCounters(createDb(env.DB)),
  "payment events: re-enqueue lost sends": (env) => sweepPaymentEvents(createDb(env.DB), env.PAYMENTS_QUEUE),
  "pledges: delete unpaid ones no order holds, after 48 hours": (env) => deleteAbandonedPledges(createDb(env.DB)),
  "course files: abort uploads in parts left unfinished for 7 days": (env) => sweepStaleUploads(createDb(env.DB), env.FILES),
  "book uploads: close those left unfinished a day after their link expired": (env) => sweepAbandonedBookUploads(createDb(env.DB), env.FILES),
  "action log: delete entries older than two years": (env) => deleteExpiredAuditEntries(createDb(env.DB)),
  "sign-in history: delete rows older than two years": (env) => deleteExpiredSignIns(createDb(env.DB)),
  "names and titles: sort keys saved before they existed": (env) => foldSortKeys(createDb(env.DB)),
  "live sessions: reminders 24 hours and 1 hour before the start": (env) => sendLiveSessionReminders(env),
  "quiz attempts: score again those scored before their quiz was edited": (env) => catchUpQuizScores(env),
};

/** Each domain folds its own tables (ARCHITECTURE.md, "Languages"); one after another on the one database. */
async function foldSortKeys(db: DB): Promise<number> {
  let folded = 0;
  for (const fold of [foldPendingNameKeys, foldLibraryTitleKeys, foldLearningTitleKeys, foldPendingCharityKeys, foldPendingCatalogKeys]) folded += await fold(db);
  return folded;
}

export async function runCron(env: Env): Promise<void> {
  const results = await Promise.allSettled(Object.values(CRON_JOBS).map((job) => job(env)));
  const names = Object.keys(CRON_JOBS);
  results.forEach((r, i) => {
    if (r.status === "rejected") console.error(JSON.stringify({ msg: "cron job failed", job: names[i], error: String(r.reason) }));
  });
}

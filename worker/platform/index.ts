/*
 * Platform: what every domain leans on and no domain owns — the email outbox, its delivery
 * queue and templates (email_outbox, dev_mailbox), email monitoring, the file server for R2
 * objects, and the local development tools. It imports no other domain.
 */

// Routes (mounted by worker/app.ts)
export { devRoutes } from "./dev/dev.routes";
export { emailMonitoringRoutes } from "./email/email-monitoring.routes";
export { fileRoutes } from "./files/files.routes";
export { healthRoutes } from "./health/health.routes";

// Email: write the outbox row in the caller's batch, enqueue after it commits
export { dispatchEmails, prepareEmail, prepareEmailWhen } from "./email/outbox";

// The schools-email queue and the cron sweep (queues/email.ts, worker/cron.ts)
export { emailQueueHandler, sweepOutbox } from "./email/delivery";

// The staff action log: entries written in the caller's batch, read in the admin panels
export { auditErasure, deleteExpiredAuditEntries, prepareAuditEntry, prepareAuditEntryIf, recordAuditEntry, type AuditEntryInput } from "./audit/audit-entry";
export { schoolActionLogRoutes, staffActionLogRoutes } from "./audit/action-log.routes";

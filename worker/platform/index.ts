export { devRoutes } from "./dev/dev.routes";
export { listOutbox } from "./email/email-monitoring.service";
export { dispatchEmails, prepareEmail, prepareEmailWhen } from "./email/outbox";
export { renderTemplate, TEMPLATES } from "./email/templates";
export { type EmailTransport, transportFor } from "./email/transports";
export { fileRoutes } from "./files/files.routes";
export { emailQueueHandler, sweepOutbox } from "./email/delivery";

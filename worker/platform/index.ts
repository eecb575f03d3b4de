export { devRoutes } from "./dev/dev.routes";
export { listOutbox } from "./email/email-monitoring.service";
export { dispatchEmails, prepareEmail } from "./email/outbox";
export { renderTemplate, TEMPLATES } from "./email/templates";
export { type EmailTransport, transportFor } from "./email/transports";
export { fileRoutes } from "./files/files.routes";

import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { brandName } from "../../contracts/brand";
import { CONTACT_TOPIC_LABELS, PROBLEM_CATEGORY_LABELS, SCREENSHOT_MAX_BYTES, type ContactInput, type FormReceiptOut, type InboxKind, type ProblemReportInput, type TourRequestInput } from "../../contracts/operations";
import { contactMessages, problemReports, tourRequests, users } from "../../db/schema";
import type { ServiceContext } from "../../lib/context";
import { AppError, fieldError } from "../../lib/errors";
import { newClassCode, newId, randomToken } from "../../lib/ids";
import { siteOrigin } from "../../lib/origins";
import { countEvent, rateLimited, type LimitRule } from "../../lib/rate-limit";
import { said, sayIn, type Said } from "../../lib/said";
import { sniffImageType } from "../../lib/storage";
import { verifyTurnstile } from "../../lib/turnstile";
import { dispatchEmails, prepareEmail } from "../../platform";

type PreparedEmail = ReturnType<typeof prepareEmail>;
import { slotInstant } from "./slots";

/** Per client address and hour: enough for a school's office, too few to flood the inbox. */
export const FORM_LIMITS = {
  contact: { limit: 5, windowMs: 60 * 60 * 1000 },
  problem: { limit: 10, windowMs: 60 * 60 * 1000 },
  tour: { limit: 5, windowMs: 60 * 60 * 1000 },
} satisfies Record<InboxKind, LimitRule>;

const PREFIX: Record<InboxKind, string> = { contact: "C", problem: "P", tour: "T" };
export const KIND_LABEL: Record<InboxKind, string> = { contact: "message", problem: "problem report", tour: "tour request" };
/** Alerts go to at most this many staff addresses, and at most this many of a school's admins. */
const ALERT_RECIPIENTS = 20;

/** A reference people can read out on the phone: "P-7KQ3MZ" (no look-alike characters). */
export const newReference = (kind: InboxKind) => `${PREFIX[kind]}-${newClassCode(6)}`;

/**
 * Every public form's gate: the honeypot (a filled-in hidden field means a robot, which is told
 * "thank you" and nothing is stored), the optional Turnstile check and a per-address limit.
 */
async function admit(ctx: ServiceContext, kind: InboxKind, input: { website?: string; turnstile_token?: string }): Promise<boolean> {
  if (input.website) return false;
  if (!(await verifyTurnstile(ctx.env.TURNSTILE_SECRET_KEY, input.turnstile_token, ctx.clientAddress))) {
    throw fieldError("turnstile_token", "Please complete the security check and try again.");
  }
  const counter = await countEvent(ctx.db, `form:${kind}:${ctx.clientAddress}`, FORM_LIMITS[kind]);
  if (counter.count > FORM_LIMITS[kind].limit) throw rateLimited(counter.resetAt, "You have sent several forms in a short time. Please wait a while and try again.");
  return true;
}

/** What the sender reads on the page, in their language (the web app shows it as it comes). */
const RECEIPT_TEXT: Record<InboxKind | "schoolContact", (reference: string, school?: string) => Said> = {
  contact: (reference) => said("Thank you. We received your message ({{reference}}) and reply within two working days.", { reference }),
  // A school's site: the school's admins read it and answer, not the platform's team.
  schoolContact: (reference, school) => said("Thank you. {{school}} received your message ({{reference}}) and will reply by email.", { reference, school: school ?? "" }),
  problem: (reference) => said("Thank you. We received your report ({{reference}}) and are looking into it.", { reference }),
  tour: (reference) => said("Thank you. We received your tour request ({{reference}}) and will write to confirm a time.", { reference }),
};

const receiptFor = (ctx: ServiceContext, kind: InboxKind, reference: string): FormReceiptOut => ({
  reference,
  message: sayIn(ctx.locale ?? "en", kind === "contact" && ctx.tenant ? RECEIPT_TEXT.schoolContact(reference, ctx.tenant.schoolName) : RECEIPT_TEXT[kind](reference)),
});

/** Where a contact message goes on a school's host: that school's active admins with an email (a bounded list). */
async function schoolAdminAddresses(ctx: ServiceContext, kind: InboxKind): Promise<string[]> {
  if (kind !== "contact" || ctx.scope.tenantId === null) return [];
  const admins = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(ctx.scope.where(users, eq(users.role, "school_admin"), eq(users.archived, false), isNotNull(users.email)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(ALERT_RECIPIENTS)
    .all();
  return admins.map((a) => a.email!);
}

/** The acknowledgement to the sender and the alert to staff, written in the same batch as the item. */
async function emailsFor(
  ctx: ServiceContext,
  kind: InboxKind,
  item: { id: string; reference: string; name: string; email: string | null; excerpt: string },
  next: string,
  nextVars?: Record<string, string>,
): Promise<PreparedEmail[]> {
  const school = brandName(ctx.tenant?.schoolName);
  const tenantId = ctx.scope.tenantId;
  const out: PreparedEmail[] = [];
  if (item.email) {
    out.push(
      prepareEmail(ctx.db, {
        template: "inbox_acknowledgement",
        to: item.email,
        tenantId,
        locale: ctx.locale,
        data: { school_name: school, name: item.name, reference: item.reference, what: KIND_LABEL[kind], next, ...(nextVars ? { next_vars: nextVars } : {}), link: `${ctx.origin}/` },
      }),
    );
  }
  const [staff, admins] = await Promise.all([
    ctx.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.isStaff, true), eq(users.archived, false), isNotNull(users.email)))
      .limit(ALERT_RECIPIENTS)
      .all(),
    schoolAdminAddresses(ctx, kind),
  ]);
  const alert = { school_name: school, what: KIND_LABEL[kind], reference: item.reference, from: [item.name, item.email].filter(Boolean).join(" · "), excerpt: item.excerpt.length > 590 ? `${item.excerpt.slice(0, 590)}…` : item.excerpt };
  const staffAddresses = new Set(staff.map((s) => s.email!));
  // Staff open every school's items in the panel on the platform's host, where they are signed in
  // (a session is bound to its host): not on the school's host, which would ask them to sign in again.
  const panel = siteOrigin(ctx.env, null, { host: "", url: ctx.origin });
  for (const to of staffAddresses) {
    out.push(prepareEmail(ctx.db, { template: "inbox_alert", to, tenantId, data: { ...alert, link: `${panel}/admin-panel/inbox/${kind}/${item.id}` } }));
  }
  // The school's admins open it on their own site (ctx.origin is the school's host); one who is also staff has the staff alert.
  for (const to of admins.filter((a) => !staffAddresses.has(a))) {
    out.push(prepareEmail(ctx.db, { template: "inbox_alert", to, tenantId, data: { ...alert, audience: "school_admin", link: `${ctx.origin}/admin/messages/${item.id}` } }));
  }
  return out;
}

async function commit(ctx: ServiceContext, insert: BatchItem<"sqlite">, emails: PreparedEmail[]) {
  // One batch: the item and its emails' outbox rows are written together or not at all.
  await ctx.db.batch([insert, ...emails.map((e) => e.insert)]);
  ctx.waitUntil(
    dispatchEmails(
      ctx.env.EMAIL_QUEUE,
      emails.map((e) => e.outboxId),
    ),
  );
}

/** POST /api/contact/: a message for the host's school (or the platform). */
export async function submitContact(ctx: ServiceContext, input: ContactInput): Promise<FormReceiptOut> {
  const reference = newReference("contact");
  if (!(await admit(ctx, "contact", input))) return receiptFor(ctx, "contact", reference);
  const id = newId("msg");
  const item = { id, reference, name: input.name, email: input.email, excerpt: `${CONTACT_TOPIC_LABELS[input.topic]}: ${input.message}` };
  // On a school's site the school answers (its admins are alerted); on the platform's, the platform's team.
  const emails = ctx.tenant
    ? await emailsFor(ctx, "contact", item, "{{school}} will reply to this address. If something on the site is not working, the problem report form reaches the right people fastest.", {
        school: brandName(ctx.tenant.schoolName).slice(0, 100),
      })
    : await emailsFor(ctx, "contact", item, "We reply within two working days. If something is not working, the problem report form reaches the right people fastest.");
  await commit(
    ctx,
    ctx.db.insert(contactMessages).values(ctx.scope.values({ id, reference, userId: ctx.user?.id ?? null, name: input.name, email: input.email, topic: input.topic, message: input.message })),
    emails,
  );
  return receiptFor(ctx, "contact", reference);
}

/** POST /api/problem-reports/: what went wrong, where, with an optional screenshot (typed by its bytes, to R2). */
export async function submitProblem(ctx: ServiceContext, input: ProblemReportInput, screenshot: File | undefined): Promise<FormReceiptOut> {
  const reference = newReference("problem");
  if (!(await admit(ctx, "problem", input))) return receiptFor(ctx, "problem", reference);
  let shot: { bytes: Uint8Array; type: string } | null = null;
  if (screenshot) {
    if (screenshot.size > SCREENSHOT_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The screenshot is too large: use a PNG, JPEG or WebP picture up to 5 MB.", { screenshot: ["Use a picture up to 5 MB"] });
    const bytes = new Uint8Array(await screenshot.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type || bytes.length === 0) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The screenshot must be a PNG, JPEG or WebP picture.", { screenshot: ["Use a PNG, JPEG or WebP picture"] });
    shot = { bytes, type };
  }
  const reporter = ctx.user ? await ctx.db.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, ctx.user.id)).get() : undefined;
  const email = input.email || reporter?.email || null;
  const name = reporter?.firstName ?? "";
  const id = newId("prb");
  const key = shot ? `${ctx.scope.tenantId ? `tenants/${ctx.scope.tenantId}` : "platform"}/problem-reports/${randomToken(16)}` : null;
  const emails = await emailsFor(
    ctx,
    "problem",
    { id, reference, name, email, excerpt: `${PROBLEM_CATEGORY_LABELS[input.category]} — ${input.page || "no page given"}: ${input.description}` },
    "Our team reads every report. When it is fixed, or if we need to know more, we write to this address.",
  );
  // The screenshot is stored first: a report never points at a file that is not there. If the
  // batch fails, the orphan is removed.
  if (shot && key) await ctx.env.FILES.put(key, shot.bytes, { httpMetadata: { contentType: shot.type } });
  try {
    await commit(
      ctx,
      ctx.db.insert(problemReports).values(
        ctx.scope.values({
          id,
          reference,
          userId: ctx.user?.id ?? null,
          category: input.category,
          description: input.description,
          page: input.page,
          userAgent: input.user_agent ?? "",
          email,
          screenshotKey: key,
          screenshotType: shot?.type ?? null,
        }),
      ),
      emails,
    );
  } catch (err) {
    if (key) await ctx.env.FILES.delete(key);
    throw err;
  }
  return receiptFor(ctx, "problem", reference);
}

/** POST /api/tour-requests/: a school asks for a guided tour at times in its own time zone. */
export async function submitTour(ctx: ServiceContext, input: TourRequestInput): Promise<FormReceiptOut> {
  const reference = newReference("tour");
  if (!(await admit(ctx, "tour", input))) return receiptFor(ctx, "tour", reference);
  const id = newId("tour");
  const when = input.slots.map((s) => `${s.date} ${s.time} (${input.time_zone}; ${slotInstant(s, input.time_zone).toISOString().slice(0, 16).replace("T", " ")} UTC)`).join("; ");
  const emails = await emailsFor(
    ctx,
    "tour",
    { id, reference, name: input.contact_name, email: input.email, excerpt: `${input.school_name} (${input.country}${input.students ? `, ${input.students} students` : ""}). Preferred: ${when}. ${input.message}` },
    // The email template fills in {{time_zone}} in the reader's language (platform/email PAYLOAD_PHRASES).
    "We will write within two working days to confirm one of the times you gave (in your time zone, {{time_zone}}).",
    { time_zone: input.time_zone },
  );
  await commit(
    ctx,
    ctx.db.insert(tourRequests).values(
      ctx.scope.values({
        id,
        reference,
        schoolName: input.school_name,
        contactName: input.contact_name,
        email: input.email,
        phone: input.phone,
        role: input.role,
        country: input.country,
        students: input.students ?? null,
        timeZone: input.time_zone,
        slots: JSON.stringify(input.slots),
        message: input.message,
      }),
    ),
    emails,
  );
  return receiptFor(ctx, "tour", reference);
}

import { z } from "zod";
import { PLATFORM_NAME, PLATFORM_PRIMARY_COLOR } from "../../contracts/brand";
import { relativeLuminance } from "../../contracts/colours";
import { formatMoney } from "../../contracts/currencies";
import { dateLocale, localeDir, type Locale } from "../../contracts/locales";
import { escapeHtml } from "../../lib/html-escape";
import { msg, translator, type Translate } from "./translate";

/**
 * Email templates: each validates the data it renders with, so a malformed outbox payload fails
 * loudly in the consumer instead of sending a broken email. Every word goes through `t` (the
 * recipient's language, ./translate.ts); the data's own text (names, titles, notes) is shown as written.
 */
const brand = { school_name: z.string().min(1) };
/** A live session's start, formatted at delivery in the recipient's language (older rows carry only `when`, in English). */
const startsAt = { starts_at: z.number().int().optional(), time_zone: z.string().max(64).optional() };

/**
 * Phrases other domains put into payloads (identity's role words, operations' form kinds and
 * next steps, learning's status lines and reminder leads), translated where they are shown.
 * A phrase missing here is sent in English.
 */
export const PAYLOAD_PHRASES = [
  msg("teacher"),
  msg("school admin"),
  msg("parent"),
  msg("message"),
  msg("problem report"),
  msg("tour request"),
  msg("We reply within two working days. If something is not working, the problem report form reaches the right people fastest."),
  msg("{{school}} will reply to this address. If something on the site is not working, the problem report form reaches the right people fastest."),
  msg("Our team reads every report. When it is fixed, or if we need to know more, we write to this address."),
  msg("We will write within two working days to confirm one of the times you gave (in your time zone, {{time_zone}})."),
  msg("You're registered"),
  msg("You're on the waitlist"),
  msg("A place opened up: you're registered"),
  msg("in 24 hours"),
  msg("in 1 hour"),
  msg("there"),
];

export const TEMPLATES = {
  verification: {
    data: z.object({ ...brand, first_name: z.string(), link: z.url() }),
    subject: (d: { school_name: string }, t: Translate) => t("Confirm your email for {{school}}", { school: d.school_name }),
    body: (d: { first_name: string; link: string; school_name: string }, t: Translate) => ({
      heading: t("Welcome, {{name}}!", { name: d.first_name }),
      paragraphs: [
        t("Please confirm your email address to finish setting up your {{school}} account.", { school: d.school_name }),
        t("This link works once and expires in 48 hours."),
      ],
      action: { label: t("Confirm my email"), url: d.link },
      footnote: t("If you did not create an account, you can ignore this email."),
    }),
  },
  password_reset: {
    data: z.object({ ...brand, first_name: z.string(), link: z.url() }),
    subject: (d: { school_name: string }, t: Translate) => t("Reset your {{school}} password", { school: d.school_name }),
    body: (d: { first_name: string; link: string; school_name: string }, t: Translate) => ({
      heading: t("Hello {{name}},", { name: d.first_name }),
      paragraphs: [
        t("We received a request to reset your password. Choose a new one with the button below."),
        t("This link works once and expires in 1 hour."),
      ],
      action: { label: t("Choose a new password"), url: d.link },
      footnote: t("If you did not ask for this, you can ignore this email: your password stays the same."),
    }),
  },
  invitation: {
    data: z.object({ ...brand, first_name: z.string(), inviter_name: z.string(), link: z.url() }),
    subject: (d: { school_name: string }, t: Translate) => t("You're invited to {{school}}", { school: d.school_name }),
    body: (d: { first_name: string; inviter_name: string; link: string; school_name: string }, t: Translate) => ({
      heading: t("Hello {{name}},", { name: d.first_name }),
      paragraphs: [
        t("{{inviter}} has created an account for you on {{school}}.", { inviter: d.inviter_name, school: d.school_name }),
        t("Accept the invitation and choose your password with the button below. The link expires in 7 days."),
      ],
      action: { label: t("Accept invitation"), url: d.link },
      footnote: t("If you were not expecting this, you can ignore this email."),
    }),
  },
  /** An invitation to join a school in a role (the invitations model; the account is made on acceptance). */
  school_invitation: {
    data: z.object({ ...brand, first_name: z.string(), inviter_name: z.string(), role_label: z.string().min(1), children: z.string(), classes: z.string().optional().default(""), link: z.url() }),
    subject: (d: { school_name: string; role_label: string }, t: Translate) => t("You're invited to {{school}} as a {{role}}", { school: d.school_name, role: t(d.role_label) }),
    body: (d: { first_name: string; inviter_name: string; role_label: string; children: string; classes?: string; link: string; school_name: string }, t: Translate) => ({
      heading: t("Hello {{name}},", { name: d.first_name }),
      paragraphs: [
        t("{{inviter}} has invited you to join {{school}} as a {{role}}.", { inviter: d.inviter_name, school: d.school_name, role: t(d.role_label) }),
        ...(d.children ? [t("Once you accept, you can follow {{children}} on your dashboard.", { children: d.children })] : []),
        ...(d.classes ? [t("Once you accept, you will be the teacher of {{classes}}.", { classes: d.classes })] : []),
        t("Accept with the button below: sign in if you already have an account with this email, or choose a password. The link works once and expires in 7 days."),
      ],
      action: { label: t("Accept invitation"), url: d.link },
      footnote: t("If you were not expecting this, you can ignore this email."),
    }),
  },
  payment_receipt: {
    data: z.object({
      ...brand,
      name: z.string(),
      order_number: z.string().min(1),
      /** Formatted in English when the row was written; `total_minor` + `currency` (newer rows) are formatted in the recipient's language. */
      total: z.string().min(1),
      lines: z.array(z.string()).max(50),
      currency: z.string().regex(/^[A-Za-z]{3}$/).optional(),
      total_minor: z.number().int().optional(),
      items: z.array(z.object({ title: z.string(), amount_minor: z.number().int() })).max(50).optional(),
      link: z.url(),
    }),
    subject: (d: { school_name: string; order_number: string }, t: Translate) => t("Your receipt for order {{number}} — {{school}}", { number: d.order_number, school: d.school_name }),
    body: (d: { school_name: string; name: string; order_number: string; total: string; lines: string[]; currency?: string; total_minor?: number; items?: { title: string; amount_minor: number }[]; link: string }, t: Translate, locale: Locale) => {
      const money = (minor: number) => formatMoney(minor, d.currency!, locale);
      const total = d.currency && d.total_minor !== undefined ? money(d.total_minor) : d.total;
      const lines = d.currency && d.items ? d.items.map((i) => `${i.title} — ${money(i.amount_minor)}`) : d.lines;
      return {
        heading: t("Thank you, {{name}}!", { name: d.name }),
        paragraphs: [
          t("We received your payment of {{total}} for order {{number}}.", { total, number: d.order_number }),
          ...lines.map((l) => `• ${l}`),
          t("Your receipt (with a PDF copy) and the order's progress are on the page below."),
        ],
        action: { label: t("View your receipt"), url: d.link },
        footnote: t("Keep this email for your records. Questions? Reply to {{school}}.", { school: d.school_name }),
      };
    },
  },
  /** The public forms (contact, problem report, tour request): "we have it, here is your reference". */
  inbox_acknowledgement: {
    data: z.object({
      ...brand,
      name: z.string(),
      reference: z.string().min(1),
      what: z.string().min(1),
      /** The next step: one of PAYLOAD_PHRASES (translated; `next_vars` fill its {{…}}) or text shown as written. */
      next: z.string().min(1),
      next_vars: z.record(z.string(), z.string().max(100)).optional(),
      link: z.url(),
    }),
    subject: (d: { school_name: string; reference: string; what: string }, t: Translate) => t("We received your {{what}} ({{reference}}) — {{school}}", { what: t(d.what), reference: d.reference, school: d.school_name }),
    body: (d: { name: string; reference: string; what: string; next: string; next_vars?: Record<string, string>; link: string }, t: Translate) => ({
      heading: d.name ? t("Thank you, {{name}}", { name: d.name }) : t("Thank you"),
      paragraphs: [t("We received your {{what}}. Its reference is {{reference}}: quote it if you write to us about it.", { what: t(d.what), reference: d.reference }), t(d.next, d.next_vars ?? {})],
      action: { label: t("Visit the site"), url: d.link },
      footnote: t("You receive this email because this address was given on our site. If that was not you, you can ignore it."),
    }),
  },
  /** Staff, and for a message sent on a school's site that school's admins (`audience`), are told of a new item in the inbox. */
  inbox_alert: {
    data: z.object({ ...brand, what: z.string().min(1), reference: z.string().min(1), from: z.string(), excerpt: z.string().max(600), link: z.url(), audience: z.enum(["staff", "school_admin"]).optional() }),
    subject: (d: { what: string; reference: string; school_name: string }, t: Translate) => t("New {{what}} {{reference}} on {{school}}", { what: t(d.what), reference: d.reference, school: d.school_name }),
    body: (d: { what: string; reference: string; from: string; excerpt: string; link: string; school_name: string; audience?: "staff" | "school_admin" }, t: Translate) => ({
      heading: t("New {{what}} ({{reference}})", { what: t(d.what), reference: d.reference }),
      paragraphs: [d.from ? t("From {{from}} on {{school}}:", { from: d.from, school: d.school_name }) : t("From a visitor on {{school}}:", { school: d.school_name }), d.excerpt],
      ...(d.audience === "school_admin"
        ? {
            action: { label: t("Open it in your school's messages"), url: d.link },
            footnote: t("You receive these alerts as an admin of {{school}}: messages sent through its contact form come to you.", { school: d.school_name }),
          }
        : { action: { label: t("Open it in the admin panel"), url: d.link }, footnote: t("You receive these alerts as platform staff.") }),
    }),
  },
  /** A staff member's reply to a contact message, problem report or tour request. */
  inbox_reply: {
    data: z.object({ ...brand, name: z.string(), reference: z.string().min(1), reply: z.string().min(1).max(5000), link: z.url() }),
    subject: (d: { reference: string; school_name: string }, t: Translate) => t("Re: {{reference}} — {{school}}", { reference: d.reference, school: d.school_name }),
    body: (d: { name: string; reference: string; reply: string; link: string; school_name: string }, t: Translate) => ({
      heading: d.name ? t("Hello {{name}},", { name: d.name }) : t("Hello,"),
      paragraphs: [
        ...d.reply
          .split(/\n{2,}/)
          .map((p) => p.trim())
          .filter(Boolean),
        t("— The {{school}} team", { school: d.school_name }),
      ],
      action: { label: t("Visit the site"), url: d.link },
      footnote: t("This is about your message {{reference}}. Reply through the contact form if you need more help.", { reference: d.reference }),
    }),
  },
  /** Live sessions (learning/live): a visitor confirms a public webinar registration. */
  live_session_confirm: {
    data: z.object({ ...brand, name: z.string(), title: z.string().min(1), when: z.string().min(1), ...startsAt, link: z.url() }),
    subject: (d: { title: string }, t: Translate) => t("Confirm your place: {{title}}", { title: d.title }),
    body: (d: { school_name: string; name: string; title: string; when: string; starts_at?: number; time_zone?: string; link: string }, t: Translate, _locale: Locale, dates: string) => ({
      heading: t("Hello {{name}},", { name: registrantName(d.name, t) }),
      paragraphs: [
        t("Please confirm your registration for \"{{title}}\" ({{when}}).", { title: d.title, when: whenOf(d, dates) }),
        t("Your place is held once you confirm. The link in this email is also your way in on the day, so keep it."),
      ],
      action: { label: t("Confirm my place"), url: d.link },
      footnote: t("If you did not register, you can ignore this email. — {{school}}", { school: d.school_name }),
    }),
  },
  /** Registered, waitlisted or moved up from the waitlist. */
  live_session_notice: {
    data: z.object({ ...brand, name: z.string(), title: z.string().min(1), when: z.string().min(1), ...startsAt, status_line: z.string().min(1), link: z.url(), calendar_link: z.url() }),
    subject: (d: { title: string; status_line: string }, t: Translate) => t("{{status}}: {{title}}", { status: t(d.status_line), title: d.title }),
    body: (d: { school_name: string; name: string; title: string; when: string; starts_at?: number; time_zone?: string; status_line: string; link: string; calendar_link: string }, t: Translate, _locale: Locale, dates: string) => ({
      heading: t("Hello {{name}},", { name: registrantName(d.name, t) }),
      paragraphs: [
        t("{{status}} for \"{{title}}\".", { status: t(d.status_line), title: d.title }),
        t("When: {{when}}.", { when: whenOf(d, dates) }),
        t("Add it to your calendar: {{link}}", { link: d.calendar_link }),
      ],
      action: { label: t("View the session"), url: d.link },
      footnote: t("You can cancel your registration on the session's page. — {{school}}", { school: d.school_name }),
    }),
  },
  live_session_reminder: {
    data: z.object({ ...brand, name: z.string(), title: z.string().min(1), when: z.string().min(1), ...startsAt, lead: z.string().min(1), link: z.url(), calendar_link: z.url() }),
    subject: (d: { title: string; lead: string }, t: Translate) => t("Starts {{lead}}: {{title}}", { lead: t(d.lead), title: d.title }),
    body: (d: { school_name: string; name: string; title: string; when: string; starts_at?: number; time_zone?: string; lead: string; link: string; calendar_link: string }, t: Translate, _locale: Locale, dates: string) => ({
      heading: t("Hello {{name}},", { name: registrantName(d.name, t) }),
      paragraphs: [
        t("\"{{title}}\" starts {{lead}} ({{when}}).", { title: d.title, lead: t(d.lead), when: whenOf(d, dates) }),
        t("The join button appears on the session's page 15 minutes before the start."),
        t("Calendar file: {{link}}", { link: d.calendar_link }),
      ],
      action: { label: t("Open the session"), url: d.link },
      footnote: t("You receive this because you registered. — {{school}}", { school: d.school_name }),
    }),
  },
  /** A new time (or other change) or a cancellation, with the link to the updated .ics. */
  live_session_changed: {
    data: z.object({ ...brand, name: z.string(), title: z.string().min(1), when: z.string().min(1), ...startsAt, cancelled: z.boolean(), note: z.string(), link: z.url(), calendar_link: z.url() }),
    subject: (d: { title: string; cancelled: boolean }, t: Translate) => (d.cancelled ? t("Cancelled: {{title}}", { title: d.title }) : t("Updated: {{title}}", { title: d.title })),
    body: (d: { school_name: string; name: string; title: string; when: string; starts_at?: number; time_zone?: string; cancelled: boolean; note: string; link: string; calendar_link: string }, t: Translate, _locale: Locale, dates: string) => ({
      heading: t("Hello {{name}},", { name: registrantName(d.name, t) }),
      paragraphs: [
        d.cancelled
          ? t("\"{{title}}\" ({{when}}) has been cancelled.", { title: d.title, when: whenOf(d, dates) })
          : t("\"{{title}}\" has changed. It is now {{when}}.", { title: d.title, when: whenOf(d, dates) }),
        ...(d.note ? [d.note] : []),
        t("Open the updated calendar file to update your calendar: {{link}}", { link: d.calendar_link }),
      ],
      action: { label: t("View the session"), url: d.link },
      footnote: t("You receive this because you registered. — {{school}}", { school: d.school_name }),
    }),
  },
  /** A certificate was issued (at once, or when its final work was approved). */
  certificate_issued: {
    data: z.object({ ...brand, name: z.string(), course: z.string().min(1), link: z.url() }),
    subject: (d: { course: string; school_name: string }, t: Translate) => t("Your certificate for {{course}} — {{school}}", { course: d.course, school: d.school_name }),
    body: (d: { name: string; course: string; link: string }, t: Translate) => ({
      heading: d.name ? t("Well done, {{name}}!", { name: d.name }) : t("Well done!"),
      paragraphs: [
        t("You completed {{course}} and your certificate is ready. Download it as a PDF, share its link, or keep its digital credential: anyone can check it is genuine.", { course: d.course }),
      ],
      action: { label: t("See your certificate"), url: d.link },
      footnote: t("You receive this email because you completed a course."),
    }),
  },
  /** The reviewer sent a certificate claim back with a note. */
  certificate_returned: {
    data: z.object({ ...brand, name: z.string(), course: z.string().min(1), note: z.string().max(2000), link: z.url() }),
    subject: (d: { course: string; school_name: string }, t: Translate) => t("Your certificate claim for {{course}} needs a change — {{school}}", { course: d.course, school: d.school_name }),
    body: (d: { name: string; course: string; note: string; link: string }, t: Translate) => ({
      heading: d.name ? t("Hello {{name}},", { name: d.name }) : t("Hello,"),
      paragraphs: [
        t("Your teacher looked at the final work you sent for {{course}} and asked for a change before the certificate is issued.", { course: d.course }),
        d.note || t("Open your claim to see what to change."),
      ],
      action: { label: t("Open your claim"), url: d.link },
      footnote: t("You receive this email because you claimed a certificate."),
    }),
  },
} as const;

/** Learning writes "there" for a registrant without a name ("Hello there,"): that word is translated, a name is not. */
const registrantName = (name: string, t: Translate) => (name === "there" ? t("there") : name);

/** "Thursday 26 November 2026 at 17:00 (Europe/London)" in the reader's language (`dates`: contracts/locales.ts#dateLocale), when the row carries the instant. */
function whenOf(d: { when: string; starts_at?: number; time_zone?: string }, dates: string): string {
  if (d.starts_at === undefined || !d.time_zone) return d.when;
  try {
    const text = new Intl.DateTimeFormat(dates, { dateStyle: "full", timeStyle: "short", timeZone: d.time_zone }).format(new Date(d.starts_at));
    return `${text} (${d.time_zone})`;
  } catch {
    return d.when;
  }
}

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<T extends TemplateName> = z.infer<(typeof TEMPLATES)[T]["data"]>;

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(TEMPLATES, name);
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Who the email comes from, drawn around the message: the school's (or the platform's) name, colour, logo and site. */
export interface EmailBrand {
  name: string;
  /** #rrggbb, the button and the band at the top. */
  colour: string;
  /** Absolute URL of the logo, or null. */
  logoUrl: string | null;
  /** The site's home page, linked in the footer. */
  siteUrl: string | null;
  /** Replies go to the school's office rather than a no-reply address. */
  replyTo: string | null;
  /** The school's default language: its emails' language when the recipient has none of their own. */
  locale?: Locale;
  /** The school's country (ISO alpha-2): English dates are written its way; none on the platform's (en-GB). */
  country?: string | null;
}

export const PLATFORM_EMAIL_BRAND: EmailBrand = { name: PLATFORM_NAME, colour: PLATFORM_PRIMARY_COLOR, logoUrl: null, siteUrl: null, replyTo: null, locale: "en" };

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): "#ffffff" | "#111111" {
  const luminance = relativeLuminance(hex);
  if (luminance === null) return "#ffffff";
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? "#ffffff" : "#111111";
}

/**
 * The email as HTML (inline styles, table layout: what mail clients render) and its plain-text
 * alternative, in the brand of the school that sends it.
 */
export function renderTemplate(name: string, payload: unknown, brand: EmailBrand = PLATFORM_EMAIL_BRAND, locale: Locale = "en"): RenderedEmail {
  if (!isTemplateName(name)) throw new Error(`Unknown email template "${name}"`);
  const template = TEMPLATES[name];
  const data = template.data.parse(payload) as never;
  const t = translator(locale);
  const subject: string = template.subject(data, t);
  const body: ReturnType<(typeof TEMPLATES)["verification"]["body"]> = template.body(data, t, locale, dateLocale(locale, brand.country));
  const dir = localeDir(locale);
  const start = dir === "rtl" ? "right" : "left";
  const end = dir === "rtl" ? "left" : "right";
  const colour = /^#[0-9a-f]{6}$/i.test(brand.colour) ? brand.colour : PLATFORM_EMAIL_BRAND.colour;
  const ink = textOn(colour);
  const logo = brand.logoUrl ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="40" style="height:40px;max-width:160px;vertical-align:middle;margin-${end}:12px;border:0">` : "";
  const site = brand.siteUrl ? ` · <a href="${escapeHtml(brand.siteUrl)}" style="color:#52525b" dir="ltr">${escapeHtml(brand.siteUrl.replace(/^https?:\/\//, ""))}</a>` : "";
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden;direction:${dir};text-align:${start}">
<tr><td style="background:${colour};color:${ink};padding:16px 32px;font-size:18px;font-weight:bold;text-align:${start}">${logo}${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:32px;text-align:${start}">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(body.heading)}</h1>
${body.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:${colour};color:${ink};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(body.action.label)}</a></p>
<p style="font-size:13px;color:#52525b;margin:0 0 8px">${escapeHtml(t("Or open this link:"))} <a href="${escapeHtml(body.action.url)}" dir="ltr">${escapeHtml(body.action.url)}</a></p>
<p style="font-size:13px;color:#52525b;margin:16px 0 0">${escapeHtml(body.footnote)}</p>
<p style="font-size:12px;color:#71717a;margin:24px 0 0;border-top:1px solid #e4e4e7;padding-top:12px">${escapeHtml(brand.name)}${site}</p>
</td></tr></table></body></html>`;
  const text = [body.heading, "", ...body.paragraphs, "", `${body.action.label}: ${body.action.url}`, "", body.footnote, "", `— ${brand.name}${brand.siteUrl ? ` · ${brand.siteUrl}` : ""}`].join("\n");
  return { subject, html, text };
}

import { z } from "zod";
import { PLATFORM_NAME, PLATFORM_PRIMARY_COLOR } from "../../contracts/brand";
import { relativeLuminance } from "../../contracts/colours";

/**
 * Email templates: each validates the data it renders with, so a malformed outbox payload fails
 * loudly in the consumer instead of sending a broken email.
 */
const brand = { school_name: z.string().min(1) };

export const TEMPLATES = {
  verification: {
    data: z.object({ ...brand, first_name: z.string(), link: z.url() }),
    subject: (d: { school_name: string }) => `Confirm your email for ${d.school_name}`,
    body: (d: { first_name: string; link: string; school_name: string }) => ({
      heading: `Welcome, ${d.first_name}!`,
      paragraphs: [
        `Please confirm your email address to finish setting up your ${d.school_name} account.`,
        "This link works once and expires in 48 hours.",
      ],
      action: { label: "Confirm my email", url: d.link },
      footnote: "If you did not create an account, you can ignore this email.",
    }),
  },
  password_reset: {
    data: z.object({ ...brand, first_name: z.string(), link: z.url() }),
    subject: (d: { school_name: string }) => `Reset your ${d.school_name} password`,
    body: (d: { first_name: string; link: string; school_name: string }) => ({
      heading: `Hello ${d.first_name},`,
      paragraphs: [
        "We received a request to reset your password. Choose a new one with the button below.",
        "This link works once and expires in 1 hour.",
      ],
      action: { label: "Choose a new password", url: d.link },
      footnote: "If you did not ask for this, you can ignore this email: your password stays the same.",
    }),
  },
  invitation: {
    data: z.object({ ...brand, first_name: z.string(), inviter_name: z.string(), link: z.url() }),
    subject: (d: { school_name: string }) => `You're invited to ${d.school_name}`,
    body: (d: { first_name: string; inviter_name: string; link: string; school_name: string }) => ({
      heading: `Hello ${d.first_name},`,
      paragraphs: [
        `${d.inviter_name} has created an account for you on ${d.school_name}.`,
        "Accept the invitation and choose your password with the button below. The link expires in 7 days.",
      ],
      action: { label: "Accept invitation", url: d.link },
      footnote: "If you were not expecting this, you can ignore this email.",
    }),
  },
  /** An invitation to join a school in a role (the invitations model; the account is made on acceptance). */
  school_invitation: {
    data: z.object({ ...brand, first_name: z.string(), inviter_name: z.string(), role_label: z.string().min(1), children: z.string(), classes: z.string().optional().default(""), link: z.url() }),
    subject: (d: { school_name: string; role_label: string }) => `You're invited to ${d.school_name} as a ${d.role_label}`,
    body: (d: { first_name: string; inviter_name: string; role_label: string; children: string; classes?: string; link: string; school_name: string }) => ({
      heading: `Hello ${d.first_name},`,
      paragraphs: [
        `${d.inviter_name} has invited you to join ${d.school_name} as a ${d.role_label}.`,
        ...(d.children ? [`Once you accept, you can follow ${d.children} on your dashboard.`] : []),
        ...(d.classes ? [`Once you accept, you will be the teacher of ${d.classes}.`] : []),
        "Accept with the button below: sign in if you already have an account with this email, or choose a password. The link works once and expires in 7 days.",
      ],
      action: { label: "Accept invitation", url: d.link },
      footnote: "If you were not expecting this, you can ignore this email.",
    }),
  },
  payment_receipt: {
    data: z.object({
      ...brand,
      name: z.string(),
      order_number: z.string().min(1),
      total: z.string().min(1),
      lines: z.array(z.string()).max(50),
      link: z.url(),
    }),
    subject: (d: { school_name: string; order_number: string }) => `Your receipt for order ${d.order_number} — ${d.school_name}`,
    body: (d: { school_name: string; name: string; order_number: string; total: string; lines: string[]; link: string }) => ({
      heading: `Thank you, ${d.name}!`,
      paragraphs: [`We received your payment of ${d.total} for order ${d.order_number}.`, ...d.lines.map((l) => `• ${l}`), "Your receipt (with a PDF copy) and the order's progress are on the page below."],
      action: { label: "View your receipt", url: d.link },
      footnote: `Keep this email for your records. Questions? Reply to ${d.school_name}.`,
    }),
  },
  /** The public forms (contact, problem report, tour request): "we have it, here is your reference". */
  inbox_acknowledgement: {
    data: z.object({ ...brand, name: z.string(), reference: z.string().min(1), what: z.string().min(1), next: z.string().min(1), link: z.url() }),
    subject: (d: { school_name: string; reference: string; what: string }) => `We received your ${d.what} (${d.reference}) — ${d.school_name}`,
    body: (d: { name: string; reference: string; what: string; next: string; link: string }) => ({
      heading: d.name ? `Thank you, ${d.name}` : "Thank you",
      paragraphs: [`We received your ${d.what}. Its reference is ${d.reference}: quote it if you write to us about it.`, d.next],
      action: { label: "Visit the site", url: d.link },
      footnote: "You receive this email because this address was given on our site. If that was not you, you can ignore it.",
    }),
  },
  /** Staff are told of a new item in the inbox. */
  inbox_alert: {
    data: z.object({ ...brand, what: z.string().min(1), reference: z.string().min(1), from: z.string(), excerpt: z.string().max(600), link: z.url() }),
    subject: (d: { what: string; reference: string; school_name: string }) => `New ${d.what} ${d.reference} on ${d.school_name}`,
    body: (d: { what: string; reference: string; from: string; excerpt: string; link: string; school_name: string }) => ({
      heading: `New ${d.what} (${d.reference})`,
      paragraphs: [`From ${d.from || "a visitor"} on ${d.school_name}:`, d.excerpt],
      action: { label: "Open it in the admin panel", url: d.link },
      footnote: "You receive these alerts as platform staff.",
    }),
  },
  /** A staff member's reply to a contact message, problem report or tour request. */
  inbox_reply: {
    data: z.object({ ...brand, name: z.string(), reference: z.string().min(1), reply: z.string().min(1).max(5000), link: z.url() }),
    subject: (d: { reference: string; school_name: string }) => `Re: ${d.reference} — ${d.school_name}`,
    body: (d: { name: string; reference: string; reply: string; link: string; school_name: string }) => ({
      heading: d.name ? `Hello ${d.name},` : "Hello,",
      paragraphs: [...d.reply.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean), `— The ${d.school_name} team`],
      action: { label: "Visit the site", url: d.link },
      footnote: `This is about your message ${d.reference}. Reply through the contact form if you need more help.`,
    }),
  },
  /** Live sessions (learning/live): a visitor confirms a public webinar registration. */
  live_session_confirm: {
    data: z.object({ ...brand, name: z.string(), title: z.string().min(1), when: z.string().min(1), link: z.url() }),
    subject: (d: { title: string }) => `Confirm your place: ${d.title}`,
    body: (d: { school_name: string; name: string; title: string; when: string; link: string }) => ({
      heading: `Hello ${d.name},`,
      paragraphs: [`Please confirm your registration for "${d.title}" (${d.when}).`, "Your place is held once you confirm. The link in this email is also your way in on the day, so keep it."],
      action: { label: "Confirm my place", url: d.link },
      footnote: `If you did not register, you can ignore this email. — ${d.school_name}`,
    }),
  },
  /** Registered, waitlisted or moved up from the waitlist. */
  live_session_notice: {
    data: z.object({ ...brand, name: z.string(), title: z.string().min(1), when: z.string().min(1), status_line: z.string().min(1), link: z.url(), calendar_link: z.url() }),
    subject: (d: { title: string; status_line: string }) => `${d.status_line}: ${d.title}`,
    body: (d: { school_name: string; name: string; title: string; when: string; status_line: string; link: string; calendar_link: string }) => ({
      heading: `Hello ${d.name},`,
      paragraphs: [`${d.status_line} for "${d.title}".`, `When: ${d.when}.`, `Add it to your calendar: ${d.calendar_link}`],
      action: { label: "View the session", url: d.link },
      footnote: `You can cancel your registration on the session's page. — ${d.school_name}`,
    }),
  },
  live_session_reminder: {
    data: z.object({ ...brand, name: z.string(), title: z.string().min(1), when: z.string().min(1), lead: z.string().min(1), link: z.url(), calendar_link: z.url() }),
    subject: (d: { title: string; lead: string }) => `Starts ${d.lead}: ${d.title}`,
    body: (d: { school_name: string; name: string; title: string; when: string; lead: string; link: string; calendar_link: string }) => ({
      heading: `Hello ${d.name},`,
      paragraphs: [`"${d.title}" starts ${d.lead} (${d.when}).`, "The join button appears on the session's page 15 minutes before the start.", `Calendar file: ${d.calendar_link}`],
      action: { label: "Open the session", url: d.link },
      footnote: `You receive this because you registered. — ${d.school_name}`,
    }),
  },
  /** A new time (or other change) or a cancellation, with the link to the updated .ics. */
  live_session_changed: {
    data: z.object({ ...brand, name: z.string(), title: z.string().min(1), when: z.string().min(1), cancelled: z.boolean(), note: z.string(), link: z.url(), calendar_link: z.url() }),
    subject: (d: { title: string; cancelled: boolean }) => (d.cancelled ? `Cancelled: ${d.title}` : `Updated: ${d.title}`),
    body: (d: { school_name: string; name: string; title: string; when: string; cancelled: boolean; note: string; link: string; calendar_link: string }) => ({
      heading: `Hello ${d.name},`,
      paragraphs: [
        d.cancelled ? `"${d.title}" (${d.when}) has been cancelled.` : `"${d.title}" has changed. It is now ${d.when}.`,
        ...(d.note ? [d.note] : []),
        `Open the updated calendar file to update your calendar: ${d.calendar_link}`,
      ],
      action: { label: "View the session", url: d.link },
      footnote: `You receive this because you registered. — ${d.school_name}`,
    }),
  },
  /** A certificate was issued (at once, or when its final work was approved). */
  certificate_issued: {
    data: z.object({ ...brand, name: z.string(), course: z.string().min(1), link: z.url() }),
    subject: (d: { course: string; school_name: string }) => `Your certificate for ${d.course} — ${d.school_name}`,
    body: (d: { name: string; course: string; link: string }) => ({
      heading: d.name ? `Well done, ${d.name}!` : "Well done!",
      paragraphs: [`You completed ${d.course} and your certificate is ready. Download it as a PDF, share its link, or keep its digital credential: anyone can check it is genuine.`],
      action: { label: "See your certificate", url: d.link },
      footnote: "You receive this email because you completed a course.",
    }),
  },
  /** The reviewer sent a certificate claim back with a note. */
  certificate_returned: {
    data: z.object({ ...brand, name: z.string(), course: z.string().min(1), note: z.string().max(2000), link: z.url() }),
    subject: (d: { course: string; school_name: string }) => `Your certificate claim for ${d.course} needs a change — ${d.school_name}`,
    body: (d: { name: string; course: string; note: string; link: string }) => ({
      heading: d.name ? `Hello ${d.name},` : "Hello,",
      paragraphs: [`Your teacher looked at the final work you sent for ${d.course} and asked for a change before the certificate is issued.`, d.note || "Open your claim to see what to change."],
      action: { label: "Open your claim", url: d.link },
      footnote: "You receive this email because you claimed a certificate.",
    }),
  },
} as const;

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
}

export const PLATFORM_EMAIL_BRAND: EmailBrand = { name: PLATFORM_NAME, colour: PLATFORM_PRIMARY_COLOR, logoUrl: null, siteUrl: null, replyTo: null };

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): "#ffffff" | "#111111" {
  const luminance = relativeLuminance(hex);
  if (luminance === null) return "#ffffff";
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? "#ffffff" : "#111111";
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/**
 * The email as HTML (inline styles, table layout: what mail clients render) and its plain-text
 * alternative, in the brand of the school that sends it.
 */
export function renderTemplate(name: string, payload: unknown, brand: EmailBrand = PLATFORM_EMAIL_BRAND): RenderedEmail {
  if (!isTemplateName(name)) throw new Error(`Unknown email template "${name}"`);
  const template = TEMPLATES[name];
  const data = template.data.parse(payload) as never;
  const subject: string = template.subject(data);
  const body: ReturnType<(typeof TEMPLATES)["verification"]["body"]> = template.body(data);
  const colour = /^#[0-9a-f]{6}$/i.test(brand.colour) ? brand.colour : PLATFORM_EMAIL_BRAND.colour;
  const ink = textOn(colour);
  const logo = brand.logoUrl ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="40" style="height:40px;max-width:160px;vertical-align:middle;margin-right:12px;border:0">` : "";
  const site = brand.siteUrl ? ` · <a href="${escapeHtml(brand.siteUrl)}" style="color:#52525b">${escapeHtml(brand.siteUrl.replace(/^https?:\/\//, ""))}</a>` : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${colour};color:${ink};padding:16px 32px;font-size:18px;font-weight:bold">${logo}${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(body.heading)}</h1>
${body.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:${colour};color:${ink};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(body.action.label)}</a></p>
<p style="font-size:13px;color:#52525b;margin:0 0 8px">Or open this link: <a href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.url)}</a></p>
<p style="font-size:13px;color:#52525b;margin:16px 0 0">${escapeHtml(body.footnote)}</p>
<p style="font-size:12px;color:#71717a;margin:24px 0 0;border-top:1px solid #e4e4e7;padding-top:12px">${escapeHtml(brand.name)}${site}</p>
</td></tr></table></body></html>`;
  const text = [body.heading, "", ...body.paragraphs, "", `${body.action.label}: ${body.action.url}`, "", body.footnote, "", `— ${brand.name}${brand.siteUrl ? ` · ${brand.siteUrl}` : ""}`].join("\n");
  return { subject, html, text };
}

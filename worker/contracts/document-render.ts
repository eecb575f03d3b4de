import { z } from "zod";
import { ORDER_STATUSES } from "./order-statuses";
import { LOCALES, type Locale } from "./locales";
import type { PageHeading } from "./operations";

/*
 * What the main Worker asks the document renderer (worker/documents, its own Worker reached through
 * the DOCUMENTS service binding) to draw, and what it answers. Plain data both ways: the routes
 * load the rows and check access, the renderer only draws. The renderer parses every request with
 * `documentRequestSchema` (it is an outside input there) and answers failures as values, since an
 * exception thrown across RPC loses its type.
 */

const text = (max: number) => z.string().max(max);
const localeField = z.enum(LOCALES.map((l) => l.code) as [Locale, ...Locale[]]);
const minor = z.number().int().safe();
const hexColour = z.string().max(16).nullable();

/** Who issues the document: a school (its logo read from R2 by the renderer) or, null, the platform. */
export const letterheadInputSchema = z
  .object({
    name: text(500),
    primary_color: hexColour,
    logo_key: text(1024).nullable(),
    address: text(2000).nullable(),
    tax_id: text(200).nullable(),
    time_zone: text(64),
    /** ISO alpha-2: English dates are written the country's way (contracts/locales.ts#dateLocale); absent from a main Worker older than the field. */
    country: text(2).nullable().optional(),
  })
  .nullable();
export type LetterheadInput = z.infer<typeof letterheadInputSchema>;

const contactSchema = z.object({ name: text(1000), email: text(1000) });

const invoiceRequestSchema = z.object({
  kind: z.literal("invoice"),
  locale: localeField,
  size: z.enum(["a4", "letter"]),
  letterhead: letterheadInputSchema,
  order: z.object({
    number: text(100),
    status: z.enum(ORDER_STATUSES),
    currency: text(3),
    provider: text(100).nullable(),
    contact: contactSchema,
    shipping_address: z
      .object({ line1: text(500), line2: text(500).nullable().optional(), postal_code: text(100), city: text(500), region: text(500).nullable().optional(), country: text(100) })
      .nullable(),
    lines: z.array(z.object({ kind: text(50), title: text(1000), quantity: z.number().int().nonnegative(), unit_amount: minor, amount: minor })).max(10_000),
    subtotal: minor,
    shipping: minor,
    total: minor,
    refunded_amount: minor,
    created_at: text(40),
    paid_at: text(40).nullable(),
  }),
});

const receiptRequestSchema = z.object({
  kind: z.literal("receipt"),
  locale: localeField,
  size: z.enum(["a4", "letter"]),
  letterhead: letterheadInputSchema,
  order: z.object({ number: text(100), contact: contactSchema }),
  donation: z.object({
    id: text(100),
    anonymous: z.boolean(),
    target_name: text(1000),
    amount: minor,
    /** The part of the gift refunded (a partial refund of its order: gift lines first). */
    refunded_amount: minor.default(0),
    currency: text(3),
    status: text(50),
    completed_at: text(40).nullable(),
    attribution_label: text(1000).nullable(),
    message: text(5000),
  }),
});

/** Sign-in cards: a child's full name and username go only to their school's admins (the route checks it). */
const loginCardsRequestSchema = z.object({
  kind: z.literal("login-cards"),
  locale: localeField,
  letterhead: letterheadInputSchema,
  class_name: text(500),
  class_code: text(200),
  login_url: z.url().max(2000),
  students: z.array(z.object({ name: text(1000), username: text(500), password: text(128).optional() })).max(5000),
});

const certificateRequestSchema = z.object({
  kind: z.literal("certificate"),
  /**
   * The reader's language for the fixed words and the date (the name and the course title are drawn
   * as written). English when absent: the renderer is deployed before the main Worker, so for a
   * moment it may be asked by one that does not send it yet.
   */
  locale: localeField.default("en"),
  size: z.enum(["a4", "letter"]),
  primary_color: hexColour,
  issuer_name: text(500),
  display_name: text(500),
  course_title: text(1000),
  teacher_training: z.boolean(),
  platform_course: z.boolean(),
  issued_at: z.number().int().nonnegative(),
  /** The school's country (ISO alpha-2): an English date is written its way; the day-first en-GB without it. */
  country: text(2).nullable().optional(),
  verify_url: z.url().max(2000),
  certificate_id: text(100),
  version: z.number().int().positive(),
});

export const documentRequestSchema = z.discriminatedUnion("kind", [invoiceRequestSchema, receiptRequestSchema, loginCardsRequestSchema, certificateRequestSchema]);
export type DocumentRequest = z.input<typeof documentRequestSchema>;
export type ParsedDocumentRequest = z.output<typeof documentRequestSchema>;
export type DocumentKind = DocumentRequest["kind"];

/** UNAVAILABLE: a font the text needs is missing from R2 (the main Worker answers 503 with the message); INVALID: the request did not parse. */
export type DocumentFailureCode = "UNAVAILABLE" | "INVALID";
export type DocumentResult = { ok: true; bytes: Uint8Array } | { ok: false; code: DocumentFailureCode; message: string };

/**
 * An information page's markdown, its tokens filled in (operations/pages/markdown.ts): the stored
 * body is at most PAGE_BODY_MAX characters, and a school's name or address in a token can lengthen it.
 */
export const markdownRequestSchema = z.string().max(1_000_000);
/** HTML not yet sanitised (the main Worker sanitises it), with the headings' anchors and outline (h2, h3). */
export type MarkdownResult = { ok: true; html: string; headings: PageHeading[] } | { ok: false; code: "INVALID"; message: string };

/** The renderer's RPC surface (worker/documents/index.ts implements it; the main Worker's DOCUMENTS binding speaks it). */
export interface DocumentRendererRpc {
  render(request: DocumentRequest): Promise<DocumentResult>;
  /** Markdown to HTML: marked lives here, out of the main Worker's bundle (issue #15). */
  renderMarkdown(markdown: string): Promise<MarkdownResult>;
  /** A cheap round trip for /api/health. */
  ping(): Promise<"pong">;
}

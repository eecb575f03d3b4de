import { z } from "zod";
import { formBoolean, longText, paginationQuery } from "./common";
import { isCountryCode } from "./countries";

/* Certificates: issued when a learner completes a course, verifiable by anyone (Open Badges 3.0). */

/**
 * awaiting_claim: the course is complete and asks for final work (or a name to confirm);
 * pending_review: the claim waits for a teacher (platform courses: staff);
 * returned: the reviewer sent it back with a note (the learner claims again);
 * issued: valid; revoked: withdrawn with a reason (verification says so from then on).
 */
export const CERTIFICATE_STATUSES = ["awaiting_claim", "pending_review", "returned", "issued", "revoked"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** What a course asks for before its certificate. */
export const FINAL_WORK_KINDS = ["none", "link", "file", "link_or_file"] as const;
export type FinalWorkKind = (typeof FINAL_WORK_KINDS)[number];

export const FINAL_WORK_FILE = { maxBytes: 10 * 1024 * 1024, types: ["application/pdf", "image/png", "image/jpeg"], label: "a PDF, PNG or JPEG up to 10 MB" } as const;

export const PAGE_SIZES = ["a4", "letter"] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

const countryField = z
  .string({ error: "Choose a country" })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: "Choose a country" });

/** An https link to the final work (a Canva share link or any public https page). */
export const workLinkField = z
  .string()
  .trim()
  .max(1000, { error: "At most 1000 characters" })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === "https:" && u.hostname.includes(".") && !u.username && !u.password;
      } catch {
        return false;
      }
    },
    { error: "Paste an https:// link to your work (for example a Canva share link)" },
  );

/** POST /api/certificates/{id}/claim (multipart: fields + optional `file`). */
export const claimSchema = z.object({
  display_name: z.string({ error: "Write your name as it should be printed" }).trim().min(1, { error: "Write your name as it should be printed" }).max(120, { error: "At most 120 characters" }),
  country: countryField,
  work_link: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), workLinkField.optional()),
});
export type ClaimInput = z.infer<typeof claimSchema>;

export const reviewDecisionSchema = z.object({
  decision: z.enum(["approve", "return"], { error: "Choose approve or return" }),
  note: longText(2000).default(""),
});
export const revokeSchema = z.object({ reason: z.string({ error: "Give the reason" }).trim().min(3, { error: "Give the reason" }).max(500, { error: "At most 500 characters" }) });
export const reissueSchema = z.object({
  display_name: z.string({ error: "Write the corrected name" }).trim().min(1, { error: "Write the corrected name" }).max(120, { error: "At most 120 characters" }),
  reason: longText(500).default("Name corrected"),
});
export const verifySchema = z.object({ credential: z.string({ error: "Paste the credential (a VC-JWT)" }).trim().min(10, { error: "Paste the credential (a VC-JWT)" }).max(20_000) });
export const pdfQuery = z.object({ size: z.enum(PAGE_SIZES).optional().catch(undefined) });

export const certificateListQuery = paginationQuery(25, 200).extend({
  status: z.enum(CERTIFICATE_STATUSES).optional().catch(undefined),
  course: z.string().trim().max(120).optional().catch(undefined),
  search: z.string().trim().max(100).optional().catch(undefined),
  tenant: z.string().trim().max(80).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  format: z.enum(["json", "csv"]).optional().catch(undefined),
  review: formBoolean.optional().catch(undefined),
});
export type CertificateListQuery = z.infer<typeof certificateListQuery>;

/** The public verification view: nothing about the learner beyond the printed name. */
export interface CertificatePublicOut {
  id: string;
  status: "valid" | "revoked";
  display_name: string;
  course: { title: string; kind: string };
  issuer: { name: string; did: string };
  issued_on: string;
  revoked_on: string | null;
  /** An adult's certificate only: a child's is said to be revoked, and why stays with those who may see it (CertificateOut). */
  revocation_reason: string | null;
  version: number;
  verify_url: string;
}

/** The holder's view (and a reviewer's row). */
export interface CertificateOut {
  id: string;
  status: CertificateStatus;
  display_name: string;
  country: string | null;
  course: { id: string; slug: string; title: string; kind: string; final_work: FinalWorkKind; final_work_guidelines: string };
  school: { name: string; primary_color: string | null; logo_url: string | null; country: string | null };
  learner: { id: string; first_name: string; last_name: string; username: string | null } | null;
  work: { link: string | null; file: { url: string; name: string; type: string; size: number } | null };
  review_note: string;
  issued_at: string | null;
  revoked_at: string | null;
  revocation_reason: string | null;
  /** Whether the public page and verification show the revocation reason: an adult's certificate yes, a child's no. */
  reason_public: boolean;
  version: number;
  completed_at: string;
  signer: string;
  verify_url: string;
  default_page_size: PageSize;
  /** The names the holder may print (a child: first name and last initial, and the full name when a parent chose it); empty outside the holder's own views. */
  name_choices: string[];
}

export interface VerifyOut {
  valid: boolean;
  /** Why it fails: malformed, bad_signature, unknown_issuer, unknown_certificate, revoked, superseded, mismatch. */
  reason: string | null;
  message: string;
  certificate: CertificatePublicOut | null;
}

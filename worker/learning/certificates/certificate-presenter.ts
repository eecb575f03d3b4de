import type { CertificateOut, CertificatePublicOut } from "../../contracts/certificates";
import type { ServiceContext } from "../../lib/context";
import { fileUrl } from "../../lib/storage";
import { type CertificateRow, defaultPageSize, printedName, verifyUrl } from "./certificate-queries";
import { platformDid } from "./credential";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const day = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 10));

/**
 * A revocation's reason is free text an adult wrote for the school's records ("copied from Maya
 * Okafor's poster"): on a child's certificate it stays with those who may see the certificate (the
 * holder, their parents, their school's adults, staff), and the public page and a verification say
 * only that it was revoked, and when. An adult's own certificate shows it to anyone.
 */
const reasonIsPublic = (row: Pick<CertificateRow, "learner">) => row.learner.role !== "student";

/** What anyone holding the link sees: the printed name, course, issuer, dates and state — nothing else about the learner. */
export function presentPublic(ctx: ServiceContext, row: CertificateRow): CertificatePublicOut {
  const { cert, course } = row;
  return {
    id: cert.id,
    status: cert.status === "revoked" ? "revoked" : "valid",
    display_name: printedName(row),
    course: { title: cert.courseTitle, kind: course.kind },
    issuer: { name: cert.issuerName, did: platformDid(ctx.env) },
    issued_on: day(cert.issuedAt)!,
    revoked_on: day(cert.revokedAt),
    revocation_reason: cert.status === "revoked" && reasonIsPublic(row) ? cert.revocationReason : null,
    version: cert.version,
    verify_url: verifyUrl(ctx, cert.id, row.school),
  };
}

/** The holder's (and their school's adults', parents', staff's) view. */
export function presentCertificate(ctx: ServiceContext, row: CertificateRow, nameChoices: string[] = []): CertificateOut {
  const { cert, course, learner, school } = row;
  const workFile = cert.workKey ? { url: `/api/certificates/${cert.id}/work`, name: cert.workName ?? "final-work", type: cert.workType ?? "application/octet-stream", size: cert.workSize ?? 0 } : null;
  return {
    id: cert.id,
    status: cert.status,
    display_name: printedName(row),
    country: cert.country,
    course: { id: course.id, slug: course.slug, title: cert.courseTitle, kind: course.kind, final_work: course.finalWork, final_work_guidelines: course.finalWorkGuidelines },
    school: { name: cert.issuerName, primary_color: school?.primaryColor ?? null, logo_url: fileUrl(school?.logoKey), country: school?.country ?? null },
    learner: { id: learner.id, first_name: learner.firstName, last_name: learner.lastName, username: learner.username },
    work: { link: cert.workLink, file: workFile },
    review_note: cert.reviewNote,
    issued_at: iso(cert.issuedAt),
    revoked_at: iso(cert.revokedAt),
    revocation_reason: cert.revocationReason,
    reason_public: reasonIsPublic(row),
    version: cert.version,
    completed_at: iso(cert.completedAt)!,
    signer: cert.issuerName,
    verify_url: verifyUrl(ctx, cert.id, school),
    default_page_size: defaultPageSize(school, cert.country),
    name_choices: nameChoices,
  };
}

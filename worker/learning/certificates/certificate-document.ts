import type { PageSize } from "../../contracts/certificates";
import type { ServiceContext } from "../../lib/context";
import { readerLocale, renderDocument, type DocumentReader } from "../../lib/documents";
import { defaultPageSize, printedName, verifyUrl } from "./certificate-queries";
import { requireIssued } from "./certificates.service";

/**
 * GET /api/certificates/{id}/pdf: the certificate on one landscape page (A4, or US Letter for
 * schools in the US and Canada unless ?size= says otherwise), in the school's colour, with the
 * printed name in any script and a QR code to the public verification page. Its words and date are
 * in the reader's language, chosen as for invoices and receipts (?lang=, else Accept-Language, else
 * the learner's school's language). Who may have it is decided here (requireIssued); the document
 * renderer draws it.
 */
export async function certificatePdf(ctx: ServiceContext, id: string, size: PageSize | undefined, reader: DocumentReader): Promise<{ pdf: Uint8Array; filename: string }> {
  const row = await requireIssued(ctx, id);
  const { cert, course, school } = row;
  const pdf = await renderDocument(ctx.env, {
    kind: "certificate",
    locale: readerLocale(reader, school),
    size: size ?? defaultPageSize(school, cert.country),
    primary_color: school?.primaryColor ?? null,
    issuer_name: cert.issuerName,
    display_name: printedName(row),
    course_title: cert.courseTitle,
    teacher_training: course.kind === "teacher_training",
    platform_course: course.tenantId === null,
    issued_at: cert.issuedAt!,
    verify_url: verifyUrl(ctx, cert.id, school),
    certificate_id: cert.id,
    version: cert.version,
    // English dates the school's way (a US school month first); the learner's country without a school.
    country: school?.country ?? cert.country ?? null,
  });
  return { pdf, filename: `certificate-${cert.id}.pdf` };
}

import { create as createQr } from "qrcode/lib/core/qrcode.js";
import type { PageSize } from "../../contracts/certificates";
import { PLATFORM_NAME } from "../../contracts/brand";
import type { ServiceContext } from "../../lib/context";
import { hexColour } from "../../lib/pdf/document";
import { loadPdfFonts } from "../../lib/pdf/fonts";
import { PAGE_SIZES_PT, UnicodePdf, type Rgb } from "../../lib/pdf/unicode-pdf";
import { defaultPageSize, verifyUrl } from "./certificate-queries";
import { requireIssued } from "./certificates.service";

const longDate = (ms: number) => new Date(ms).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * GET /api/certificates/{id}/pdf: the certificate on one landscape page (A4, or US Letter for
 * schools in the US and Canada unless ?size= says otherwise), in the school's colour, with the
 * printed name in any script and a QR code to the public verification page.
 */
export async function certificatePdf(ctx: ServiceContext, id: string, size: PageSize | undefined): Promise<{ pdf: Uint8Array; filename: string }> {
  const row = await requireIssued(ctx, id);
  const { cert, course, school } = row;
  const page = PAGE_SIZES_PT[size ?? defaultPageSize(school, cert.country)];
  const url = verifyUrl(ctx, cert.id, school);
  // The text decides which Chinese subsets load (a name or title in Chinese), beside the fonts every document uses.
  const fonts = await loadPdfFonts(ctx.env.FILES, [cert.displayName, cert.courseTitle, cert.issuerName, url].join(" "));
  const pdf = new UnicodePdf(fonts, page.width, page.height).addPage();
  const { width: W, height: H } = page;
  const brand = hexColour(school?.primaryColor, [0.13, 0.39, 0.75]);
  const ink: Rgb = [0.1, 0.1, 0.12];
  const muted: Rgb = [0.36, 0.36, 0.4];

  pdf.rect(0, 0, W, H, [1, 1, 1]);
  pdf.rect(0, H - 18, W, 18, brand).rect(0, 0, W, 10, brand);
  pdf.strokeRect(28, 28, W - 56, H - 64, brand, 1.5);
  pdf.text(cert.issuerName, W / 2, H - 78, { size: 18, align: "center", color: brand });
  pdf.text(course.kind === "teacher_training" ? "Certificate of professional learning" : "Certificate of completion", W / 2, H - 130, { size: 34, align: "center", color: ink });
  pdf.text("This certifies that", W / 2, H - 175, { size: 13, align: "center", color: muted });
  pdf.fittedText(cert.displayName, W / 2, H - 225, W - 160, { size: 40, align: "center", color: ink });
  pdf.line(W / 2 - 200, H - 238, W / 2 + 200, H - 238, brand);
  pdf.text(course.kind === "teacher_training" ? "completed the teacher-training course" : "completed the course", W / 2, H - 268, { size: 13, align: "center", color: muted });
  pdf.fittedText(cert.courseTitle, W / 2, H - 302, W - 160, { size: 24, align: "center", color: ink });
  pdf.text(`on ${longDate(cert.issuedAt!)}`, W / 2, H - 330, { size: 13, align: "center", color: muted });

  // Signature line (left) and the verification QR code (right).
  pdf.line(80, 120, 300, 120, ink);
  pdf.text(cert.issuerName, 80, 104, { size: 11, color: ink });
  pdf.text(course.tenantId === null ? `Issued by ${PLATFORM_NAME}` : `Issued through ${PLATFORM_NAME}`, 80, 90, { size: 9, color: muted });
  const qrSize = 96;
  pdf.qr(createQr(url, { errorCorrectionLevel: "M" }).modules, W - 80 - qrSize, 70, qrSize);
  pdf.text("Check this certificate:", W - 80 - qrSize - 12, 140, { size: 9, align: "right", color: muted });
  pdf.text(url, W - 80 - qrSize - 12, 126, { size: 8, align: "right", color: muted });
  pdf.text(`Certificate ${cert.id}${cert.version > 1 ? ` · version ${cert.version}` : ""}`, W - 80 - qrSize - 12, 112, { size: 8, align: "right", color: muted });

  return { pdf: pdf.build({ title: `${cert.courseTitle} — ${cert.displayName}`, author: cert.issuerName }), filename: `certificate-${cert.id}.pdf` };
}

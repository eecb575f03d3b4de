import { create as createQr } from "qrcode/lib/core/qrcode.js";
import { PLATFORM_NAME } from "../contracts/brand";
import type { ParsedDocumentRequest } from "../contracts/document-render";
import { hexColour } from "./pdf/document";
import { loadPdfFonts } from "./pdf/fonts";
import { PAGE_SIZES_PT, UnicodePdf, type Rgb } from "./pdf/unicode-pdf";

type CertificateRequest = Extract<ParsedDocumentRequest, { kind: "certificate" }>;

const longDate = (ms: number) => new Date(ms).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * A certificate on one landscape page (A4 or US Letter), in the school's colour, with the printed
 * name in any script and a QR code to the public verification page.
 */
export async function certificatePdf(bucket: R2Bucket, req: CertificateRequest): Promise<Uint8Array> {
  const page = PAGE_SIZES_PT[req.size];
  const url = req.verify_url;
  const cert = { displayName: req.display_name, courseTitle: req.course_title, issuerName: req.issuer_name, issuedAt: req.issued_at, id: req.certificate_id, version: req.version };
  // The text decides which Chinese subsets load (a name or title in Chinese), beside the fonts every document uses.
  const fonts = await loadPdfFonts(bucket, [cert.displayName, cert.courseTitle, cert.issuerName, url].join(" "));
  const pdf = new UnicodePdf(fonts, page.width, page.height).addPage();
  const { width: W, height: H } = page;
  const brand = hexColour(req.primary_color, [0.13, 0.39, 0.75]);
  const ink: Rgb = [0.1, 0.1, 0.12];
  const muted: Rgb = [0.36, 0.36, 0.4];

  pdf.rect(0, 0, W, H, [1, 1, 1]);
  pdf.rect(0, H - 18, W, 18, brand).rect(0, 0, W, 10, brand);
  pdf.strokeRect(28, 28, W - 56, H - 64, brand, 1.5);
  pdf.text(cert.issuerName, W / 2, H - 78, { size: 18, align: "center", color: brand });
  pdf.text(req.teacher_training ? "Certificate of professional learning" : "Certificate of completion", W / 2, H - 130, { size: 34, align: "center", color: ink });
  pdf.text("This certifies that", W / 2, H - 175, { size: 13, align: "center", color: muted });
  pdf.fittedText(cert.displayName, W / 2, H - 225, W - 160, { size: 40, align: "center", color: ink });
  pdf.line(W / 2 - 200, H - 238, W / 2 + 200, H - 238, brand);
  pdf.text(req.teacher_training ? "completed the teacher-training course" : "completed the course", W / 2, H - 268, { size: 13, align: "center", color: muted });
  pdf.fittedText(cert.courseTitle, W / 2, H - 302, W - 160, { size: 24, align: "center", color: ink });
  pdf.text(`on ${longDate(cert.issuedAt)}`, W / 2, H - 330, { size: 13, align: "center", color: muted });

  // Signature line (left) and the verification QR code (right).
  pdf.line(80, 120, 300, 120, ink);
  pdf.text(cert.issuerName, 80, 104, { size: 11, color: ink });
  pdf.text(req.platform_course ? `Issued by ${PLATFORM_NAME}` : `Issued through ${PLATFORM_NAME}`, 80, 90, { size: 9, color: muted });
  const qrSize = 96;
  pdf.qr(createQr(url, { errorCorrectionLevel: "M" }).modules, W - 80 - qrSize, 70, qrSize);
  pdf.text("Check this certificate:", W - 80 - qrSize - 12, 140, { size: 9, align: "right", color: muted });
  pdf.text(url, W - 80 - qrSize - 12, 126, { size: 8, align: "right", color: muted });
  pdf.text(`Certificate ${cert.id}${cert.version > 1 ? ` · version ${cert.version}` : ""}`, W - 80 - qrSize - 12, 112, { size: 8, align: "right", color: muted });

  return pdf.build({ title: `${cert.courseTitle} — ${cert.displayName}`, author: cert.issuerName });
}

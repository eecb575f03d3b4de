import { create as createQr } from "qrcode/lib/core/qrcode.js";
import { PLATFORM_NAME } from "../contracts/brand";
import type { ParsedDocumentRequest } from "../contracts/document-render";
import { localeDir } from "../contracts/locales";
import { hexColour } from "./pdf/document";
import { documentDate } from "./pdf/document-format";
import { DOCUMENT_MESSAGES, messagesText } from "./pdf/document-messages";
import { loadPdfFonts } from "./pdf/fonts";
import { PAGE_SIZES_PT, UnicodePdf, type Rgb } from "./pdf/unicode-pdf";

type CertificateRequest = Extract<ParsedDocumentRequest, { kind: "certificate" }>;

/**
 * A certificate on one landscape page (A4 or US Letter), in the school's colour and the reader's
 * language (its fixed words and date; an Arabic page puts the signature on the right and the QR
 * code on the left), with the printed name and the course title as written, each on a line of its
 * own in its own direction, and a QR code to the public verification page.
 */
export async function certificatePdf(bucket: R2Bucket, req: CertificateRequest): Promise<Uint8Array> {
  const page = PAGE_SIZES_PT[req.size];
  const url = req.verify_url;
  const { locale } = req;
  const m = DOCUMENT_MESSAGES[locale];
  const dir = localeDir(locale);
  const cert = { displayName: req.display_name, courseTitle: req.course_title, issuerName: req.issuer_name, issuedAt: req.issued_at, id: req.certificate_id, version: req.version };
  // The text decides which Chinese subsets load (a name or title in Chinese), beside the fonts every document uses.
  const fonts = await loadPdfFonts(bucket, [cert.displayName, cert.courseTitle, cert.issuerName, url, messagesText(m)].join(" "));
  const pdf = new UnicodePdf(fonts, page.width, page.height).addPage();
  const { width: W, height: H } = page;
  const brand = hexColour(req.primary_color, [0.13, 0.39, 0.75]);
  const ink: Rgb = [0.1, 0.1, 0.12];
  const muted: Rgb = [0.36, 0.36, 0.4];
  // The page's own words run in its direction; data (names, the title, the link, the id) keep theirs.
  const words = { dir };
  // Positions from the page's start edge: the left one, or the right one in Arabic.
  const at = (x: number) => (dir === "rtl" ? W - x : x);
  const start = dir === "rtl" ? "right" : "left";
  const end = dir === "rtl" ? "left" : "right";
  // Issued on a calendar day in UTC, as the public page's issued_on; English in the school's country's way ("July 20, 2026" in the US), the day first ("20 July 2026") without one, as printed before.
  const issuedOn = documentDate(cert.issuedAt, locale, "UTC", req.country);
  const version = cert.version > 1 ? cert.version.toLocaleString(locale) : null;

  pdf.rect(0, 0, W, H, [1, 1, 1]);
  pdf.rect(0, H - 18, W, 18, brand).rect(0, 0, W, 10, brand);
  pdf.strokeRect(28, 28, W - 56, H - 64, brand, 1.5);
  pdf.text(cert.issuerName, W / 2, H - 78, { size: 18, align: "center", color: brand });
  pdf.text(req.teacher_training ? m.certificateOfProfessionalLearning : m.certificateOfCompletion, W / 2, H - 130, { size: 34, align: "center", color: ink, ...words });
  pdf.text(m.thisCertifiesThat, W / 2, H - 175, { size: 13, align: "center", color: muted, ...words });
  pdf.fittedText(cert.displayName, W / 2, H - 225, W - 160, { size: 40, align: "center", color: ink });
  pdf.line(W / 2 - 200, H - 238, W / 2 + 200, H - 238, brand);
  pdf.text(req.teacher_training ? m.completedTheTeacherTrainingCourse : m.completedTheCourse, W / 2, H - 268, { size: 13, align: "center", color: muted, ...words });
  pdf.fittedText(cert.courseTitle, W / 2, H - 302, W - 160, { size: 24, align: "center", color: ink });
  pdf.text(m.issuedOn(issuedOn), W / 2, H - 330, { size: 13, align: "center", color: muted, ...words });

  // Signature line (start side) and the verification QR code (end side).
  pdf.line(at(80), 120, at(300), 120, ink);
  pdf.text(cert.issuerName, at(80), 104, { size: 11, color: ink, align: start });
  pdf.text(req.platform_course ? m.issuedBy(PLATFORM_NAME) : m.issuedThrough(PLATFORM_NAME), at(80), 90, { size: 9, color: muted, align: start, ...words });
  const qrSize = 96;
  const qrStart = W - 80 - qrSize;
  pdf.qr(createQr(url, { errorCorrectionLevel: "M" }).modules, dir === "rtl" ? 80 : qrStart, 70, qrSize);
  pdf.text(m.checkThisCertificate, at(qrStart - 12), 140, { size: 9, align: end, color: muted, ...words });
  pdf.text(url, at(qrStart - 12), 126, { size: 8, align: end, color: muted });
  pdf.text(m.certificateNumber(cert.id, version), at(qrStart - 12), 112, { size: 8, align: end, color: muted, ...words });

  return pdf.build({ title: `${cert.courseTitle} — ${cert.displayName}`, author: cert.issuerName, lang: locale });
}

import { asc, eq } from "drizzle-orm";
import { create as createQr } from "qrcode/lib/core/qrcode.js";
import type { LoginCardsPrintInput } from "../../contracts/school-admin";
import type { Locale } from "../../contracts/regions";
import { classStudents, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { INK, MUTED, PdfDocument } from "../../lib/pdf/document";
import { documentLocale, localeDirection } from "../../lib/pdf/document-locale";
import { DOCUMENT_MESSAGES, messagesText } from "../../lib/pdf/document-messages";
import { loadPdfFonts } from "../../lib/pdf/fonts";
import { loadLetterhead } from "../../lib/pdf/letterhead";
import { findSchoolClass } from "./school-classes.service";
import type { SchoolContext } from "./school-context";

const COLUMNS = 2;
const ROWS = 4;
const GAP = 10;

interface CardStudent {
  id: string;
  username: string;
  name: string;
  password?: string;
}

/**
 * GET/POST /api/classes/{id}/login-cards.pdf: the class's QR sign-in cards, eight to an A4 page —
 * school, class, the child's name and username, a QR code of the class sign-in page (the URL the
 * web sheet encodes) and the class code. With `print` (POST), only the listed students, each with
 * the one-time password of their new account; the passwords are drawn and forgotten.
 */
export async function loginCardsPdf(
  ctx: SchoolContext,
  classId: string,
  reader: { lang?: Locale; acceptLanguage?: string },
  print?: LoginCardsPrintInput,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const cls = await findSchoolClass(ctx, classId);
  const rows = await ctx.db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(ctx.scope.where(classStudents, eq(classStudents.classId, classId), eq(users.archived, false)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.username))
    .all();
  let students: CardStudent[] = rows.map((r) => ({ id: r.id, username: r.username, name: `${r.firstName} ${r.lastName}`.trim() }));
  if (print) {
    const byId = new Map(students.map((s) => [s.id, s]));
    const strangers = print.students.filter((s) => !byId.has(s.id)).map((s) => s.id);
    if (strangers.length > 0) {
      throw new AppError("VALIDATION_FAILED", "Some of these students are not in the class.", { students: [`Not in this class: ${strangers.slice(0, 10).join(", ")}${strangers.length > 10 ? "…" : ""}`] });
    }
    students = print.students.map((s) => ({ ...byId.get(s.id)!, password: s.password }));
  }

  const locale = documentLocale(reader.lang, reader.acceptLanguage, ctx.tenant.locale);
  const m = DOCUMENT_MESSAGES[locale];
  const letterhead = await loadLetterhead(ctx.env.FILES, ctx.tenant);
  const text = [cls.name, cls.code, letterhead.name, messagesText(m), ...students.map((s) => `${s.name} ${s.username} ${s.password ?? ""}`)].join(" ");
  const fonts = await loadPdfFonts(ctx.env.FILES, text);
  const doc = new PdfDocument(fonts, { size: "a4", dir: localeDirection(locale), lang: locale, margin: 30, footer: (page, total) => `${letterhead.name} · ${cls.name} · ${m.page(page, total)}` });
  const loginUrl = `${ctx.origin}/login?class=${encodeURIComponent(cls.code)}`;
  const qr = createQr(loginUrl, { errorCorrectionLevel: "M" }).modules;

  const cardW = (doc.width - GAP * (COLUMNS - 1)) / COLUMNS;
  const cardH = (doc.top - doc.bottom - GAP * (ROWS - 1)) / ROWS;
  const pad = 12;
  const qrSize = Math.min(92, cardH - 2 * pad - 14);
  students.forEach((s, i) => {
    const slot = i % (COLUMNS * ROWS);
    if (i > 0 && slot === 0) doc.newPage();
    const offset = (slot % COLUMNS) * (cardW + GAP);
    const top = doc.top - Math.floor(slot / COLUMNS) * (cardH + GAP);
    const { pdf } = doc;
    pdf.strokeRect(doc.boxX(offset, cardW), top - cardH, cardW, cardH, [0.75, 0.75, 0.78], 0.8);
    pdf.rect(doc.boxX(offset, cardW), top - 6, cardW, 6, letterhead.colour);
    const textW = cardW - 3 * pad - qrSize;
    let y = top - pad - 2;
    y -= doc.block(letterhead.name, offset + pad, y, textW, { size: 8, color: letterhead.colour, maxLines: 2 });
    y -= doc.block(`${m.className}: ${cls.name}`, offset + pad, y, textW, { size: 8, color: MUTED, maxLines: 2 }) + 4;
    // The whole name, always: a long one is set smaller until it fits two lines (more at the smallest size).
    let nameSize = 14;
    while (nameSize > 8 && doc.wrap(s.name, nameSize, textW).length > 2) nameSize -= 1;
    y -= doc.block(s.name, offset + pad, y, textW, { size: nameSize, color: INK }) + 4;
    y -= doc.block(m.username, offset + pad, y, textW, { size: 7.5, color: MUTED });
    y -= doc.block(s.username, offset + pad, y, textW, { size: 11, color: INK, maxLines: 2 }) + 2;
    if (s.password !== undefined) {
      y -= doc.block(m.password, offset + pad, y, textW, { size: 7.5, color: MUTED });
      doc.block(s.password, offset + pad, y, textW, { size: 11, color: INK, maxLines: 2 });
    }
    doc.block(`${m.classCode}: ${cls.code}`, offset + pad, top - cardH + pad + 12, textW, { size: 9, color: MUTED });
    const qrOffset = offset + cardW - pad - qrSize;
    pdf.qr(qr, doc.boxX(qrOffset, qrSize), top - pad - 8 - qrSize, qrSize);
    doc.block(m.scanToSignIn, qrOffset - 10, top - pad - 12 - qrSize, qrSize + 20, { size: 7, color: MUTED, align: "center", maxLines: 2 });
  });
  if (students.length === 0) doc.paragraph(`${cls.name} · ${m.signInCards}`, { size: 12, color: MUTED });
  const pdf = doc.finish({ title: `${m.signInCards} — ${cls.name}`, author: letterhead.name });
  return { pdf, filename: `login-cards-${cls.code}.pdf` };
}

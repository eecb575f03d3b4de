import { asc, eq } from "drizzle-orm";
import type { LoginCardsPrintInput } from "../../contracts/school-admin";
import { classStudents, users } from "../../db/schema";
import { letterheadOf, readerLocale, renderDocument, type DocumentReader } from "../../lib/documents";
import { AppError } from "../../lib/errors";
import { findSchoolClass } from "./school-classes.service";
import type { SchoolContext } from "./school-context";

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
 * the one-time password of their new account; the passwords are sent to the renderer, drawn and
 * forgotten (never stored or logged). The class and its children are read here, in the school's
 * scope; the document renderer only draws.
 */
export async function loginCardsPdf(ctx: SchoolContext, classId: string, reader: DocumentReader, print?: LoginCardsPrintInput): Promise<{ pdf: Uint8Array; filename: string }> {
  const cls = await findSchoolClass(ctx, classId);
  const rows = await ctx.db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(ctx.scope.where(classStudents, eq(classStudents.classId, classId), eq(users.archived, false)))
    .orderBy(asc(users.firstNameKey), asc(users.lastNameKey), asc(users.username))
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

  const pdf = await renderDocument(ctx.env, {
    kind: "login-cards",
    locale: readerLocale(reader, ctx.tenant),
    letterhead: letterheadOf(ctx.tenant),
    class_name: cls.name,
    class_code: cls.code,
    login_url: `${ctx.origin}/login?class=${encodeURIComponent(cls.code)}`,
    students: students.map((s) => ({ name: s.name, username: s.username, password: s.password })),
  });
  return { pdf, filename: `login-cards-${cls.code}.pdf` };
}

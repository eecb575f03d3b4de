import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { certificates, courseEnrollments, courseLessons } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { CJK_FONT, parseSubsetManifest, subsetsFor } from "../../worker/documents/pdf/font-catalogue";
import { call } from "./api";
import { db } from "./factories";

/**
 * Puts the PDF fonts into R2 under fonts/, as the seed does (idempotent), and the Chinese subsets
 * that `text` needs — only those, to keep the setup fast (the seed uploads all of them).
 */
export async function putTestFonts(): Promise<void> {
  await putTestFontsFor("");
}

export async function putTestFontsFor(text: string): Promise<void> {
  const fonts = JSON.parse(env.TEST_FONTS) as Record<string, string>;
  const wanted = Object.entries(fonts);
  const cjk = [...text].map((ch) => ch.codePointAt(0)!).filter((cp) => cp > 0x2e7f);
  if (cjk.length > 0) {
    const manifest = parseSubsetManifest(JSON.parse(atob(fonts[CJK_FONT.manifest.key])));
    const subsets = JSON.parse(env.TEST_CJK_FONTS) as Record<string, string>;
    for (const name of subsetsFor(cjk, manifest)) wanted.push([CJK_FONT.subsetKey(name), subsets[CJK_FONT.subsetKey(name)]]);
  }
  for (const [key, b64] of wanted) {
    if (await env.FILES.head(key)) continue;
    await env.FILES.put(key, Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)), { httpMetadata: { contentType: key.endsWith(".json") ? "application/json" : "font/woff" } });
  }
}

export const enrol = (db_: ReturnType<typeof db>, tenantId: string | null, userId: string, courseId: string) =>
  db_.insert(courseEnrollments).values({ id: newId("enr"), tenantId, userId, courseId, source: "self" }).run();

/**
 * Marks every lesson complete through the API, as the learner would: a lesson with a quiz is
 * answered first (right, with a written answer waiting for the teacher), as its completion needs.
 * `answerQuizzes: false` leaves the quizzes to the test (which has answered them its own way).
 */
export async function completeLessons(host: string, token: string, lessonIds: string[], { answerQuizzes = true } = {}) {
  const results = [];
  for (const id of lessonIds) {
    if (answerQuizzes) {
      const answers = quizAnswersOf(await db().select({ blocks: courseLessons.blocks }).from(courseLessons).where(eq(courseLessons.id, id)).get());
      if (answers) await call(host, "/api/quiz-attempts/", { method: "POST", json: { lesson: id, answers }, token });
    }
    results.push(await call(host, "/api/lesson-progress/", { method: "PUT", json: { lesson: id, completed: true }, token }));
  }
  return results;
}

type StoredQuestion = { id: string; kind: "choice"; answer: number } | { id: string; kind: "short" };

/** Right answers to a lesson's quiz questions (null without a quiz). */
function quizAnswersOf(lesson: { blocks: string } | undefined): Record<string, number | string> | null {
  const blocks = JSON.parse(lesson?.blocks ?? "[]") as { type: string; questions?: StoredQuestion[] }[];
  const questions = blocks.flatMap((b) => (b.type === "quiz" ? (b.questions ?? []) : []));
  return questions.length ? Object.fromEntries(questions.map((q) => [q.id, q.kind === "choice" ? q.answer : "My answer."])) : null;
}

export const certificatesOf = (userId: string) => db().select().from(certificates).where(eq(certificates.userId, userId)).all();
export { outboxTo } from "./outbox";

import { call, post } from "./api";
import { enrol } from "./certificates";
import { addStudents, createClass, createStaff, createTenant, createUser, db, signIn } from "./factories";
import { createCourse } from "./learning";
import { newId } from "../../worker/lib/ids";
import { eq } from "drizzle-orm";
import { parentLinks, quizAttempts } from "../../worker/db/schema";

/** Each attempt a second after the one before, so "newest first" never depends on two landing in the same millisecond. */
let clock = Date.now();

/** A right answer to both choices of helpers/learning QUIZ, and a written answer to its short question q3. */
export const ANSWERS = (written: string) => ({ q1: 1, q2: 0, q3: written });

/**
 * Marking lesson quizzes: school A with Ms Green's class (Ada, Ben) and Mr Brown's (Cai), its
 * admin, platform staff on A's host, Ada's parent; school B's teacher on B's host. Each pupil is
 * enrolled in a platform course whose lesson 2 has helpers/learning's QUIZ.
 */
export async function markingWorld() {
  const a = await createTenant();
  const b = await createTenant();
  const green = await createUser({ tenantId: a.id, role: "teacher", firstName: "Gwen", lastName: "Green" });
  const brown = await createUser({ tenantId: a.id, role: "teacher", firstName: "Bob", lastName: "Brown" });
  const admin = await createUser({ tenantId: a.id, role: "school_admin" });
  const parent = await createUser({ tenantId: a.id, role: "parent" });
  const otherTeacher = await createUser({ tenantId: b.id, role: "teacher" });
  const staff = await createStaff();
  const greens = await createClass(a.id, { teacherId: green.id, name: "Green 4" });
  const browns = await createClass(a.id, { teacherId: brown.id, name: "Brown 5" });
  const [ada, ben] = await addStudents(a.id, greens.id, [
    ["Ada", "Lovelace"],
    ["Ben", "Okri"],
  ]);
  const [cai] = await addStudents(a.id, browns.id, [["Cai", "Wen"]]);
  await db().insert(parentLinks).values({ id: newId("plk"), tenantId: a.id, parentId: parent.id, studentId: ada.id, source: "invitation", createdAt: Date.now() });
  const { course, lessons } = await createCourse({ title: "Our Goals" });
  for (const pupil of [ada, ben, cai]) await enrol(db(), a.id, pupil.id, course.id);
  const token = async (host: string, u: { username: string }) => (await signIn(host, u.username)).access;
  const tokens = {
    ada: await token(a.host, ada),
    ben: await token(a.host, ben),
    cai: await token(a.host, cai),
    green: await token(a.host, green),
    brown: await token(a.host, brown),
    admin: await token(a.host, admin),
    parent: await token(a.host, parent),
    staff: await token(a.host, staff),
    otherTeacher: await token(b.host, otherTeacher),
  };
  /** The pupil submits lesson 2's quiz (through the API, as the lesson page does). */
  const submit = async (pupilToken: string, written: string, lessonId = lessons[1].id) => {
    const res = await post(a.host, "/api/quiz-attempts/", { lesson: lessonId, answers: ANSWERS(written) }, { token: pupilToken });
    if (res.status !== 201) throw new Error(`quiz not submitted: ${res.status} ${JSON.stringify(res.body)}`);
    await db().update(quizAttempts).set({ createdAt: (clock += 1000) }).where(eq(quizAttempts.id, res.body.id));
    return res.body as { id: string; score: number; pending: number };
  };
  const list = (host: string, token: string | undefined, query = "") => call(host, `/api/quiz-attempts/${query}`, { token });
  const mark = (host: string, token: string | undefined, attemptId: string, marks: unknown) => call(host, `/api/quiz-attempts/${attemptId}/marks`, { method: "PATCH", json: { marks }, token });
  return { a, b, green, brown, admin, parent, staff, otherTeacher, greens, browns, ada, ben, cai, course, lessons, tokens, submit, list, mark };
}

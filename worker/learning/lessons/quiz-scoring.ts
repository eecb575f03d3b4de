import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { QuizQuestion, QuizResultOut } from "../../contracts/learning";
import { fieldError } from "../../lib/errors";
import { said } from "../../lib/said";

/* One way to check, score and show quiz answers: lesson quizzes and comprehension quizzes. */

export type StoredAnswers = Record<string, number | string>;
export type StoredMarks = Record<string, boolean>;

export function parseJsonObject<T>(text: string): T {
  try {
    const v: unknown = JSON.parse(text);
    return (v && typeof v === "object" ? v : {}) as T;
  } catch {
    return {} as T;
  }
}

/** Refuses answers to unknown questions, of the wrong kind, or missing ones (400 with the field). */
export function checkAnswers(questions: QuizQuestion[], answers: StoredAnswers): void {
  const known = new Map(questions.map((q) => [q.id, q]));
  for (const [id, value] of Object.entries(answers)) {
    const q = known.get(id);
    if (!q) throw fieldError("answers", "Answer the questions of this quiz");
    if (q.kind === "choice" && (typeof value !== "number" || value >= q.options.length)) throw fieldError(`answers.${id}`, "Choose one of the options");
    if (q.kind === "short" && typeof value !== "string") throw fieldError(`answers.${id}`, "Write your answer");
  }
  const unanswered = questions.filter((q) => answers[q.id] === undefined || answers[q.id] === "");
  if (unanswered.length > 0) throw fieldError("answers", said("Answer every question ({{count}} left)", { count: unanswered.length }));
}

/**
 * Choices are scored now; short answers wait for a teacher's mark (pending) and then count. A
 * question the attempt did not answer (a submission answers all; one added to the quiz later was
 * not) scores nothing and waits for no one. quizScoreSql is this rule in SQL: change both together.
 */
export function score(questions: QuizQuestion[], answers: StoredAnswers, marks: StoredMarks = {}): { score: number; maxScore: number; pending: number } {
  let points = 0;
  let pending = 0;
  for (const q of questions) {
    if (q.kind === "choice") points += answers[q.id] === q.answer ? 1 : 0;
    else if (q.id in marks) points += marks[q.id] ? 1 : 0;
    else if (answers[q.id] !== undefined && answers[q.id] !== "") pending += 1;
  }
  return { score: points, maxScore: questions.length, pending };
}

/** The columns of an attempts table that score() reads and writes. */
export interface AttemptScoreColumns {
  answers: SQLiteColumn;
  marks: SQLiteColumn;
  score: SQLiteColumn;
  maxScore: SQLiteColumn;
  pending: SQLiteColumn;
}

/**
 * score() as SQL over an attempt's stored answers and marks, so that every attempt at a quiz whose
 * questions changed is scored again in one statement (a popular lesson has more attempts than a
 * batch could carry). The questions travel as two JSON parameters; unreadable JSON counts as none.
 * `changed` holds for the attempts whose stored figures differ, the only ones worth writing.
 */
export function quizScoreSql(t: AttemptScoreColumns, questions: QuizQuestion[]): { score: SQL<number>; maxScore: number; pending: SQL<number>; changed: SQL } {
  const choices = JSON.stringify(Object.fromEntries(questions.flatMap((q) => (q.kind === "choice" ? [[q.id, q.answer]] : []))));
  const shorts = JSON.stringify(questions.filter((q) => q.kind === "short").map((q) => q.id));
  const answers = sql`(CASE WHEN json_valid(${t.answers}) THEN ${t.answers} ELSE '{}' END)`;
  const marks = sql`(CASE WHEN json_valid(${t.marks}) THEN ${t.marks} ELSE '{}' END)`;
  const score = sql<number>`((SELECT count(*) FROM json_each(${choices}) c JOIN json_each(${answers}) a ON a.key = c.key AND a.type = 'integer' AND a.value = c.value)
    + (SELECT count(*) FROM json_each(${shorts}) s JOIN json_each(${marks}) m ON m.key = s.value AND m.type = 'true'))`;
  const pending = sql<number>`(SELECT count(*) FROM json_each(${shorts}) s JOIN json_each(${answers}) a ON a.key = s.value AND a.value <> ''
    WHERE NOT EXISTS (SELECT 1 FROM json_each(${marks}) m WHERE m.key = s.value))`;
  const changed = sql`(${t.score} <> ${score} OR ${t.maxScore} <> ${questions.length} OR ${t.pending} <> ${pending})`;
  return { score, maxScore: questions.length, pending, changed };
}

/** The attempt with each question's result, the right answer and the explanation. */
export function attemptResult(questions: QuizQuestion[], row: { id: string; answers: string; marks: string; score: number; maxScore: number; pending: number; createdAt: number }): QuizResultOut {
  const answers = parseJsonObject<StoredAnswers>(row.answers);
  const marks = parseJsonObject<StoredMarks>(row.marks);
  return {
    id: row.id,
    score: row.score,
    max_score: row.maxScore,
    pending: row.pending,
    created_at: new Date(row.createdAt).toISOString(),
    results: questions.map((q) => {
      const given = answers[q.id] ?? null;
      if (q.kind === "choice") return { id: q.id, kind: q.kind, your_answer: given, correct: given === q.answer, answer: q.answer, explanation: q.explanation };
      return { id: q.id, kind: q.kind, your_answer: given, correct: q.id in marks ? marks[q.id] : null, answer: null, explanation: q.explanation };
    }),
  };
}

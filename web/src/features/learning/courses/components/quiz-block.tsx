import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircle2, XCircle } from "lucide-react";
import type { LessonBlockOut, QuizResultOut } from "@contracts/learning";
import { errorMessage } from "@/lib/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { contentLang } from "@/lib/content-lang";
import { useSubmitQuiz } from "../api/submit-quiz";

type Quiz = Extract<LessonBlockOut, { type: "quiz" }>;
type Answers = Record<string, number | string>;

/** A quiz inside a lesson: answers are checked and kept against the lesson. */
export function QuizBlock({ quiz, lessonId, courseSlug, language, lastAttempt, canSubmit }: { quiz: Quiz; lessonId: string; courseSlug: string; language: string | null; lastAttempt: QuizResultOut | null; canSubmit: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmitQuiz(courseSlug);
  return (
    <QuizForm
      title={quiz.title || t("Quiz")}
      language={quiz.title ? language : null}
      questions={quiz.questions}
      idPrefix={lessonId}
      lastAttempt={lastAttempt}
      canSubmit={canSubmit}
      pending={submit.isPending}
      error={submit.isError ? errorMessage(submit.error, t("Your answers could not be checked. Please try again.")) : null}
      submit={(answers, onDone) => submit.mutate({ lesson: lessonId, answers }, { onSuccess: onDone })}
    />
  );
}

/**
 * A quiz (a lesson's or the comprehension corner's): choose or write the answers, submit, then see
 * the score, what was right and why. Short answers wait for the teacher. Every attempt is kept;
 * "Try again" starts a new one.
 */
export function QuizForm({ title, language = null, questions, idPrefix, lastAttempt, canSubmit = true, pending, error = null, submit }: {
  title: string;
  /** The language the questions are written in (a course's; a book's): prompts, options and explanations are marked with it (lang/dir). */
  language?: string | null;
  questions: Quiz["questions"];
  idPrefix: string;
  lastAttempt: QuizResultOut | null;
  canSubmit?: boolean;
  pending: boolean;
  error?: string | null;
  submit: (answers: Answers, onDone: (result: QuizResultOut) => void) => void;
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<QuizResultOut | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  // Where the keyboard goes when the form and the results replace each other (null: stay put).
  const [focusTo, setFocusTo] = useState<"results" | "form" | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const quiz = { questions };
  const lessonId = idPrefix;
  const lang = contentLang(language);

  useEffect(() => {
    if (focusTo) heading.current?.focus();
  }, [focusTo, result]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // A written answer of only spaces is not an answer (the server trims it and refuses the attempt).
    const unanswered = quiz.questions.filter((q) => answers[q.id] === undefined || String(answers[q.id]).trim() === "").map((q) => q.id);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      document.getElementById(`${lessonId}-${unanswered[0]}`)?.focus();
      return;
    }
    submit(answers, (r) => {
      setFocusTo("results");
      setResult(r);
    });
  };
  const answer = (id: string, value: number | string) => {
    setAnswers((a) => ({ ...a, [id]: value }));
    setMissing((m) => m.filter((x) => x !== id));
  };
  const unansweredHint = (id: string) =>
    missing.includes(id) ? (
      <p id={`${lessonId}-${id}-missing`} className="text-sm font-semibold text-red-700">
        {t("Answer this question.")}
      </p>
    ) : null;

  if (result) {
    const byId = new Map(result.results.map((r) => [r.id, r]));
    return (
      <section aria-labelledby={`quiz-${lessonId}`} className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4">
        <h2 id={`quiz-${lessonId}`} ref={heading} tabIndex={-1} className="text-lg font-bold text-ink">
          {t("{{title}}: your answers", { title })}
        </h2>
        <p role="status" className="text-base font-semibold text-ink">
          {result.pending
            ? t("You scored {{score}} out of {{max}} ({{count}} written answers go to your teacher).", { score: formatNumber(result.score), max: formatNumber(result.max_score - result.pending), count: result.pending })
            : t("You scored {{score}} out of {{max}}.", { score: formatNumber(result.score), max: formatNumber(result.max_score - result.pending) })}
        </p>
        <ol className="grid gap-3">
          {quiz.questions.map((q, i) => {
            const r = byId.get(q.id);
            const right = r?.correct === true;
            return (
              <li key={q.id} className={cn("grid gap-1 rounded-md border p-3", r?.correct === null ? "border-line-muted" : right ? "border-green-600 bg-green-50" : "border-red-600 bg-red-50")}>
                <p className="flex items-start gap-2 font-semibold text-ink">
                  {r?.correct === null ? null : right ? <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-label={t("Right")} /> : <XCircle className="size-5 shrink-0 text-red-700" aria-label={t("Not right")} />}
                  {i + 1}. <span {...lang}>{q.prompt}</span>
                </p>
                {q.kind === "choice" ? (
                  <p className="text-sm text-ink">
                    {t("Your answer: {{answer}}", { answer: typeof r?.your_answer === "number" ? q.options[r.your_answer] : "—" })}
                    {!right && r?.answer !== null && r?.answer !== undefined ? ` · ${t("The answer: {{answer}}", { answer: q.options[r.answer] })}` : ""}
                  </p>
                ) : (
                  <p className="text-sm text-ink">
                    {t("Your answer: {{answer}}", { answer: String(r?.your_answer ?? "") })} · {t("Your teacher will mark it.")}
                  </p>
                )}
                {r?.explanation ? (
                  <p className="text-sm text-ink-muted" {...lang}>
                    {r.explanation}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => {
            setFocusTo("form");
            setResult(null);
            setAnswers({});
          }}
        >
          {t("Try again")}
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby={`quiz-${lessonId}`} className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4">
      <h2 id={`quiz-${lessonId}`} ref={heading} tabIndex={-1} className="text-lg font-bold text-ink" {...(language ? lang : {})}>
        {title}
      </h2>
      {lastAttempt ? (
        <p className="text-sm text-ink-muted">
          {t("Last time you scored {{score}} out of {{max}}. You can try again.", { score: formatNumber(lastAttempt.score), max: formatNumber(lastAttempt.max_score - lastAttempt.pending) })}
        </p>
      ) : null}
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        {quiz.questions.map((q, i) =>
          q.kind === "choice" ? (
            <fieldset key={q.id} className="grid gap-2">
              <legend className="mb-1 font-semibold text-ink">
                {i + 1}. <span {...lang}>{q.prompt}</span>
              </legend>
              {unansweredHint(q.id)}
              {q.options.map((option, o) => (
                <label key={o} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md border border-line-muted px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-light">
                  <input
                    type="radio"
                    id={o === 0 ? `${lessonId}-${q.id}` : undefined}
                    name={`${lessonId}-${q.id}`}
                    value={o}
                    checked={answers[q.id] === o}
                    onChange={() => answer(q.id, o)}
                    aria-invalid={missing.includes(q.id) || undefined}
                    aria-describedby={missing.includes(q.id) ? `${lessonId}-${q.id}-missing` : undefined}
                    className="size-4 accent-[var(--primary-color,#1d4ed8)]"
                  />
                  <span {...lang}>{option}</span>
                </label>
              ))}
            </fieldset>
          ) : (
            <div key={q.id} className="grid gap-2">
              <label htmlFor={`${lessonId}-${q.id}`} className="font-semibold text-ink">
                {i + 1}. <span {...lang}>{q.prompt}</span>
              </label>
              <textarea
                id={`${lessonId}-${q.id}`}
                rows={3}
                maxLength={2000}
                dir="auto"
                value={String(answers[q.id] ?? "")}
                onChange={(e) => answer(q.id, e.target.value)}
                aria-invalid={missing.includes(q.id) || undefined}
                aria-describedby={missing.includes(q.id) ? `${lessonId}-${q.id}-missing` : undefined}
                className="rounded-md border border-line-muted bg-surface p-2 text-sm text-ink aria-[invalid=true]:border-red-600"
              />
              {unansweredHint(q.id)}
            </div>
          ),
        )}
        {missing.length ? <Alert tone="error">{t("Answer every question before you check your answers.")}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {canSubmit ? (
          <Button type="submit" className="w-fit" disabled={pending}>
            {pending ? t("Checking…") : t("Check my answers")}
          </Button>
        ) : (
          <p className="text-sm text-ink-muted">{t("Preview: answers are not checked or saved.")}</p>
        )}
      </form>
    </section>
  );
}

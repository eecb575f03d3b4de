import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowRight, Check, X } from "lucide-react";
import type { QuizMarkingAnswerOut, QuizMarkingItemOut } from "@contracts/quiz-marking";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { contentLang } from "@/lib/content-lang";
import { formatDate, formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type SaveState = { kind: "saving"; mark: boolean } | { kind: "saved" } | { kind: "failed"; message: string };

/** Saves one answer's mark; resolves with the attempt as it now stands, or throws the API's error. */
export type MarkAnswer = (attempt: string, question: string, mark: boolean) => Promise<QuizMarkingItemOut>;

const pupilName = (p: QuizMarkingItemOut["pupil"]) => `${p.first_name} ${p.last_name}`.trim();

/** One written answer: the question, what the pupil wrote, the model answer, and Correct / Not correct (the current mark pressed). */
function AnswerToMark({ item, answer, onMark }: { item: QuizMarkingItemOut; answer: QuizMarkingAnswerOut; onMark: MarkAnswer }) {
  const { t } = useTranslation();
  const [state, setState] = useState<SaveState | null>(null);
  const lang = contentLang(item.course.language);
  const shown = state?.kind === "saving" ? state.mark : answer.mark;
  const save = async (mark: boolean) => {
    // Pressing the mark already saved changes nothing (after a failure it tries again).
    if (state?.kind === "saving" || (answer.mark === mark && state?.kind !== "failed")) return;
    setState({ kind: "saving", mark });
    try {
      await onMark(item.attempt_id, answer.id, mark);
      setState({ kind: "saved" });
    } catch (err) {
      setState({ kind: "failed", message: errorMessage(err, t("Could not save the mark.")) });
    }
  };
  const groupId = `mark-${item.attempt_id}-${answer.id}`;
  const choice = (mark: boolean) => (
    <Button
      type="button"
      size="sm"
      variant={shown === mark ? (mark ? "default" : "danger") : "outline"}
      aria-pressed={shown === mark}
      aria-busy={state?.kind === "saving" && state.mark === mark}
      onClick={() => void save(mark)}
    >
      {mark ? <Check aria-hidden /> : <X aria-hidden />} {mark ? t("Correct") : t("Not correct")}
    </Button>
  );
  return (
    <li className="grid gap-2 rounded-md border border-line-muted p-3">
      <p id={`${groupId}-q`} className="text-sm font-semibold break-words text-ink">
        <bdi {...lang}>{answer.prompt}</bdi>
      </p>
      <blockquote className="rounded-md bg-surface-alt px-3 py-2 text-sm break-words whitespace-pre-wrap text-ink">{answer.answer ? <bdi>{answer.answer}</bdi> : t("(No answer)")}</blockquote>
      {answer.explanation ? (
        <p className="text-xs break-words text-ink-muted">
          {t("Model answer:")} <bdi {...lang}>{answer.explanation}</bdi>
        </p>
      ) : null}
      <div role="group" aria-labelledby={`${groupId}-q`} className="flex flex-wrap items-center gap-2">
        {choice(true)}
        {choice(false)}
        <p aria-live="polite" className={cn("text-xs font-semibold", state?.kind === "failed" ? "text-danger" : "text-ink-muted")}>
          {state?.kind === "saving"
            ? t("Saving…")
            : state?.kind === "failed"
              ? t("Not saved: {{message}}", { message: state.message })
              : state?.kind === "saved"
                ? t("Saved")
                : answer.mark === null
                  ? t("Not marked yet")
                  : null}
        </p>
      </div>
    </li>
  );
}

/** One attempt at a lesson's quiz: who, which class, course and lesson, when, the score so far and each written answer to mark. */
export function QuizMarkingCard({ item, onMark }: { item: QuizMarkingItemOut; onMark: MarkAnswer }) {
  const { t } = useTranslation();
  const headingId = `attempt-${item.attempt_id}`;
  const lang = contentLang(item.course.language);
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-line-muted bg-surface p-3 sm:p-4">
      <div className="grid min-w-0 gap-1">
        <h3 id={headingId} className="font-semibold break-words text-ink">
          <bdi>{pupilName(item.pupil)}</bdi>
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          {item.class ? (
            <>
              <dt className="text-ink-muted">{t("Class")}</dt>
              <dd className="break-words">
                <bdi>{item.class.name}</bdi>
              </dd>
            </>
          ) : null}
          <dt className="text-ink-muted">{t("Lesson")}</dt>
          <dd className="break-words">
            <Link to={paths.learning.lesson(item.course.slug, item.lesson.chapter_slug, item.lesson.slug)} className="text-primary-dark underline">
              <bdi {...lang}>{item.course.title}</bdi> <ArrowRight className="inline size-3.5" aria-hidden /> <bdi {...lang}>{item.lesson.title}</bdi>
            </Link>
          </dd>
          <dt className="text-ink-muted">{t("Submitted")}</dt>
          <dd>
            <time dateTime={item.submitted_at}>{formatDate(item.submitted_at)}</time>
          </dd>
          <dt className="text-ink-muted">{t("Score")}</dt>
          <dd>
            {item.pending
              ? t("{{score}} out of {{max}} ({{n}} to mark)", { score: formatNumber(item.score), max: formatNumber(item.max_score), count: item.pending, n: formatNumber(item.pending) })
              : t("{{score}} out of {{max}}", { score: formatNumber(item.score), max: formatNumber(item.max_score) })}
          </dd>
        </dl>
      </div>
      <ol aria-label={t("Written answers of {{name}}", { name: pupilName(item.pupil) })} className="grid gap-2">
        {item.short_answers.map((a) => (
          <AnswerToMark key={a.id} item={item} answer={a} onMark={onMark} />
        ))}
      </ol>
    </li>
  );
}

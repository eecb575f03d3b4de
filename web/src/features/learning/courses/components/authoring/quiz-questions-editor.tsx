import { useTranslation } from "react-i18next";
import { Plus, Trash2 } from "lucide-react";
import type { QuizQuestion } from "@contracts/learning";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

/** A new multiple-choice question with an id of its own. */
export const newQuestion = (n: number): QuizQuestion => ({ id: `q${n}-${Math.random().toString(36).slice(2, 6)}`, kind: "choice", prompt: "", options: ["", ""], answer: 0, explanation: "" });

/**
 * A quiz's questions: multiple choice (with the right option marked) or written answers that a
 * teacher marks. Used by a lesson's quiz block and by comprehension quizzes.
 */
export function QuizQuestionsEditor({ questions, onChange }: { questions: QuizQuestion[]; onChange: (next: QuizQuestion[]) => void }) {
  const { t } = useTranslation();
  const setQuestion = (i: number, q: QuizQuestion) => onChange(questions.map((x, j) => (j === i ? q : x)));
  /** Answered by writing (the teacher marks it) or by choosing an option (two empty ones to fill). */
  const setKind = (i: number, q: QuizQuestion, kind: string) =>
    setQuestion(i, kind === "short" ? { id: q.id, kind: "short", prompt: q.prompt, explanation: q.explanation } : { id: q.id, kind: "choice", prompt: q.prompt, options: ["", ""], answer: 0, explanation: q.explanation });
  return (
    <div className="grid gap-4">
      <ol className="grid gap-4">
        {questions.map((q, i) => (
          <li key={q.id} className="grid gap-2 rounded-md border border-line-muted p-3">
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <FormField label={t("Question {{n}}", { n: i + 1 })}>
                  <Input value={q.prompt} maxLength={500} onChange={(e) => setQuestion(i, { ...q, prompt: e.target.value })} />
                </FormField>
              </div>
              <FormField label={t("Answered by")}>
                <Select
                  value={q.kind}
                  onChange={(e) => setKind(i, q, e.target.value)}
                  className="w-44"
                >
                  <option value="choice">{t("Choosing an option")}</option>
                  <option value="short">{t("Writing (teacher marks)")}</option>
                </Select>
              </FormField>
              <Button type="button" variant="ghost" size="icon" aria-label={t("Remove question {{n}}", { n: i + 1 })} disabled={questions.length === 1} onClick={() => onChange(questions.filter((_, j) => j !== i))}>
                <Trash2 aria-hidden />
              </Button>
            </div>
            {q.kind === "choice" ? (
              <fieldset className="grid gap-2">
                <legend className="text-sm font-semibold text-ink">{t("Options (choose the right one)")}</legend>
                {q.options.map((option, o) => (
                  <div key={o} className="flex items-center gap-2">
                    <input type="radio" name={`${q.id}-answer`} checked={q.answer === o} onChange={() => setQuestion(i, { ...q, answer: o })} aria-label={t("Option {{n}} is the right answer", { n: o + 1 })} className="size-4" />
                    <Input
                      value={option}
                      maxLength={200}
                      aria-label={t("Option {{n}}", { n: o + 1 })}
                      onChange={(e) => setQuestion(i, { ...q, options: q.options.map((x, k) => (k === o ? e.target.value : x)) })}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t("Remove option {{n}}", { n: o + 1 })}
                      disabled={q.options.length <= 2}
                      onClick={() => setQuestion(i, { ...q, options: q.options.filter((_, k) => k !== o), answer: q.answer === o ? 0 : q.answer > o ? q.answer - 1 : q.answer })}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                ))}
                {q.options.length < 6 ? (
                  <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setQuestion(i, { ...q, options: [...q.options, ""] })}>
                    <Plus aria-hidden /> {t("Add an option")}
                  </Button>
                ) : null}
              </fieldset>
            ) : null}
            <FormField label={q.kind === "choice" ? t("Why it is right (shown after answering)") : t("What a good answer says (shown after answering)")}>
              <Input value={q.explanation} maxLength={1000} onChange={(e) => setQuestion(i, { ...q, explanation: e.target.value })} />
            </FormField>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onChange([...questions, newQuestion(questions.length + 1)])}>
        <Plus aria-hidden /> {t("Add a question")}
      </Button>
    </div>
  );
}

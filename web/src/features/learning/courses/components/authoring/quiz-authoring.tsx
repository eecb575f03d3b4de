import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { toast } from "@/lib/toast";
import type { QuizQuestion } from "@contracts/learning";
import { ApiError, errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { useBooks } from "@/features/library/books/api/get-books";
import { createQuiz, deleteQuiz, updateQuiz, useAdminQuizzes, useContentMutation, useQuizEditor, type QuizEditOut, type QuizInput } from "../../api/content-authoring";
import { AuthoringHeader } from "./authoring-header";
import { ContentAdminList } from "./content-admin-list";
import type { AreaLinks } from "./hub-authoring";
import { newQuestion, QuizQuestionsEditor } from "./quiz-questions-editor";

/** Comprehension quizzes with their drafts. */
export function QuizzesAdminList({ links }: { links: AreaLinks }) {
  const { t } = useTranslation();
  return (
    <ContentAdminList
      title={t("Comprehension quizzes")}
      kind="quiz"
      description={t("Reading-comprehension quizzes on library books (/comprehension-corner). {{note}}", { note: links.platformNote })}
      newPath={links.edit()}
      query={useAdminQuizzes()}
      detailLabel={t("Book")}
      detail={(q) => `${q.book?.title ?? "—"} · ${t("{{n}} questions", { count: q.questions, n: formatNumber(q.questions) })}`}
      editPath={(q) => (links.canEdit(q) ? links.edit(q.id) : null)}
    />
  );
}

export function QuizAuthoring({ quizId, links }: { quizId?: string; links: AreaLinks }) {
  const { t } = useTranslation();
  const query = useQuizEditor(quizId ?? "");
  if (!quizId) return <QuizForm quiz={null} links={links} />;
  if (query.isPending) return <LoadingState label={t("Loading the quiz")} />;
  if (query.isError) return <ErrorState error={query.error} title={t("Could not load this quiz")} />;
  return <QuizForm key={query.data.id} quiz={query.data} links={links} />;
}

function QuizForm({ quiz, links }: { quiz: QuizEditOut | null; links: AreaLinks }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [v, setV] = useState({ title: quiz?.title ?? "", summary: quiz?.summary ?? "", book_id: quiz?.book?.id ?? "", pass_mark: quiz?.pass_mark == null ? "" : String(quiz.pass_mark) });
  const [questions, setQuestions] = useState<QuizQuestion[]>(quiz?.questions ?? [newQuestion(1)]);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const books = useBooks({ sort: "title", limit: 100 });
  const create = useContentMutation((input: QuizInput) => createQuiz(input));
  const save = useContentMutation((input: Partial<QuizInput>) => updateQuiz(quiz!.id, input));
  const remove = useContentMutation(() => deleteQuiz(quiz!.id));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    const input = { title: v.title, summary: v.summary, book_id: v.book_id, pass_mark: v.pass_mark === "" ? null : Number(v.pass_mark), questions };
    try {
      if (quiz) {
        await save.mutateAsync(input);
        toast.success(t("Quiz saved"));
      } else {
        const made = await create.mutateAsync(input);
        toast.success(t("Quiz created as a draft"));
        navigate(links.edit(made.id));
      }
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields ?? {});
      toast.error(errorMessage(err, t("Could not save the quiz.")));
    }
  };
  const firstQuestionError = Object.entries(errors).find(([k]) => k.startsWith("questions"))?.[1]?.[0];

  return (
    <div className="grid gap-6">
      {quiz ? (
        <AuthoringHeader
          kind="quiz"
          title={quiz.title}
          published={quiz.status === "published"}
          listPath={links.list}
          listLabel={t("All quizzes")}
          previewPath={paths.learning.comprehension(quiz.slug)}
          onStatus={(status) => save.mutateAsync({ status })}
          onDelete={() => remove.mutateAsync(undefined)}
          deleteDescription={t("Only a quiz nobody has answered can be deleted; unpublish an answered one instead.")}
        />
      ) : (
        <h1 className="text-2xl font-bold text-ink">{t("New comprehension quiz")}</h1>
      )}
      <form onSubmit={(e) => void submit(e)} className="grid gap-4 rounded-xl border border-line-muted bg-surface p-4 md:grid-cols-2" noValidate>
        <h2 className="text-lg font-bold text-ink md:col-span-2">{t("Quiz")}</h2>
        <FormField label={t("Title")} error={errors.title?.[0]}>
          <Input value={v.title} maxLength={255} onChange={(e) => setV({ ...v, title: e.target.value })} />
        </FormField>
        <FormField label={t("Book")} error={errors.book_id?.[0]}>
          <Select value={v.book_id} onChange={(e) => setV({ ...v, book_id: e.target.value })}>
            <option value="">{t("Choose a book")}</option>
            {quiz?.book && !(books.data?.results ?? []).some((b) => b.id === quiz.book!.id) ? <option value={quiz.book.id}>{quiz.book.title}</option> : null}
            {(books.data?.results ?? []).map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("Summary")} error={errors.summary?.[0]}>
          <Input value={v.summary} maxLength={500} onChange={(e) => setV({ ...v, summary: e.target.value })} />
        </FormField>
        <FormField label={t("Pass mark (%)")} hint={t("Leave empty for no pass mark.")} error={errors.pass_mark?.[0]}>
          <Input type="number" min={1} max={100} value={v.pass_mark} onChange={(e) => setV({ ...v, pass_mark: e.target.value })} />
        </FormField>
        <div className="grid gap-2 md:col-span-2">
          <h3 className="font-semibold text-ink">{t("Questions")}</h3>
          <QuizQuestionsEditor questions={questions} onChange={setQuestions} />
          {firstQuestionError ? (
            <p role="alert" className="text-sm text-danger">
              {t(firstQuestionError)}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end md:col-span-2">
          <Button type="submit" disabled={create.isPending || save.isPending}>
            {quiz ? t("Save the quiz") : t("Create the quiz")}
          </Button>
        </div>
      </form>
    </div>
  );
}

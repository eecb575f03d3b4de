import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { Trans, useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { BookOpen, Check, X } from "lucide-react";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatNumber } from "@/lib/format";
import { userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useAttemptComprehension, useComprehension, useComprehensionResults, useMarkComprehension } from "../api/comprehension";
import { QuizForm } from "./quiz-block";

function ClassResults({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const results = useComprehensionResults(slug, true);
  const mark = useMarkComprehension(slug);
  if (results.isPending) return <LoadingState label={t("Loading the class's results")} />;
  if (results.isError) return <ErrorState error={results.error} title={t("Could not load the results")} />;
  if (results.data.results.length === 0) return <EmptyState>{t("No one in your classes has taken this quiz yet.")}</EmptyState>;
  const decide = (attempt: string, id: string, right: boolean) =>
    mark.mutate({ attempt, marks: { [id]: right } }, { onSuccess: () => toast.success(t("Marked")), onError: (err) => toast.error(errorMessage(err, t("Could not save the mark."))) });
  const markRight = (attempt: string, id: string) => decide(attempt, id, true);
  const markWrong = (attempt: string, id: string) => decide(attempt, id, false);
  return (
    <Table label={t("Class results")}>
      <THead>
        <TR>
          <TH>{t("Student")}</TH>
          <TH>{t("Score")}</TH>
          <TH>{t("Written answers")}</TH>
        </TR>
      </THead>
      <TBody>
        {results.data.results.map((r) => (
          <TR key={r.attempt_id}>
            <TD className="font-medium whitespace-nowrap">{r.student.name}</TD>
            <TD>
              {formatNumber(r.score)}/{formatNumber(r.max_score)}
              {r.pending ? <span className="block text-xs text-ink-muted">{t("{{n}} to mark", { count: r.pending, n: formatNumber(r.pending) })}</span> : null}
            </TD>
            <TD>
              <ul className="grid gap-2">
                {r.short_answers.map((a) => (
                  <li key={a.id} className="grid gap-1">
                    <span className="text-xs text-ink-muted">{a.prompt}</span>
                    <span className="text-sm text-ink">{a.answer}</span>
                    {a.mark === null ? (
                      <span className="flex gap-2">
                        <Button size="sm" variant="outline" onClick={() => markRight(r.attempt_id, a.id)} aria-label={t("Mark {{name}}'s answer right", { name: r.student.name })}>
                          <Check aria-hidden /> {t("Right")}
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => markWrong(r.attempt_id, a.id)} aria-label={t("Mark {{name}}'s answer not right", { name: r.student.name })}>
                          <X aria-hidden /> {t("Not right")}
                        </Button>
                      </span>
                    ) : (
                      <span className="text-xs font-semibold text-ink">{a.mark ? t("Marked right") : t("Marked not right")}</span>
                    )}
                  </li>
                ))}
              </ul>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

/** /comprehension-corner/{slug}: a reading-comprehension quiz on a library book, its answers after submitting, and for teachers the class's results. */
export function ComprehensionPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const query = useComprehension(slug);
  const attempt = useAttemptComprehension(slug);
  if (query.isPending) return <LoadingState label={t("Loading the quiz")} />;
  if (query.isError) return <ErrorState error={query.error} title={t("Could not load this quiz")} />;
  const q = query.data;
  const teaches = !!user && (user.role === "teacher" || user.role === "school_admin");
  return (
    <div className="grid gap-8">
      <PageHeader
        title={t("Comprehension corner: {{title}}", { title: q.title })}
        description={q.summary}
        actions={
          q.book ? (
            <Button asChild variant="outline">
              <Link to={paths.book(q.book.id)}>
                <BookOpen aria-hidden /> {t("Read “{{title}}”", { title: q.book.title })}
              </Link>
            </Button>
          ) : null
        }
      />
      {user ? (
        <QuizForm
          title={t("Answer the questions")}
          questions={q.questions}
          idPrefix={q.id}
          lastAttempt={q.attempts[0] ?? null}
          submit={(answers, onDone) => attempt.mutate(answers, { onSuccess: onDone, onError: (err) => toast.error(errorMessage(err, t("Your answers could not be checked."))) })}
          pending={attempt.isPending}
        />
      ) : (
        <Alert>
          <Trans i18nKey="<0>Sign in</0> to answer the questions and see how you did." components={[<Link key="login" to={paths.login} className="font-semibold underline" />]} />
        </Alert>
      )}
      {q.attempts.length > 1 ? (
        <section aria-labelledby="attempts" className="grid gap-2">
          <h2 id="attempts" className="text-lg font-bold text-ink">
            {t("My attempts")}
          </h2>
          <ul className="grid gap-1 text-sm text-ink">
            {q.attempts.map((a) => (
              <li key={a.id}>
                {a.pending
                  ? t("{{date}}: {{score}} out of {{max}} ({{n}} waiting for your teacher)", { date: formatDate(a.created_at), score: formatNumber(a.score), max: formatNumber(a.max_score), count: a.pending, n: formatNumber(a.pending) })
                  : t("{{date}}: {{score}} out of {{max}}", { date: formatDate(a.created_at), score: formatNumber(a.score), max: formatNumber(a.max_score) })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {teaches ? (
        <section aria-labelledby="class-results" className="grid gap-3">
          <h2 id="class-results" className="text-lg font-bold text-ink">
            {t("My classes' results")}
          </h2>
          <ClassResults slug={q.slug} />
        </section>
      ) : null}
    </div>
  );
}

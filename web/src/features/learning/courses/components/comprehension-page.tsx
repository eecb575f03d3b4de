import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { toast } from "@/lib/toast";
import { BookOpen, Check, X } from "lucide-react";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useAttemptComprehension, useComprehension, useComprehensionResults, useMarkComprehension } from "../api/comprehension";
import { QuizForm } from "./quiz-block";

function ClassResults({ slug }: { slug: string }) {
  const results = useComprehensionResults(slug, true);
  const mark = useMarkComprehension(slug);
  if (results.isPending) return <LoadingState label="Loading the class's results" />;
  if (results.isError) return <ErrorState error={results.error} title="Could not load the results" />;
  if (results.data.results.length === 0) return <EmptyState>No one in your classes has taken this quiz yet.</EmptyState>;
  const decide = (attempt: string, id: string, right: boolean) =>
    mark.mutate({ attempt, marks: { [id]: right } }, { onSuccess: () => toast.success("Marked"), onError: (err) => toast.error(errorMessage(err, "Could not save the mark.")) });
  return (
    <Table label="Class results">
      <THead>
        <TR>
          <TH>Student</TH>
          <TH>Score</TH>
          <TH>Written answers</TH>
        </TR>
      </THead>
      <TBody>
        {results.data.results.map((r) => (
          <TR key={r.attempt_id}>
            <TD className="font-medium whitespace-nowrap">{r.student.name}</TD>
            <TD>
              {r.score}/{r.max_score}
              {r.pending ? <span className="block text-xs text-ink-muted">{r.pending} to mark</span> : null}
            </TD>
            <TD>
              <ul className="grid gap-2">
                {r.short_answers.map((a) => (
                  <li key={a.id} className="grid gap-1">
                    <span className="text-xs text-ink-muted">{a.prompt}</span>
                    <span className="text-sm text-ink">{a.answer}</span>
                    {a.mark === null ? (
                      <span className="flex gap-2">
                        <Button size="sm" variant="outline" onClick={() => decide(r.attempt_id, a.id, true)} aria-label={`Mark ${r.student.name}'s answer right`}>
                          <Check aria-hidden /> Right
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => decide(r.attempt_id, a.id, false)} aria-label={`Mark ${r.student.name}'s answer not right`}>
                          <X aria-hidden /> Not right
                        </Button>
                      </span>
                    ) : (
                      <span className="text-xs font-semibold text-ink">{a.mark ? "Marked right" : "Marked not right"}</span>
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
  const user = useAtomValue(userAtom);
  const query = useComprehension(slug);
  const attempt = useAttemptComprehension(slug);
  if (query.isPending) return <LoadingState label="Loading the quiz" />;
  if (query.isError) return <ErrorState error={query.error} title="Could not load this quiz" />;
  const q = query.data;
  const teaches = !!user && (user.role === "teacher" || user.role === "school_admin");
  return (
    <div className="grid gap-8">
      <PageHeader
        title={`Comprehension corner: ${q.title}`}
        description={q.summary}
        actions={
          q.book ? (
            <Button asChild variant="outline">
              <Link to={paths.book(q.book.id)}>
                <BookOpen aria-hidden /> Read “{q.book.title}”
              </Link>
            </Button>
          ) : null
        }
      />
      {user ? (
        <QuizForm
          title="Answer the questions"
          questions={q.questions}
          idPrefix={q.id}
          lastAttempt={q.attempts[0] ?? null}
          submit={(answers, onDone) => attempt.mutate(answers, { onSuccess: onDone, onError: (err) => toast.error(errorMessage(err, "Your answers could not be checked.")) })}
          pending={attempt.isPending}
        />
      ) : (
        <Alert>
          <Link to={paths.login} className="font-semibold underline">
            Sign in
          </Link>{" "}
          to answer the questions and see how you did.
        </Alert>
      )}
      {q.attempts.length > 1 ? (
        <section aria-labelledby="attempts" className="grid gap-2">
          <h2 id="attempts" className="text-lg font-bold text-ink">
            My attempts
          </h2>
          <ul className="grid gap-1 text-sm text-ink">
            {q.attempts.map((a) => (
              <li key={a.id}>
                {new Date(a.created_at).toLocaleDateString("en-GB")}: {a.score} out of {a.max_score}
                {a.pending ? ` (${a.pending} waiting for your teacher)` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {teaches ? (
        <section aria-labelledby="class-results" className="grid gap-3">
          <h2 id="class-results" className="text-lg font-bold text-ink">
            My classes&apos; results
          </h2>
          <ClassResults slug={q.slug} />
        </section>
      ) : null}
    </div>
  );
}

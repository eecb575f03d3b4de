import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { Trans, useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { CalendarClock, Users } from "lucide-react";
import { SUBMISSION_FILE_LIMITS, type ChallengeOut, type SubmissionOut } from "@contracts/learning";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatDate, formatNumber } from "@/lib/format";
import { isolate } from "@/lib/bidi";
import { msg } from "@/lib/i18n";
import { userAtom } from "@/lib/session";
import { goalName } from "@/features/learning/sdgs/lib/goal-names";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { sdgStyle } from "@/components/sdgs/sdg-tiles";
import { useChallenge, useChallenges, useGallery, useReview, useReviewQueue, useSubmitEntry } from "../api/challenges";
import { FileInput } from "@/components/ui/file-input";

/** The Dear World letter challenge: its page has the letter writer of the library. */
export const LETTER_CHALLENGE = "write-a-letter-and-change-the-world-with-upschool";
export const challengePath = (slug: string) => (slug === LETTER_CHALLENGE ? `/challenges/${LETTER_CHALLENGE}` : `/sdg-challenge/${encodeURIComponent(slug)}`);
const date = (iso: string) => formatDate(iso, "long");

function GoalTile({ sdg }: { sdg: number }) {
  const { t } = useTranslation();
  const label = t("Goal {{n}}: {{name}}", { n: formatNumber(sdg), name: goalName(t, sdg) });
  return (
    <span className="flex size-14 shrink-0 flex-col items-center justify-center rounded-md text-center" style={sdgStyle(sdg)} title={label}>
      <span className="text-xl leading-none font-extrabold">{formatNumber(sdg)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function ChallengeCard({ c }: { c: ChallengeOut }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full gap-3 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
      <GoalTile sdg={c.sdg} />
      <div className="grid min-w-0 gap-1">
        <h3 className="text-base font-bold text-ink" dir="auto">
          <Link to={challengePath(c.slug)} className="hover:underline">
            {c.title}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">{t("Goal {{n}}: {{name}}", { n: formatNumber(c.sdg), name: goalName(t, c.sdg) })}</p>
        <p className="flex flex-wrap items-center gap-3 text-sm text-ink">
          <span className="flex items-center gap-1">
            <CalendarClock className="size-4" aria-hidden /> {c.open ? t("Until {{date}}", { date: date(c.deadline) }) : t("Closed {{date}}", { date: date(c.deadline) })}
          </span>
          <span className="flex items-center gap-1">
            <Users className="size-4" aria-hidden /> {t("{{n}} taking part", { count: c.participants, n: formatNumber(c.participants) })}
          </span>
        </p>
      </div>
    </article>
  );
}

function ChallengeGroup({ when, title }: { when: "open" | "past"; title: string }) {
  const { t } = useTranslation();
  const list = useChallenges(when);
  return (
    <section aria-labelledby={`challenges-${when}`} className="grid gap-3">
      <h2 id={`challenges-${when}`} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {list.isPending ? (
        <LoadingState label={when === "open" ? t("Loading open challenges") : t("Loading past challenges")} />
      ) : list.isError ? (
        <ErrorState error={list.error} title={t("Could not load the challenges")} />
      ) : list.data.results.length === 0 ? (
        <EmptyState>{when === "open" ? t("No challenge is open right now.") : t("No past challenges yet.")}</EmptyState>
      ) : (
        <ul aria-label={title} className="grid gap-4 md:grid-cols-2">
          {list.data.results.map((c) => (
            <li key={c.id}>
              <ChallengeCard c={c} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const OPEN = "open";
const PAST = "past";

/** /challenges: open and past challenges. */
export function ChallengeList() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8">
      <PageHeader title={t("Challenges")} description={t("Take on a challenge for one of the Global Goals: write, draw, make or map something, and share it with your school.")} />
      <ChallengeGroup when={OPEN} title={t("Open challenges")} />
      <ChallengeGroup when={PAST} title={t("Past challenges")} />
    </div>
  );
}

/** The brief, the prompts and the deadline. */
export function ChallengeBrief({ c }: { c: ChallengeOut }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <GoalTile sdg={c.sdg} />
        <div className="grid gap-1">
          <Badge variant={c.open ? "success" : "muted"} className="justify-self-start">{c.open ? t("Open until {{date}}", { date: date(c.deadline) }) : t("Closed on {{date}}", { date: date(c.deadline) })}</Badge>
          <p className="text-sm text-ink-muted">
            {t("Goal {{n}}: {{name}}", { n: formatNumber(c.sdg), name: goalName(t, c.sdg) })} · {t("{{n}} taking part at this school", { count: c.participants, n: formatNumber(c.participants) })}
          </p>
        </div>
      </div>
      {c.brief.split(/\n{2,}/).map((p, i) => (
        <p key={i} className="text-ink" dir="auto">
          {p}
        </p>
      ))}
      {c.prompts.length ? (
        <section aria-labelledby="prompts" className="grid gap-2 rounded-lg bg-primary-light p-4">
          <h2 id="prompts" className="font-bold text-primary-dark">
            {t("Ideas to get you started")}
          </h2>
          <ul className="list-disc ps-5 text-ink">
            {/* Each prompt takes its direction (and so its alignment) from itself, as the brief's paragraphs do: an English prompt on an Arabic page starts at the left. */}
            {c.prompts.map((p) => (
              <li key={p} dir="auto">
                {p}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function EntryView({ s }: { s: SubmissionOut }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      {s.title ? (
        <p className="font-semibold text-ink" dir="auto">
          {s.title}
        </p>
      ) : null}
      {s.body ? (
        <p className="whitespace-pre-line text-ink" dir="auto">
          {s.body}
        </p>
      ) : null}
      {s.file ? (
        s.file.type.startsWith("image/") ? (
          <img src={s.file.url} alt={s.title || t("Entry by {{name}}", { name: s.author.first_name })} className="max-h-72 w-full rounded-md object-contain" loading="lazy" />
        ) : (
          <a href={s.file.url} className="text-sm font-semibold text-primary-dark underline" target="_blank" rel="noreferrer">
            {t("Open {{name}}", { name: s.file.name })}
          </a>
        )
      ) : null}
    </div>
  );
}

const STATUS: Record<SubmissionOut["status"], string> = {
  pending: msg("Waiting for your teacher"),
  approved: msg("In the gallery"),
  rejected: msg("Sent back: you can change it and send it again"),
};

function EntryForm({ c, mine }: { c: ChallengeOut; mine: SubmissionOut | null }) {
  const { t } = useTranslation();
  const submit = useSubmitEntry(c.slug);
  const [title, setTitle] = useState(mine?.title ?? "");
  const [body, setBody] = useState(mine?.body ?? "");
  const [file, setFile] = useState<File | null>(null);
  const fields = submit.error instanceof ApiError ? (submit.error.fields ?? {}) : {};
  const limit = c.submission === "text" ? null : SUBMISSION_FILE_LIMITS[c.submission];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const form = new FormData();
    form.set("title", title);
    form.set("body", body);
    if (file) form.set("file", file);
    submit.mutate(form, { onSuccess: () => toast.success(t("Your entry was sent to your teacher")), onError: (err) => toast.error(errorMessage(err, t("Your entry could not be sent."))) });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormField label={t("Title (optional)")} error={fields.title?.[0]}>
        <Input value={title} dir="auto" maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <FormField label={c.submission === "text" ? t("Your entry") : t("Tell us about it (optional)")} error={fields.body?.[0]}>
        <textarea className={TEXTAREA_CLASS} dir="auto" rows={c.submission === "text" ? 8 : 3} maxLength={10_000} value={body} onChange={(e) => setBody(e.target.value)} />
      </FormField>
      {limit ? (
        <FormField label={c.submission === "image" ? t("Your picture") : t("Your file")} hint={t("Use {{types}}.", { types: t(limit.label) })} error={fields.file?.[0]}>
          <FileInput accept={limit.types.join(",")} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </FormField>
      ) : null}
      <Button type="submit" className="w-fit" disabled={submit.isPending}>
        {submit.isPending ? t("Sending…") : mine ? t("Send my entry again") : t("Send my entry")}
      </Button>
    </form>
  );
}

function ReviewQueue({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const queue = useReviewQueue(slug, true);
  const review = useReview(slug);
  const [notes, setNotes] = useState<Record<string, string>>({});
  if (queue.isPending) return <LoadingState label={t("Loading entries to review")} />;
  if (queue.isError) return <ErrorState error={queue.error} title={t("Could not load the entries")} />;
  if (queue.data.results.length === 0) return <EmptyState>{t("No entries are waiting for review.")}</EmptyState>;
  const decide = (id: string, status: "approved" | "rejected") =>
    review.mutate(
      { id, status, note: notes[id] },
      {
        onSuccess: () => {
          toast.success(status === "approved" ? t("Added to the gallery") : t("Sent back to the learner"));
          void queue.refetch();
        },
        onError: (err) => toast.error(errorMessage(err, t("Could not save your decision."))),
      },
    );
  const approve = (id: string) => decide(id, "approved");
  const sendBack = (id: string) => decide(id, "rejected");
  return (
    <ul aria-label={t("Entries to review")} className="grid gap-4">
      {queue.data.results.map((s) => (
        <li key={s.id} className="grid gap-3 rounded-lg border border-line-muted p-4">
          <p className="text-sm font-semibold text-ink" dir="auto">
            {s.author.first_name} {s.author.last_name}
          </p>
          <EntryView s={s} />
          <FormField label={t("Note for the learner (optional)")}>
            <Input value={notes[s.id] ?? ""} maxLength={500} onChange={(e) => setNotes((n) => ({ ...n, [s.id]: e.target.value }))} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => approve(s.id)} disabled={review.isPending} aria-label={t("Approve the entry of {{name}}", { name: s.author.first_name })}>
              {t("Approve")}
            </Button>
            <Button variant="outline" onClick={() => sendBack(s.id)} disabled={review.isPending} aria-label={t("Send back the entry of {{name}}", { name: s.author.first_name })}>
              {t("Send back")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Gallery({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const gallery = useGallery(slug);
  return (
    <section aria-labelledby="gallery" className="grid gap-3">
      <h2 id="gallery" className="text-xl font-bold text-ink">
        {t("Gallery")}
      </h2>
      {gallery.isPending ? (
        <LoadingState label={t("Loading the gallery")} />
      ) : gallery.isError ? (
        <ErrorState error={gallery.error} title={t("Could not load the gallery")} />
      ) : gallery.data.results.length === 0 ? (
        <EmptyState>{t("No entries in the gallery yet. Yours could be the first!")}</EmptyState>
      ) : (
        <ul aria-label={t("Gallery entries")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {gallery.data.results.map((s) => (
            <li key={s.id} className="grid content-start gap-2 rounded-xl border border-line-muted bg-surface p-4">
              <EntryView s={s} />
              <p className="text-xs text-ink-muted">
                {t("by {{author}}", { author: isolate(`${s.author.first_name} ${s.author.last_name}`) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /sdg-challenge/{slug}: the brief, the learner's entry, the teacher's review queue and the gallery. */
export function ChallengePage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const query = useChallenge(slug);
  if (query.isPending) return <LoadingState label={t("Loading the challenge")} />;
  if (query.isError) return <ErrorState error={query.error} title={t("Could not load this challenge")} />;
  const c = query.data;
  const adult = !!user && (user.is_staff || user.role === "teacher" || user.role === "school_admin");
  return (
    <div className="grid gap-8">
      <BackLink to={paths.learning.challenges}>{t("All challenges")}</BackLink>
      <PageHeader title={<bdi>{c.title}</bdi>} />
      <ChallengeBrief c={c} />
      {user && user.role === "student" ? (
        <section aria-labelledby="my-entry" className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4">
          <h2 id="my-entry" className="text-xl font-bold text-ink">
            {t("My entry")}
          </h2>
          {c.mine ? (
            <Alert tone={c.mine.status === "approved" ? "success" : "info"}>
              <p className="font-semibold">{t(STATUS[c.mine.status])}</p>
              {c.mine.review_note ? <p>{t("Your teacher says: {{note}}", { note: c.mine.review_note })}</p> : null}
            </Alert>
          ) : null}
          {c.mine?.status === "approved" ? <EntryView s={c.mine} /> : c.open ? <EntryForm c={c} mine={c.mine} /> : <p className="text-ink-muted">{t("This challenge has closed.")}</p>}
        </section>
      ) : !user && c.open ? (
        <Alert>
          <Trans i18nKey="<0>Sign in</0> on your school's site to take part." components={[<Link key="login" to={paths.login} className="font-semibold underline" />]} />
        </Alert>
      ) : null}
      {adult ? (
        <section aria-labelledby="review" className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4">
          <h2 id="review" className="text-xl font-bold text-ink">
            {t("Entries to review")}
          </h2>
          <ReviewQueue slug={c.slug} />
        </section>
      ) : null}
      <Gallery slug={c.slug} />
    </div>
  );
}

import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { toast } from "@/lib/toast";
import { CalendarClock, Users } from "lucide-react";
import { SUBMISSION_FILE_LIMITS, type ChallengeOut, type SubmissionOut } from "@contracts/learning";
import { sdgName } from "@contracts/sdgs";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { userAtom } from "@/lib/session";
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

/** The Dear World letter challenge: its page has the letter writer of the library. */
export const LETTER_CHALLENGE = "write-a-letter-and-change-the-world-with-upschool";
export const challengePath = (slug: string) => (slug === LETTER_CHALLENGE ? `/challenges/${LETTER_CHALLENGE}` : `/sdg-challenge/${encodeURIComponent(slug)}`);
const date = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

function GoalTile({ sdg }: { sdg: number }) {
  return (
    <span className="flex size-14 shrink-0 flex-col items-center justify-center rounded-md text-center" style={sdgStyle(sdg)} title={`Goal ${sdg}: ${sdgName(sdg)}`}>
      <span className="text-xl leading-none font-extrabold">{sdg}</span>
      <span className="sr-only">Goal {sdg}: {sdgName(sdg)}</span>
    </span>
  );
}

export function ChallengeCard({ c }: { c: ChallengeOut }) {
  return (
    <article className="flex h-full gap-3 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
      <GoalTile sdg={c.sdg} />
      <div className="grid min-w-0 gap-1">
        <h3 className="text-base font-bold text-ink">
          <Link to={challengePath(c.slug)} className="hover:underline">
            {c.title}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">Goal {c.sdg}: {sdgName(c.sdg)}</p>
        <p className="flex flex-wrap items-center gap-3 text-sm text-ink">
          <span className="flex items-center gap-1">
            <CalendarClock className="size-4" aria-hidden /> {c.open ? `Until ${date(c.deadline)}` : `Closed ${date(c.deadline)}`}
          </span>
          <span className="flex items-center gap-1">
            <Users className="size-4" aria-hidden /> {c.participants} taking part
          </span>
        </p>
      </div>
    </article>
  );
}

function ChallengeGroup({ when, title }: { when: "open" | "past"; title: string }) {
  const list = useChallenges(when);
  return (
    <section aria-labelledby={`challenges-${when}`} className="grid gap-3">
      <h2 id={`challenges-${when}`} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {list.isPending ? (
        <LoadingState label={`Loading ${title.toLowerCase()}`} />
      ) : list.isError ? (
        <ErrorState error={list.error} title="Could not load the challenges" />
      ) : list.data.results.length === 0 ? (
        <EmptyState>{when === "open" ? "No challenge is open right now." : "No past challenges yet."}</EmptyState>
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

/** /challenges: open and past challenges. */
export function ChallengeList() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Challenges" description="Take on a challenge for one of the Global Goals: write, draw, make or map something, and share it with your school." />
      <ChallengeGroup when="open" title="Open challenges" />
      <ChallengeGroup when="past" title="Past challenges" />
    </div>
  );
}

/** The brief, the prompts and the deadline. */
export function ChallengeBrief({ c }: { c: ChallengeOut }) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <GoalTile sdg={c.sdg} />
        <div className="grid gap-1">
          <Badge variant={c.open ? "success" : "muted"}>{c.open ? `Open until ${date(c.deadline)}` : `Closed on ${date(c.deadline)}`}</Badge>
          <p className="text-sm text-ink-muted">
            Goal {c.sdg}: {sdgName(c.sdg)} · {c.participants} taking part at this school
          </p>
        </div>
      </div>
      {c.brief.split(/\n{2,}/).map((p, i) => (
        <p key={i} className="text-ink">
          {p}
        </p>
      ))}
      {c.prompts.length ? (
        <section aria-labelledby="prompts" className="grid gap-2 rounded-lg bg-primary-light p-4">
          <h2 id="prompts" className="font-bold text-primary-dark">
            Ideas to get you started
          </h2>
          <ul className="list-disc ps-5 text-ink">
            {c.prompts.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function EntryView({ s }: { s: SubmissionOut }) {
  return (
    <div className="grid gap-2">
      {s.title ? <p className="font-semibold text-ink">{s.title}</p> : null}
      {s.body ? <p className="whitespace-pre-line text-ink">{s.body}</p> : null}
      {s.file ? (
        s.file.type.startsWith("image/") ? (
          <img src={s.file.url} alt={s.title || `Entry by ${s.author.first_name}`} className="max-h-72 w-full rounded-md object-contain" loading="lazy" />
        ) : (
          <a href={s.file.url} className="text-sm font-semibold text-primary-dark underline" target="_blank" rel="noreferrer">
            Open {s.file.name}
          </a>
        )
      ) : null}
    </div>
  );
}

const STATUS: Record<SubmissionOut["status"], string> = { pending: "Waiting for your teacher", approved: "In the gallery", rejected: "Sent back: you can change it and send it again" };

function EntryForm({ c, mine }: { c: ChallengeOut; mine: SubmissionOut | null }) {
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
    submit.mutate(form, { onSuccess: () => toast.success("Your entry was sent to your teacher"), onError: (err) => toast.error(errorMessage(err, "Your entry could not be sent.")) });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormField label="Title (optional)" error={fields.title?.[0]}>
        <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <FormField label={c.submission === "text" ? "Your entry" : "Tell us about it (optional)"} error={fields.body?.[0]}>
        <textarea className={TEXTAREA_CLASS} rows={c.submission === "text" ? 8 : 3} maxLength={10_000} value={body} onChange={(e) => setBody(e.target.value)} />
      </FormField>
      {limit ? (
        <FormField label={c.submission === "image" ? "Your picture" : "Your file"} hint={`Use ${limit.label}.`} error={fields.file?.[0]}>
          <input type="file" accept={limit.types.join(",")} onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="text-sm" />
        </FormField>
      ) : null}
      <Button type="submit" className="w-fit" disabled={submit.isPending}>
        {submit.isPending ? "Sending…" : mine ? "Send my entry again" : "Send my entry"}
      </Button>
    </form>
  );
}

function ReviewQueue({ slug }: { slug: string }) {
  const queue = useReviewQueue(slug, true);
  const review = useReview(slug);
  const [notes, setNotes] = useState<Record<string, string>>({});
  if (queue.isPending) return <LoadingState label="Loading entries to review" />;
  if (queue.isError) return <ErrorState error={queue.error} title="Could not load the entries" />;
  if (queue.data.results.length === 0) return <EmptyState>No entries are waiting for review.</EmptyState>;
  const decide = (id: string, status: "approved" | "rejected") =>
    review.mutate(
      { id, status, note: notes[id] },
      {
        onSuccess: () => {
          toast.success(status === "approved" ? "Added to the gallery" : "Sent back to the learner");
          void queue.refetch();
        },
        onError: (err) => toast.error(errorMessage(err, "Could not save your decision.")),
      },
    );
  return (
    <ul aria-label="Entries to review" className="grid gap-4">
      {queue.data.results.map((s) => (
        <li key={s.id} className="grid gap-3 rounded-lg border border-line-muted p-4">
          <p className="text-sm font-semibold text-ink">
            {s.author.first_name} {s.author.last_name}
          </p>
          <EntryView s={s} />
          <FormField label="Note for the learner (optional)">
            <Input value={notes[s.id] ?? ""} maxLength={500} onChange={(e) => setNotes((n) => ({ ...n, [s.id]: e.target.value }))} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => decide(s.id, "approved")} disabled={review.isPending} aria-label={`Approve the entry of ${s.author.first_name}`}>
              Approve
            </Button>
            <Button variant="outline" onClick={() => decide(s.id, "rejected")} disabled={review.isPending} aria-label={`Send back the entry of ${s.author.first_name}`}>
              Send back
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Gallery({ slug }: { slug: string }) {
  const gallery = useGallery(slug);
  return (
    <section aria-labelledby="gallery" className="grid gap-3">
      <h2 id="gallery" className="text-xl font-bold text-ink">
        Gallery
      </h2>
      {gallery.isPending ? (
        <LoadingState label="Loading the gallery" />
      ) : gallery.isError ? (
        <ErrorState error={gallery.error} title="Could not load the gallery" />
      ) : gallery.data.results.length === 0 ? (
        <EmptyState>No entries in the gallery yet. Yours could be the first!</EmptyState>
      ) : (
        <ul aria-label="Gallery entries" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {gallery.data.results.map((s) => (
            <li key={s.id} className="grid content-start gap-2 rounded-xl border border-line-muted bg-surface p-4">
              <EntryView s={s} />
              <p className="text-xs text-ink-muted">
                by {s.author.first_name} {s.author.last_name}
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
  const user = useAtomValue(userAtom);
  const query = useChallenge(slug);
  if (query.isPending) return <LoadingState label="Loading the challenge" />;
  if (query.isError) return <ErrorState error={query.error} title="Could not load this challenge" />;
  const c = query.data;
  const adult = !!user && (user.is_staff || user.role === "teacher" || user.role === "school_admin");
  return (
    <div className="grid gap-8">
      <BackLink to={paths.learning.challenges}>All challenges</BackLink>
      <PageHeader title={c.title} />
      <ChallengeBrief c={c} />
      {user && user.role === "student" ? (
        <section aria-labelledby="my-entry" className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4">
          <h2 id="my-entry" className="text-xl font-bold text-ink">
            My entry
          </h2>
          {c.mine ? (
            <Alert tone={c.mine.status === "approved" ? "success" : "info"}>
              <p className="font-semibold">{STATUS[c.mine.status]}</p>
              {c.mine.review_note ? <p>Your teacher says: {c.mine.review_note}</p> : null}
            </Alert>
          ) : null}
          {c.mine?.status === "approved" ? <EntryView s={c.mine} /> : c.open ? <EntryForm c={c} mine={c.mine} /> : <p className="text-ink-muted">This challenge has closed.</p>}
        </section>
      ) : !user && c.open ? (
        <Alert>
          <Link to={paths.login} className="font-semibold underline">
            Sign in
          </Link>{" "}
          on your school&apos;s site to take part.
        </Alert>
      ) : null}
      {adult ? (
        <section aria-labelledby="review" className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4">
          <h2 id="review" className="text-xl font-bold text-ink">
            Entries to review
          </h2>
          <ReviewQueue slug={c.slug} />
        </section>
      ) : null}
      <Gallery slug={c.slug} />
    </div>
  );
}

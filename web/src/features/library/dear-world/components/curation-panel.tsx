import { ArrowDown, ArrowUp, Check, X } from "lucide-react";
import { toast } from "@/lib/toast";
import type { LetterOut } from "@contracts/dear-world";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useCuration } from "../api/get-curation";
import { useCurateLetter, type CurationAction } from "../api/curate-letter";
import { letterName } from "../lib/roles";
import { LetterCard } from "./letter-card";

/** Included letters by class, keeping the server's order (class name, then position). */
function byClass(letters: LetterOut[]) {
  const chapters: { key: string; name: string; letters: LetterOut[] }[] = [];
  for (const l of letters) {
    const key = l.class?.id ?? "school";
    const last = chapters.at(-1);
    if (last?.key === key) last.letters.push(l);
    else chapters.push({ key, name: l.class?.name ?? "Our school", letters: [l] });
  }
  return chapters;
}

/** Teachers and school admins: decide which letters go into the book, and in which order. */
export function CurationPanel() {
  const curation = useCuration();
  const curate = useCurateLetter();
  const run = (action: CurationAction, done: string) =>
    curate.mutate(action, {
      onSuccess: () => toast.success(done),
      onError: (err) => toast.error("The class book could not be changed.", { description: errorMessage(err) }),
    });

  if (curation.isPending) return <LoadingState label="Loading letters to review" />;
  if (curation.isError) return <ErrorState error={curation.error} title="Could not load the letters to review" />;
  const all = curation.data.results;
  const pending = all.filter((l) => l.status === "pending");
  const included = byClass(all.filter((l) => l.status === "included"));
  const excluded = all.filter((l) => l.status === "excluded");
  const busy = curate.isPending;

  const include = (l: LetterOut) => (
    <Button size="sm" disabled={busy} aria-label={`Include ${letterName(l)}`} onClick={() => run({ kind: "include", id: l.id }, "The letter is in the book.")}>
      <Check aria-hidden /> Include
    </Button>
  );
  const exclude = (l: LetterOut) => (
    <Button size="sm" variant="outline" disabled={busy} aria-label={`Leave out ${letterName(l)}`} onClick={() => run({ kind: "exclude", id: l.id }, "The letter is left out of the book.")}>
      <X aria-hidden /> Leave out
    </Button>
  );

  return (
    <div className="grid gap-8">
      <section aria-labelledby="pending-heading" className="grid gap-3">
        <h3 id="pending-heading" className="text-lg font-semibold text-ink">
          Waiting for review ({pending.length})
        </h3>
        {pending.length === 0 ? (
          <EmptyState>No letters are waiting for review.</EmptyState>
        ) : (
          <ul aria-label="Letters waiting for review" className="grid gap-4 md:grid-cols-2">
            {pending.map((l) => (
              <li key={l.id} className="grid">
                <LetterCard letter={l} headingLevel={4}>
                  <div className="flex flex-wrap gap-2">
                    {include(l)}
                    {exclude(l)}
                  </div>
                </LetterCard>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="included-heading" className="grid gap-3">
        <h3 id="included-heading" className="text-lg font-semibold text-ink">
          In the book
        </h3>
        {included.length === 0 ? <p className="text-sm text-ink-muted">No letters are in the book yet.</p> : null}
        {included.map((chapter) => (
          <div key={chapter.key} className="grid gap-2">
            <h4 className="font-semibold text-ink">{chapter.name}</h4>
            <ol aria-label={`Order of ${chapter.name}`} className="grid gap-2">
              {chapter.letters.map((l, i) => (
                <li key={l.id} className="flex flex-wrap items-center gap-2 rounded-md border border-line-muted bg-surface px-3 py-2">
                  <span className="min-w-0 flex-1 text-sm text-ink">
                    <span className="font-semibold">{i + 1}.</span> {l.title ?? l.body.slice(0, 80)} <span className="text-ink-muted">— {l.author.first_name}</span>
                  </span>
                  <span className="flex gap-1">
                    <Button size="icon" variant="ghost" className="size-9" disabled={busy || i === 0} aria-label={`Move ${letterName(l)} up`} onClick={() => run({ kind: "move", id: l.id, direction: "up" }, "Moved up.")}>
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-9"
                      disabled={busy || i === chapter.letters.length - 1}
                      aria-label={`Move ${letterName(l)} down`}
                      onClick={() => run({ kind: "move", id: l.id, direction: "down" }, "Moved down.")}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    {exclude(l)}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>

      {excluded.length > 0 ? (
        <section aria-labelledby="excluded-heading" className="grid gap-3">
          <h3 id="excluded-heading" className="text-lg font-semibold text-ink">
            Left out ({excluded.length})
          </h3>
          <ul aria-label="Letters left out" className="grid gap-2">
            {excluded.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center gap-2 rounded-md border border-line-muted bg-surface px-3 py-2">
                <span className="min-w-0 flex-1 text-sm text-ink">
                  {l.title ?? l.body.slice(0, 80)} <span className="text-ink-muted">— {l.author.first_name}</span>
                </span>
                {include(l)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import { ArrowDown, ArrowUp, Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import type { LetterOut } from "@contracts/dear-world";
import { errorMessage } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useCuration } from "../api/get-curation";
import { useCurateLetter, type CurationAction } from "../api/curate-letter";
import { letterActionLabel } from "../lib/roles";
import { LetterCard } from "./letter-card";
import { cutText } from "@contracts/text";

/** Included letters by class, keeping the server's order (class name, then position); `school` names the letters of no class. */
function byClass(letters: LetterOut[], school: string) {
  const chapters: { key: string; name: string; letters: LetterOut[] }[] = [];
  for (const l of letters) {
    const key = l.class?.id ?? "school";
    const last = chapters.at(-1);
    if (last?.key === key) last.letters.push(l);
    else chapters.push({ key, name: l.class?.name ?? school, letters: [l] });
  }
  return chapters;
}

/** Teachers and school admins: decide which letters go into the book, and in which order. */
export function CurationPanel() {
  const { t } = useTranslation();
  const curation = useCuration();
  const curate = useCurateLetter();
  const run = (action: CurationAction, done: string) =>
    curate.mutate(action, {
      onSuccess: () => toast.success(done),
      onError: (err) => toast.error(t("The class book could not be changed."), { description: errorMessage(err) }),
    });

  if (curation.isPending) return <LoadingState label={t("Loading letters to review")} />;
  if (curation.isError) return <ErrorState error={curation.error} title={t("Could not load the letters to review")} />;
  const all = curation.data.results;
  const pending = all.filter((l) => l.status === "pending");
  const included = byClass(all.filter((l) => l.status === "included"), t("Our school"));
  const excluded = all.filter((l) => l.status === "excluded");
  const busy = curate.isPending;

  const actions = (l: LetterOut) => ({
    include: { label: letterActionLabel(t, "include", l), run: () => run({ kind: "include", id: l.id }, t("The letter is in the book.")) },
    exclude: { label: letterActionLabel(t, "exclude", l), run: () => run({ kind: "exclude", id: l.id }, t("The letter is left out of the book.")) },
    up: { label: letterActionLabel(t, "up", l), run: () => run({ kind: "move", id: l.id, direction: "up" }, t("Moved up.")) },
    down: { label: letterActionLabel(t, "down", l), run: () => run({ kind: "move", id: l.id, direction: "down" }, t("Moved down.")) },
  });

  const include = (l: LetterOut) => (
    <Button size="sm" disabled={busy} aria-label={actions(l).include.label} onClick={actions(l).include.run}>
      <Check aria-hidden /> {t("Include")}
    </Button>
  );
  const exclude = (l: LetterOut) => (
    <Button size="sm" variant="outline" disabled={busy} aria-label={actions(l).exclude.label} onClick={actions(l).exclude.run}>
      <X aria-hidden /> {t("Leave out")}
    </Button>
  );

  return (
    <div className="grid gap-8">
      <section aria-labelledby="pending-heading" className="grid gap-3">
        <h3 id="pending-heading" className="text-lg font-semibold text-ink">
          {t("Waiting for review ({{n}})", { n: formatNumber(pending.length) })}
        </h3>
        {pending.length === 0 ? (
          <EmptyState>{t("No letters are waiting for review.")}</EmptyState>
        ) : (
          <ul aria-label={t("Letters waiting for review")} className="grid gap-4 md:grid-cols-2">
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
          {t("In the book")}
        </h3>
        {included.length === 0 ? <p className="text-sm text-ink-muted">{t("No letters are in the book yet.")}</p> : null}
        {included.map((chapter) => (
          <div key={chapter.key} className="grid gap-2">
            <h4 className="font-semibold text-ink">{chapter.name}</h4>
            <ol aria-label={t("Order of {{name}}", { name: chapter.name })} className="grid gap-2">
              {chapter.letters.map((l, i) => (
                <li key={l.id} className="flex flex-wrap items-center gap-2 rounded-md border border-line-muted bg-surface px-3 py-2">
                  <span className="min-w-0 flex-1 text-sm text-ink">
                    <span className="font-semibold">{t("{{n}}.", { n: formatNumber(i + 1) })}</span> {l.title ?? cutText(l.body, 80)} <span className="text-ink-muted">— {l.author.first_name}</span>
                  </span>
                  <span className="flex gap-1">
                    <Button size="icon" variant="ghost" className="size-9" disabled={busy || i === 0} aria-label={actions(l).up.label} onClick={actions(l).up.run}>
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-9"
                      disabled={busy || i === chapter.letters.length - 1}
                      aria-label={actions(l).down.label}
                      onClick={actions(l).down.run}
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
            {t("Left out ({{n}})", { n: formatNumber(excluded.length) })}
          </h3>
          <ul aria-label={t("Letters left out")} className="grid gap-2">
            {excluded.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center gap-2 rounded-md border border-line-muted bg-surface px-3 py-2">
                <span className="min-w-0 flex-1 text-sm text-ink">
                  {l.title ?? cutText(l.body, 80)} <span className="text-ink-muted">— {l.author.first_name}</span>
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

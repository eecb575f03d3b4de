import { useTranslation } from "react-i18next";
import type { LetterStatus } from "@contracts/dear-world";
import { Badge } from "@/components/ui/badge";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { msg } from "@/lib/i18n";
import { useMyLetters } from "../api/get-my-letters";
import { cutText } from "@contracts/text";

const STATUS: Record<LetterStatus, { label: string; variant: "warning" | "success" | "danger" }> = {
  pending: { label: msg("Waiting for a teacher"), variant: "warning" },
  included: { label: msg("In the book"), variant: "success" },
  excluded: { label: msg("Not in the book"), variant: "danger" },
};

/** The writer's own letters and where each one stands. */
export function MyLetters() {
  const { t } = useTranslation();
  const mine = useMyLetters();
  if (mine.isPending) return <LoadingState label={t("Loading your letters")} />;
  if (mine.isError) return <ErrorState error={mine.error} title={t("Could not load your letters")} />;
  if (mine.data.results.length === 0) return <p className="text-sm text-ink-muted">{t("You have not written a letter yet.")}</p>;
  return (
    <ul aria-label={t("My letters")} className="grid gap-2">
      {mine.data.results.map((l) => (
        <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line-muted px-3 py-2 text-sm">
          <span className="min-w-0 truncate text-ink">{l.title ?? cutText(l.body, 60)}</span>
          <Badge variant={STATUS[l.status].variant}>{t(STATUS[l.status].label)}</Badge>
        </li>
      ))}
    </ul>
  );
}

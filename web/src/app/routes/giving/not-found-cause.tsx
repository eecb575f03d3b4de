import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { ApiError } from "@/lib/api-client";
import { ErrorState, LoadingState } from "@/components/ui/query-states";

type CauseKind = "charity" | "project" | "library";

/** Each kind's sentences whole, since word order and grammatical gender differ between languages. */
const TEXTS: Record<CauseKind, { loading: string; notFound: string; loadFailed: string }> = {
  charity: { loading: msg("Loading the charity"), notFound: msg("Charity not found"), loadFailed: msg("Could not load this charity") },
  project: { loading: msg("Loading the project"), notFound: msg("Project not found"), loadFailed: msg("Could not load this project") },
  library: { loading: msg("Loading the library"), notFound: msg("Library not found"), loadFailed: msg("Could not load this library") },
};

/** Loading / not found / error for a cause's page. */
export function CauseStates({ isPending, error, kind, backTo, backLabel }: { isPending: boolean; error: unknown; kind: CauseKind; backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  if (isPending) return <LoadingState label={t(texts.loading)} />;
  if (error instanceof ApiError && error.status === 404)
    return (
      <div className="grid gap-3">
        <h1 className="text-2xl font-bold text-ink">{t(texts.notFound)}</h1>
        <p className="text-ink-muted">{t("It may have been removed or is not shown on this site.")}</p>
        <Link to={backTo} className="font-semibold text-primary hover:underline">
          {backLabel}
        </Link>
      </div>
    );
  return <ErrorState error={error} title={t(texts.loadFailed)} />;
}

import { Link } from "react-router";
import { ApiError } from "@/lib/api-client";
import { ErrorState, LoadingState } from "@/components/ui/query-states";

/** Loading / not found / error for a cause's page. */
export function CauseStates({ isPending, error, noun, backTo, backLabel }: { isPending: boolean; error: unknown; noun: string; backTo: string; backLabel: string }) {
  if (isPending) return <LoadingState label={`Loading the ${noun.toLowerCase()}`} />;
  if (error instanceof ApiError && error.status === 404)
    return (
      <div className="grid gap-3">
        <h1 className="text-2xl font-bold text-ink">{noun} not found</h1>
        <p className="text-ink-muted">It may have been removed or is not shown on this site.</p>
        <Link to={backTo} className="font-semibold text-primary hover:underline">
          {backLabel}
        </Link>
      </div>
    );
  return <ErrorState error={error} title={`Could not load this ${noun.toLowerCase()}`} />;
}

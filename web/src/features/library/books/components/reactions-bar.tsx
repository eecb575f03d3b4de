import { Link, useLocation } from "react-router";
import { useAtomValue } from "jotai";
import { toast } from "@/lib/toast";
import { REACTION_EMOJI, type Reaction, type ReactionItemType } from "@contracts/reactions";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { userAtom } from "@/lib/session";
import { useReactionStats } from "../api/get-reaction-stats";
import { useToggleReaction } from "../api/toggle-reaction";

export const REACTION_LABELS: Record<Reaction, string> = { like: "Like", love: "Love", wow: "Wow", laugh: "Laugh", clap: "Clap" };
export const REACTION_FAILED_MESSAGE = "Your reaction could not be saved.";

const chip = "inline-flex h-10 min-w-14 items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-semibold tabular-nums";

/**
 * The fixed set of emoji reactions with their counts. Signed-in readers toggle their own (shown
 * pressed) and see the change at once; visitors see the counts and an invitation to sign in.
 */
export function ReactionsBar({ itemType, itemId }: { itemType: ReactionItemType; itemId: string }) {
  const user = useAtomValue(userAtom);
  const location = useLocation();
  const stats = useReactionStats(itemType, itemId);
  const toggle = useToggleReaction((err) => toast.error(REACTION_FAILED_MESSAGE, { description: errorMessage(err) }));

  if (stats.isPending) return <div className="h-10 w-64 max-w-full animate-pulse rounded-full bg-surface-alt" role="status" aria-label="Loading reactions" />;
  if (stats.isError) return <p className="text-sm text-ink-muted">Reactions are not available right now.</p>;

  const results = stats.data.results;
  return (
    <div className="grid gap-2">
      <ul aria-label="Reactions" className="flex flex-wrap gap-2">
        {results.map((r) => {
          const label = `${REACTION_LABELS[r.reaction]}: ${r.count}`;
          const content = (
            <>
              <span aria-hidden>{REACTION_EMOJI[r.reaction]}</span>
              <span aria-hidden>{r.count}</span>
            </>
          );
          return (
            <li key={r.reaction}>
              {user ? (
                <button
                  type="button"
                  aria-label={label}
                  aria-pressed={r.reacted_by_me}
                  onClick={() => toggle.mutate({ item_type: itemType, item_id: itemId, reaction: r.reaction })}
                  className={cn(
                    chip,
                    "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
                    r.reacted_by_me ? "border-primary bg-primary-light text-primary-dark" : "border-line-muted bg-surface text-ink hover:bg-surface-alt",
                  )}
                >
                  {content}
                </button>
              ) : (
                <span role="img" aria-label={label} className={cn(chip, "border-line-muted bg-surface text-ink")}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {user ? null : (
        <p className="text-sm text-ink-muted">
          <Link to={paths.login} state={{ from: location.pathname }} className="font-semibold text-primary underline">
            Sign in to react
          </Link>{" "}
          to this {itemType}.
        </p>
      )}
    </div>
  );
}

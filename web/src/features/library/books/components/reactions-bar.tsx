import { Link, useLocation } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { toast } from "@/lib/toast";
import { REACTION_EMOJI, type Reaction, type ReactionItemType } from "@contracts/reaction-list";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { userAtom } from "@/lib/session";
import { useReactionStats } from "../api/get-reaction-stats";
import { useToggleReaction } from "../api/toggle-reaction";

export const REACTION_LABELS: Record<Reaction, string> = { like: msg("Like"), love: msg("Love"), wow: msg("Wow"), laugh: msg("Laugh"), clap: msg("Clap") };
export const REACTION_FAILED_MESSAGE = msg("Your reaction could not be saved.");

const chip = "inline-flex h-10 min-w-14 items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-semibold tabular-nums";

/**
 * The fixed set of emoji reactions with their counts. Signed-in readers toggle their own (shown
 * pressed) and see the change at once; visitors see the counts and an invitation to sign in.
 */
export function ReactionsBar({ itemType, itemId }: { itemType: ReactionItemType; itemId: string }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const location = useLocation();
  const stats = useReactionStats(itemType, itemId);
  const toggle = useToggleReaction((err) => toast.error(t(REACTION_FAILED_MESSAGE), { description: errorMessage(err) }));

  if (stats.isPending) {
    // The bar's own height while it loads (with a visitor's sign-in line), so what follows does not move (CLS).
    return (
      <div className="grid gap-2" role="status" aria-label={t("Loading reactions")}>
        <div className="h-10 w-64 max-w-full animate-pulse rounded-full bg-surface-alt" />
        {user ? null : <div className="h-5" />}
      </div>
    );
  }
  if (stats.isError) return <p className="text-sm text-ink-muted">{t("Reactions are not available right now.")}</p>;

  const results = stats.data.results;
  const signIn = <Link to={paths.login} state={{ from: location.pathname }} className="font-semibold text-primary underline" />;
  return (
    <div className="grid gap-2">
      <ul aria-label={t("Reactions")} className="flex flex-wrap gap-2">
        {results.map((r) => {
          const label = t("{{reaction}}: {{n}}", { reaction: t(REACTION_LABELS[r.reaction]), n: formatNumber(r.count) });
          const content = (
            <>
              <span aria-hidden>{REACTION_EMOJI[r.reaction]}</span>
              <span aria-hidden>{formatNumber(r.count)}</span>
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
          {itemType === "book" ? <Trans i18nKey="<0>Sign in to react</0> to this book." components={[signIn]} /> : <Trans i18nKey="<0>Sign in to react</0> to this story." components={[signIn]} />}
        </p>
      )}
    </div>
  );
}

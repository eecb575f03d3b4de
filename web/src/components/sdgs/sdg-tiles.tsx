import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SDG_COLOURS } from "@contracts/sdg-list";
import { sdgName } from "@/lib/sdgs";
import { relativeLuminance } from "@contracts/colours";
import { cn } from "@/lib/cn";

/** White on the goal's colour where it reads at 4.5:1, else near-black (the light goals: 2, 6, 7, 11 …). */
export function sdgInk(n: number): string {
  const bg = relativeLuminance(SDG_COLOURS[n - 1] ?? "#19486A") ?? 0;
  return (1.05) / (bg + 0.05) >= 4.5 ? "#FFFFFF" : "#111111";
}

export const sdgStyle = (n: number) => ({ backgroundColor: SDG_COLOURS[n - 1], color: sdgInk(n) });

/**
 * The goals as their numbered, coloured tiles with the goal's name. `size="sm"` shows only the
 * numbers (the name is still read out); `linkTo` makes each tile a link (e.g. to /sdgs#goal-13).
 */
export function SdgTiles({ sdgs, size = "md", className, linkTo }: { sdgs: number[]; size?: "sm" | "md"; className?: string; linkTo?: (n: number) => string }) {
  const { t } = useTranslation();
  if (sdgs.length === 0) return null;
  return (
    <ul aria-label={t("Sustainable Development Goals")} className={cn("flex flex-wrap gap-2", className)}>
      {sdgs.map((n) => {
        const body =
          size === "sm" ? (
            <>
              <span aria-hidden>{n}</span>
              <span className="sr-only">
                {t("Goal {{n}}: {{name}}", { n, name: sdgName(n) })}
              </span>
            </>
          ) : (
            <>
              <span className="text-xl leading-none font-extrabold">{n}</span>
              <span className="text-xs leading-tight font-semibold">{sdgName(n)}</span>
            </>
          );
        const tile = cn(
          "flex rounded-md",
          size === "sm" ? "size-7 items-center justify-center text-xs font-bold" : "min-h-20 w-28 flex-col gap-1 p-2",
          linkTo && "hover:ring-2 hover:ring-ink focus-visible:ring-2 focus-visible:ring-ink",
        );
        return (
          <li key={n} title={size === "sm" ? t("Goal {{n}}: {{name}}", { n, name: sdgName(n) }) : undefined}>
            {linkTo ? (
              <Link to={linkTo(n)} className={tile} style={sdgStyle(n)}>
                {body}
              </Link>
            ) : (
              <span className={tile} style={sdgStyle(n)}>
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { Link } from "react-router";
import { SDG_COLOURS, sdgName } from "@contracts/sdgs";
import { cn } from "@/lib/cn";

/** Relative luminance (WCAG) of a #RRGGBB colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White on the goal's colour where it reads at 4.5:1, else near-black (the light goals: 2, 6, 7, 11 …). */
export function sdgInk(n: number): string {
  const bg = luminance(SDG_COLOURS[n - 1] ?? "#19486A");
  return (1.05) / (bg + 0.05) >= 4.5 ? "#FFFFFF" : "#111111";
}

export const sdgStyle = (n: number) => ({ backgroundColor: SDG_COLOURS[n - 1], color: sdgInk(n) });

/**
 * The goals as their numbered, coloured tiles with the goal's name. `size="sm"` shows only the
 * numbers (the name is still read out); `linkTo` makes each tile a link (e.g. to /sdgs#goal-13).
 */
export function SdgTiles({ sdgs, size = "md", className, linkTo }: { sdgs: number[]; size?: "sm" | "md"; className?: string; linkTo?: (n: number) => string }) {
  if (sdgs.length === 0) return null;
  return (
    <ul aria-label="Sustainable Development Goals" className={cn("flex flex-wrap gap-2", className)}>
      {sdgs.map((n) => {
        const body =
          size === "sm" ? (
            <>
              <span aria-hidden>{n}</span>
              <span className="sr-only">
                Goal {n}: {sdgName(n)}
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
          <li key={n} title={size === "sm" ? `Goal ${n}: ${sdgName(n)}` : undefined}>
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

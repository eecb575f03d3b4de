import { Badge } from "@/components/ui/badge";
import { sdgName } from "../lib/labels";

/** The Sustainable Development Goals a cause is tied to, as a labelled list of badges. */
export function SdgBadges({ sdgs, className }: { sdgs: number[]; className?: string }) {
  if (sdgs.length === 0) return null;
  return (
    <ul aria-label="Sustainable Development Goals" className={className ?? "flex flex-wrap gap-1.5"}>
      {sdgs.map((n) => (
        <li key={n}>
          <Badge variant="muted">
            SDG {n}: {sdgName(n)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

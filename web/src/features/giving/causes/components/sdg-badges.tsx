import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { sdgName } from "../lib/labels";

/** The Sustainable Development Goals a cause is tied to, as a labelled list of badges. */
export function SdgBadges({ sdgs, className }: { sdgs: number[]; className?: string }) {
  const { t } = useTranslation();
  if (sdgs.length === 0) return null;
  return (
    <ul aria-label={t("Sustainable Development Goals")} className={className ?? "flex flex-wrap gap-1.5"}>
      {sdgs.map((n) => (
        <li key={n}>
          <Badge variant="muted">{t("SDG {{n}}: {{name}}", { n, name: sdgName(n, t) })}</Badge>
        </li>
      ))}
    </ul>
  );
}

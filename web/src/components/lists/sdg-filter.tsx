import { useTranslation } from "react-i18next";
import { SDGS } from "@contracts/sdg-list";
import { cn } from "@/lib/cn";

/** Toggle chips for the 17 goals; choosing one filters the list, choosing it again clears it. */
export function SdgFilter({ selected, onSelect }: { selected: number | undefined; onSelect: (sdg: number | undefined) => void }) {
  const { t } = useTranslation();
  const chip = (active: boolean) =>
    cn(
      "min-h-9 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap",
      active ? "border-primary bg-primary text-white" : "border-line-muted bg-surface text-ink hover:bg-surface-alt",
    );
  return (
    <div role="group" aria-label={t("Filter by Sustainable Development Goal")} className="flex gap-2 overflow-x-auto pb-1 lg:flex-wrap lg:overflow-visible">
      <button type="button" className={chip(!selected)} aria-pressed={!selected} onClick={() => onSelect(undefined)}>
        {t("All goals")}
      </button>
      {SDGS.map((name, i) => (
        <button key={name} type="button" className={chip(selected === i + 1)} aria-pressed={selected === i + 1} onClick={() => onSelect(selected === i + 1 ? undefined : i + 1)}>
          {i + 1}. {t(name)}
        </button>
      ))}
    </div>
  );
}

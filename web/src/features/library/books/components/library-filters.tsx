import { useTranslation } from "react-i18next";
import { X } from "lucide-react";
import { sdgName } from "@/lib/sdgs";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { useBookFacets } from "../api/get-books";
import { languageName } from "../lib/labels";

export interface LibraryFilterValues {
  language: string;
  level: string;
  sort: string;
  sdg: string;
}

const SORTS = [
  { value: "", label: msg("Newest") },
  { value: "popular", label: msg("Most read") },
  { value: "title", label: msg("Title (A–Z)") },
] as const;

/**
 * The library's Language, Reading level and Sort menus (only languages and levels that would find
 * a book, from /books/facets), and the goal a visitor arrived with from /sdgs as a removable chip.
 */
export function LibraryFilters({ values, onChange }: { values: LibraryFilterValues; onChange: (patch: Partial<LibraryFilterValues>) => void }) {
  const { t } = useTranslation();
  const facets = useBookFacets();
  const goal = Number(values.sdg);
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t("Filter and sort the books")} className="grid gap-3 xs:grid-cols-3">
        <FormField label={t("Language")}>
          <Select value={values.language} onChange={(e) => onChange({ language: e.target.value })}>
            <option value="">{t("Any language")}</option>
            {(facets.data?.languages ?? []).map((l) => (
              <option key={l.code} value={l.code}>
                {t("{{name}} ({{n}})", { name: languageName(l.code), n: formatNumber(l.count) })}
              </option>
            ))}
            {values.language && !facets.data?.languages.some((l) => l.code === values.language) ? <option value={values.language}>{languageName(values.language)}</option> : null}
          </Select>
        </FormField>
        <FormField label={t("Reading level")}>
          <Select value={values.level} onChange={(e) => onChange({ level: e.target.value })}>
            <option value="">{t("Any level")}</option>
            {(facets.data?.levels ?? []).map((l) => (
              <option key={l.level} value={l.level}>
                {t("{{name}} ({{n}})", { name: l.level, n: formatNumber(l.count) })}
              </option>
            ))}
            {values.level && !facets.data?.levels.some((l) => l.level === values.level) ? <option value={values.level}>{values.level}</option> : null}
          </Select>
        </FormField>
        <FormField label={t("Sort by")}>
          <Select value={values.sort} onChange={(e) => onChange({ sort: e.target.value })}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {t(s.label)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {Number.isInteger(goal) && goal >= 1 && goal <= 17 ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => onChange({ sdg: "" })} aria-label={t("Remove the filter Goal {{goal}}: {{name}}", { goal: formatNumber(goal), name: sdgName(goal) })}>
            {t("Goal {{goal}}: {{name}}", { goal: formatNumber(goal), name: sdgName(goal) })} <X aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  );
}

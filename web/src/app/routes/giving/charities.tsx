import { useTranslation } from "react-i18next";
import { useCharities } from "@/features/giving/causes/api/get-charities";
import { CharityCard } from "@/features/giving/causes/components/cause-cards";
import { CauseList, useCauseFilters } from "@/features/giving/causes/components/cause-list";

/** /charities: every active charity (platform-wide and this school's), searchable and filtered by goal. */
export default function CharitiesPage() {
  const { t } = useTranslation();
  const { filters, update } = useCauseFilters();
  const query = useCharities(filters);
  return (
    <CauseList
      title={t("Charities")}
      description={t("Organisations our readers support. Choose one to read its story and give.")}
      searchLabel={t("Search charities")}
      texts={{
        loading: t("Loading charities"),
        loadFailed: t("Could not load the charities"),
        noMatch: t("No charities match your search. Try other words or another goal."),
        none: t("There are no charities here yet."),
      }}
      query={query}
      filters={filters}
      update={update}
      renderCard={(c) => <CharityCard charity={c} />}
    />
  );
}

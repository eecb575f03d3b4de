import { useTranslation } from "react-i18next";
import { useLibraries } from "@/features/giving/causes/api/get-libraries";
import { LibraryCard } from "@/features/giving/causes/components/cause-cards";
import { CauseList, useCauseFilters } from "@/features/giving/causes/components/cause-list";

/** /libraries: physical libraries that gifts build and stock. */
export default function LibrariesPage() {
  const { t } = useTranslation();
  const { filters, update } = useCauseFilters();
  const query = useLibraries(filters);
  return (
    <CauseList
      title={t("Libraries")}
      description={t("Libraries that donations build and fill with books.")}
      searchLabel={t("Search libraries")}
      texts={{
        loading: t("Loading libraries"),
        loadFailed: t("Could not load the libraries"),
        noMatch: t("No libraries match your search. Try other words or another goal."),
        none: t("There are no libraries here yet."),
      }}
      query={query}
      filters={filters}
      update={update}
      renderCard={(l) => <LibraryCard library={l} />}
    />
  );
}

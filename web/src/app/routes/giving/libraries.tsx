import { useLibraries } from "@/features/giving/causes/api/get-libraries";
import { LibraryCard } from "@/features/giving/causes/components/cause-cards";
import { CauseList, useCauseFilters } from "@/features/giving/causes/components/cause-list";

/** /libraries: physical libraries that gifts build and stock. */
export default function LibrariesPage() {
  const { filters, update } = useCauseFilters();
  const query = useLibraries(filters);
  return (
    <CauseList
      title="Libraries"
      description="Libraries that donations build and fill with books."
      searchLabel="Search libraries"
      noun="libraries"
      query={query}
      filters={filters}
      update={update}
      renderCard={(l) => <LibraryCard library={l} />}
    />
  );
}

import { useCharities } from "@/features/giving/causes/api/get-charities";
import { CharityCard } from "@/features/giving/causes/components/cause-cards";
import { CauseList, useCauseFilters } from "@/features/giving/causes/components/cause-list";

/** /charities: every active charity (platform-wide and this school's), searchable and filtered by goal. */
export default function CharitiesPage() {
  const { filters, update } = useCauseFilters();
  const query = useCharities(filters);
  return (
    <CauseList
      title="Charities"
      description="Organisations our readers support. Choose one to read its story and give."
      searchLabel="Search charities"
      noun="charities"
      query={query}
      filters={filters}
      update={update}
      renderCard={(c) => <CharityCard charity={c} />}
    />
  );
}

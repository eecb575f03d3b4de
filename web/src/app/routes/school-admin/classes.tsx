import { Link } from "react-router";
import { Plus } from "lucide-react";
import { paths } from "@/config/paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { CLASSES_PAGE_SIZE, useClasses } from "@/features/identity/school-admin/api/get-classes";
import { ClassesTable } from "@/features/identity/school-admin/components/classes-table";

const asArchived = (v: string) => (v === "true" ? true : v === "false" ? false : undefined);

/** /admin/classes: the school's classes with their sign-in codes. */
export default function ClassesPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const archived = asArchived(get("archived"));

  const classes = useClasses({ search, archived, offset });
  const filtered = !!(search || archived !== undefined);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Classes"
        description="Each class has a code students use to sign in. Open the student count to manage a class's roster and print login cards."
        actions={
          <Button asChild>
            <Link to={paths.schoolAdmin.addClass()}>
              <Plus aria-hidden /> Add class
            </Link>
          </Button>
        }
      />

      <ListFilters label="Filter classes" className="md:grid-cols-2">
        <SearchField label="Search classes" placeholder="Class name or code" value={search} onCommit={(value) => update({ search: value })} />
        <FormField label="Status">
          <Select value={archived === undefined ? "" : String(archived)} onChange={(e) => update({ archived: e.target.value })}>
            <option value="">In use and archived</option>
            <option value="false">In use only</option>
            <option value="true">Archived only</option>
          </Select>
        </FormField>
      </ListFilters>

      <PagedResults
        query={classes}
        loadingLabel="Loading classes"
        errorTitle="Could not load the classes"
        empty={filtered ? "No classes match these filters." : "No classes yet. Add the first one."}
        pagesLabel="Classes pages"
        limit={CLASSES_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <ClassesTable classes={results} />}
      </PagedResults>
    </div>
  );
}

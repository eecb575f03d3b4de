import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { paths } from "@/config/paths";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { CLASSES_PAGE_SIZE, useClasses } from "@/features/school-admin/api/get-classes";
import { ClassesTable } from "@/features/school-admin/components/classes-table";

const asArchived = (v: string) => (v === "true" ? true : v === "false" ? false : undefined);

/** /admin/classes: the school's classes with their sign-in codes. */
export default function ClassesPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const archived = asArchived(get("archived"));
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed.trim());
  useEffect(() => {
    if (debounced !== search) update({ search: debounced });
  }, [debounced, search, update]);

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

      <div role="search" aria-label="Filter classes" className="grid gap-4 rounded-lg border border-line-muted bg-surface p-4 md:grid-cols-2">
        <FormField label="Search classes">
          <Input type="search" placeholder="Class name or code" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </FormField>
        <FormField label="Status">
          <Select value={archived === undefined ? "" : String(archived)} onChange={(e) => update({ archived: e.target.value })}>
            <option value="">In use and archived</option>
            <option value="false">In use only</option>
            <option value="true">Archived only</option>
          </Select>
        </FormField>
      </div>

      {classes.isPending ? (
        <LoadingState label="Loading classes" />
      ) : classes.isError ? (
        <ErrorState error={classes.error} title="Could not load the classes" />
      ) : classes.data.results.length === 0 ? (
        <EmptyState>{filtered ? "No classes match these filters." : "No classes yet. Add the first one."}</EmptyState>
      ) : (
        <div className="grid gap-3" aria-busy={classes.isFetching}>
          <ClassesTable classes={classes.data.results} />
          <Pagination label="Classes pages" count={classes.data.count} limit={CLASSES_PAGE_SIZE} offset={offset} onOffsetChange={(o) => update({ offset: o })} />
        </div>
      )}
    </div>
  );
}

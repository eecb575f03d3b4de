import { useState } from "react";
import type { StaffParentLinkOut } from "@contracts/people";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { PARENT_LINKS_PAGE_SIZE, useParentLinks, useUnlinkParent } from "@/features/identity/admin-panel/api/parent-links";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";

const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const SOURCES = { invitation: "School invitation", home_learning_code: "Home-learning code" } as const;

/** /admin-panel/superpower-parent: parents and the children linked to them across schools, with unlinking (staff). */
export default function SuperpowerParentPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const tenant = get("tenant");
  const links = useParentLinks({ search, tenant, offset });
  const schools = useTenantOptions();
  const unlink = useUnlinkParent();
  const [removing, setRemoving] = useState<StaffParentLinkOut | null>(null);
  return (
    <div className="grid gap-6">
      <PageHeader title="Parents" description="Parent accounts and the children linked to them, in every school. Unlinking stops the parent seeing that child at once." />
      <ListFilters label="Filter parents" className="md:grid-cols-2">
        <SearchField label="Search" placeholder="Parent's name or email, or child's name" value={search} onCommit={(value) => update({ search: value })} />
        <FormField label="Child's school">
          <Select value={tenant} onChange={(e) => update({ tenant: e.target.value })}>
            <option value="">Every school</option>
            {(schools.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.school_name}
              </option>
            ))}
          </Select>
        </FormField>
      </ListFilters>
      <PagedResults
        query={links}
        loadingLabel="Loading parents"
        errorTitle="Could not load the parents"
        empty={search || tenant ? "No links match these filters." : "No parent is linked to a child yet."}
        pagesLabel="Parent pages"
        limit={PARENT_LINKS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => (
          <Table className="min-w-[760px]" label="Parent links">
            <caption className="sr-only">Parents and their linked children</caption>
            <THead>
              <TR>
                <TH>Parent</TH>
                <TH>Child</TH>
                <TH>Linked by</TH>
                <TH>
                  <span className="sr-only">Actions</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {results.map((l) => (
                <TR key={l.id}>
                  <TD>
                    <span className="block font-semibold">{l.parent.name}</span>
                    <span className="block text-xs break-all text-ink-muted">{l.parent.email ?? "—"}</span>
                    {l.parent.school_name ? <span className="block text-xs text-ink-muted">Account at {l.parent.school_name}</span> : null}
                  </TD>
                  <TD>
                    <span className="block">{l.child.name}</span>
                    <span className="block text-xs text-ink-muted">{l.child.school_name}</span>
                  </TD>
                  <TD className="text-sm">
                    {SOURCES[l.source]}
                    <span className="block text-xs text-ink-muted">{date.format(new Date(l.created_at))}</span>
                  </TD>
                  <TD className="text-end">
                    <Button size="sm" variant="outline" onClick={() => setRemoving(l)} aria-label={`Unlink ${l.parent.name} from ${l.child.name}`}>
                      Unlink
                    </Button>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </PagedResults>
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Unlink this parent?"
        description={removing ? `${removing.parent.name} will no longer see ${removing.child.name} on their dashboard.` : undefined}
        confirmLabel="Unlink"
        pending={unlink.isPending}
        onConfirm={() =>
          removing &&
          unlink.mutate(removing.id, {
            onSuccess: () => {
              toast.success("Unlinked");
              setRemoving(null);
            },
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
      />
    </div>
  );
}

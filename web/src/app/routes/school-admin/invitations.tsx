import { INVITATION_ROLE_VALUES, INVITATION_STATES, type InvitationRoleValue, type InvitationState } from "@contracts/people";
import { useListParams } from "@/lib/use-list-params";
import { ROLE_LABELS } from "@/lib/roles";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { INVITATIONS_PAGE_SIZE, useInvitations } from "@/features/identity/school-admin/api/invitations";
import { BulkInviteForm } from "@/features/identity/school-admin/components/bulk-invite-form";
import { InvitationsTable } from "@/features/identity/school-admin/components/invitations-table";
import { InviteForm } from "@/features/identity/school-admin/components/invite-form";

const pick = <T extends string>(values: readonly T[], v: string): T | "" => ((values as readonly string[]).includes(v) ? (v as T) : "");

/** /admin/invitations: invite teachers, school admins and parents (one or a list), and follow each invitation. */
export default function InvitationsPage() {
  const { get, offset, update } = useListParams();
  const search = get("search");
  const state = pick<InvitationState>(INVITATION_STATES, get("state"));
  const role = pick<InvitationRoleValue>(INVITATION_ROLE_VALUES, get("role"));
  const invitations = useInvitations({ search, state, role, offset });
  return (
    <div className="grid gap-6">
      <PageHeader title="Invitations" description="Invite teachers, school admins and parents by email. Each link works once, for 7 days." />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Invite one person</CardTitle>
            <CardDescription>A parent is invited with their children, who are linked when they accept.</CardDescription>
          </CardHeader>
          <CardContent>
            <InviteForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Invite a list</CardTitle>
            <CardDescription>Up to 200 at a time; every line is checked first and nothing is sent until all are right.</CardDescription>
          </CardHeader>
          <CardContent>
            <BulkInviteForm />
          </CardContent>
        </Card>
      </div>
      <section className="grid gap-4" aria-labelledby="sent-invitations">
        <h2 id="sent-invitations" className="text-xl font-bold text-ink">
          Sent invitations
        </h2>
        <ListFilters label="Filter invitations" className="md:grid-cols-3">
          <SearchField label="Search invitations" placeholder="Name or email" value={search} onCommit={(value) => update({ search: value })} />
          <FormField label="State">
            <Select value={state} onChange={(e) => update({ state: e.target.value })}>
              <option value="">Every state</option>
              <option value="pending">Pending</option>
              <option value="accepted">Accepted</option>
              <option value="expired">Expired</option>
              <option value="revoked">Revoked</option>
            </Select>
          </FormField>
          <FormField label="Role">
            <Select value={role} onChange={(e) => update({ role: e.target.value })}>
              <option value="">Every role</option>
              {INVITATION_ROLE_VALUES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          </FormField>
        </ListFilters>
        <PagedResults
          query={invitations}
          loadingLabel="Loading invitations"
          errorTitle="Could not load the invitations"
          empty={search || state || role ? "No invitations match these filters." : "No invitations yet."}
          pagesLabel="Invitations pages"
          limit={INVITATIONS_PAGE_SIZE}
          offset={offset}
          onOffsetChange={(o) => update({ offset: o })}
        >
          {(results) => <InvitationsTable invitations={results} />}
        </PagedResults>
      </section>
    </div>
  );
}

import { INVITATION_ROLE_VALUES, INVITATION_STATES, MAX_BULK_INVITATIONS, type InvitationRoleValue, type InvitationState } from "@contracts/people";
import { useListParams } from "@/lib/use-list-params";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const state = pick<InvitationState>(INVITATION_STATES, get("state"));
  const role = pick<InvitationRoleValue>(INVITATION_ROLE_VALUES, get("role"));
  const invitations = useInvitations({ search, state, role, offset });
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Invitations")} description={t("Invite teachers, school admins and parents by email. Each link works once, for 7 days.")} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t("Invite one person")}</CardTitle>
            <CardDescription>{t("A parent is invited with their children, who are linked when they accept.")}</CardDescription>
          </CardHeader>
          <CardContent>
            <InviteForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("Invite a list")}</CardTitle>
            <CardDescription>{t("Up to {{max}} at a time; every line is checked first and nothing is sent until all are right.", { max: MAX_BULK_INVITATIONS })}</CardDescription>
          </CardHeader>
          <CardContent>
            <BulkInviteForm />
          </CardContent>
        </Card>
      </div>
      <section className="grid gap-4" aria-labelledby="sent-invitations">
        <h2 id="sent-invitations" className="text-xl font-bold text-ink">
          {t("Sent invitations")}
        </h2>
        <ListFilters label={t("Filter invitations")} className="md:grid-cols-3">
          <SearchField label={t("Search invitations")} placeholder={t("Name or email")} value={search} onCommit={(value) => update({ search: value })} />
          <FormField label={t("State")}>
            <Select value={state} onChange={(e) => update({ state: e.target.value })}>
              <option value="">{t("Every state")}</option>
              <option value="pending">{t("Pending")}</option>
              <option value="accepted">{t("Accepted")}</option>
              <option value="expired">{t("Expired")}</option>
              <option value="revoked">{t("Revoked")}</option>
            </Select>
          </FormField>
          <FormField label={t("Role")}>
            <Select value={role} onChange={(e) => update({ role: e.target.value })}>
              <option value="">{t("Every role")}</option>
              {INVITATION_ROLE_VALUES.map((r) => (
                <option key={r} value={r}>
                  {t(ROLE_LABELS[r])}
                </option>
              ))}
            </Select>
          </FormField>
        </ListFilters>
        <PagedResults
          query={invitations}
          loadingLabel={t("Loading invitations")}
          errorTitle={t("Could not load the invitations")}
          empty={search || state || role ? t("No invitations match these filters.") : t("No invitations yet.")}
          pagesLabel={t("Invitations pages")}
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

import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StaffParentLinkOut } from "@contracts/people";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { msg } from "@/lib/i18n";
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

const SOURCES = { invitation: msg("School invitation"), home_learning_code: msg("Home-learning code") } as const;

/** /admin-panel/superpower-parent: parents and the children linked to them across schools, with unlinking (staff). */
export default function SuperpowerParentPage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const tenant = get("tenant");
  const links = useParentLinks({ search, tenant, offset });
  const schools = useTenantOptions();
  const unlink = useUnlinkParent();
  const [removing, setRemoving] = useState<StaffParentLinkOut | null>(null);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("Parents")} description={t("Parent accounts and the children linked to them, in every school. Unlinking stops the parent seeing that child at once.")} />
      <ListFilters label={t("Filter parents")} className="md:grid-cols-2">
        <SearchField label={t("Search")} placeholder={t("Parent's name or email, or child's name")} value={search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Child's school")}>
          <Select value={tenant} onChange={(e) => update({ tenant: e.target.value })}>
            <option value="">{t("Every school")}</option>
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
        loadingLabel={t("Loading parents")}
        errorTitle={t("Could not load the parents")}
        empty={search || tenant ? t("No links match these filters.") : t("No parent is linked to a child yet.")}
        pagesLabel={t("Parent pages")}
        limit={PARENT_LINKS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => (
          <Table className="min-w-[760px]" label={t("Parent links")}>
            <caption className="sr-only">{t("Parents and their linked children")}</caption>
            <THead>
              <TR>
                <TH>{t("Parent")}</TH>
                <TH>{t("Child")}</TH>
                <TH>{t("Linked by")}</TH>
                <TH>
                  <span className="sr-only">{t("Actions")}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {results.map((l) => (
                <TR key={l.id}>
                  <TD>
                    <span className="block font-semibold">{l.parent.name}</span>
                    <span className="block text-xs break-all text-ink-muted">{l.parent.email ?? "—"}</span>
                    {l.parent.school_name ? <span className="block text-xs text-ink-muted">{t("Account at {{school}}", { school: l.parent.school_name })}</span> : null}
                  </TD>
                  <TD>
                    <span className="block">{l.child.name}</span>
                    <span className="block text-xs text-ink-muted">{l.child.school_name}</span>
                  </TD>
                  <TD className="text-sm">
                    {t(SOURCES[l.source])}
                    <span className="block text-xs text-ink-muted">{formatDate(l.created_at)}</span>
                  </TD>
                  <TD className="text-end">
                    <Button size="sm" variant="outline" onClick={() => setRemoving(l)} aria-label={t("Unlink {{parent}} from {{child}}", { parent: l.parent.name, child: l.child.name })}>
                      {t("Unlink")}
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
        title={t("Unlink this parent?")}
        description={removing ? t("{{parent}} will no longer see {{child}} on their dashboard.", { parent: removing.parent.name, child: removing.child.name }) : undefined}
        confirmLabel={t("Unlink")}
        pending={unlink.isPending}
        onConfirm={() =>
          removing &&
          unlink.mutate(removing.id, {
            onSuccess: () => {
              toast.success(t("Unlinked"));
              setRemoving(null);
            },
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
      />
    </div>
  );
}

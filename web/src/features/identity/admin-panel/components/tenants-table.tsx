import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminTenant } from "@contracts/tenants";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { Badge } from "@/components/ui/badge";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { initialOf } from "@contracts/initials";
import { EmailAddress } from "@/components/ui/email-address";

export function TenantsTable({ tenants }: { tenants: AdminTenant[] }) {
  const { t } = useTranslation();
  return (
    <Table className="min-w-[680px]">
      <caption className="sr-only">{t("Schools")}</caption>
      <THead>
        <TR>
          <TH>
            <span className="sr-only">{t("Logo")}</span>
          </TH>
          <TH>{t("School")}</TH>
          <TH>{t("Subdomain")}</TH>
          <TH>{t("Domain")}</TH>
          <TH>{t("Switchboard")}</TH>
        </TR>
      </THead>
      <TBody>
        {tenants.map((tenant) => (
          <TR key={tenant.id} className="hover:bg-surface-alt">
            <TD className="w-16">
              {tenant.logo ? (
                <img src={tenant.logo} alt={t("{{school}} logo", { school: tenant.school_name })} className="size-10 rounded-md border border-line-muted bg-white object-contain" />
              ) : (
                <span aria-hidden className="flex size-10 items-center justify-center rounded-md font-bold text-white" style={{ backgroundColor: tenant.primary_color ?? undefined }}>
                  {initialOf(tenant.school_name)}
                </span>
              )}
            </TD>
            <TD>
              <div className="grid">
                <Link to={adminPanelPaths.tenant(tenant.id)} className="font-semibold text-primary hover:underline">
                  {tenant.school_name}
                </Link>
                <EmailAddress email={tenant.school_email} className="text-xs text-ink-muted" />
              </div>
            </TD>
            <TD className="font-mono text-xs">{tenant.subdomain ?? <span className="text-ink-muted">—</span>}</TD>
            <TD className="break-all">{tenant.domain_url}</TD>
            <TD>{tenant.switchboard ? <Badge variant="success">{t("Yes")}</Badge> : <Badge variant="muted">{t("No")}</Badge>}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

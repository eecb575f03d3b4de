import { Link } from "react-router";
import type { AdminTenant } from "@contracts/tenants";
import { paths } from "@/config/paths";
import { Badge } from "@/components/ui/badge";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";

export function TenantsTable({ tenants }: { tenants: AdminTenant[] }) {
  return (
    <Table className="min-w-[680px]">
      <caption className="sr-only">Schools</caption>
      <THead>
        <TR>
          <TH>
            <span className="sr-only">Logo</span>
          </TH>
          <TH>School</TH>
          <TH>Subdomain</TH>
          <TH>Domain</TH>
          <TH>Switchboard</TH>
        </TR>
      </THead>
      <TBody>
        {tenants.map((t) => (
          <TR key={t.id} className="hover:bg-surface-alt">
            <TD className="w-16">
              {t.logo ? (
                <img src={t.logo} alt={`${t.school_name} logo`} className="size-10 rounded-md border border-line-muted bg-white object-contain" />
              ) : (
                <span aria-hidden className="flex size-10 items-center justify-center rounded-md font-bold text-white" style={{ backgroundColor: t.primary_color ?? undefined }}>
                  {t.school_name.slice(0, 1).toUpperCase()}
                </span>
              )}
            </TD>
            <TD>
              <div className="grid">
                <Link to={paths.adminPanel.tenant(t.id)} className="font-semibold text-primary hover:underline">
                  {t.school_name}
                </Link>
                <span className="break-all text-xs text-ink-muted">{t.school_email}</span>
              </div>
            </TD>
            <TD className="font-mono text-xs">{t.subdomain ?? <span className="text-ink-muted">—</span>}</TD>
            <TD className="break-all">{t.domain_url}</TD>
            <TD>{t.switchboard ? <Badge variant="success">Yes</Badge> : <Badge variant="muted">No</Badge>}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

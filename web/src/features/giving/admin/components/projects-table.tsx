import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { type ProjectOut } from "@contracts/giving";
import { Badge } from "@/components/ui/badge";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { PROJECT_STATUS_BADGES } from "../lib/labels";
import { ProgressBar } from "./progress-bar";

/** Projects with their charity, status and progress towards the goal. */
export function ProjectsTable({ projects, editPath, detailsPath, caption: captionProp }: {
  projects: ProjectOut[];
  editPath?: (p: ProjectOut) => string;
  detailsPath?: (p: ProjectOut) => string;
  /** Already translated by the page; "Projects" by default. */
  caption?: string;
}) {
  const { t } = useTranslation();
  const caption = captionProp ?? t("Projects");
  return (
    <Table className="min-w-[760px]" label={caption}>
      <caption className="sr-only">{caption}</caption>
      <THead>
        <TR>
          <TH>{t("Project")}</TH>
          <TH>{t("Status")}</TH>
          <TH>{t("Offered on")}</TH>
          <TH className="w-56">{t("Progress")}</TH>
          <TH className="text-end">{t("Donors")}</TH>
          {editPath ? (
            <TH className="relative">
              <span className="sr-only">{t("Actions")}</span>
            </TH>
          ) : null}
        </TR>
      </THead>
      <TBody>
        {projects.map((p) => {
          const badge = PROJECT_STATUS_BADGES[p.status];
          return (
            <TR key={p.id} className="hover:bg-surface-alt">
              <TD>
                <div className="grid min-w-0">
                  {detailsPath ? (
                    <Link to={detailsPath(p)} className="font-semibold text-primary-dark hover:underline">
                      {p.title}
                    </Link>
                  ) : (
                    <span className="font-semibold">{p.title}</span>
                  )}
                  <span className="text-xs text-ink-muted">{p.charity?.name ?? t("No charity")}</span>
                </div>
              </TD>
              <TD>
                <Badge variant={badge.variant}>{t(badge.label)}</Badge>
              </TD>
              <TD>{p.tenant_id === null ? <Badge variant="default">{t("Platform-wide")}</Badge> : t("A school")}</TD>
              <TD>
                <div className="grid gap-1">
                  <ProgressBar percent={p.progress_percent} label={t("{{title}}: {{percent}} funded", { title: p.title, percent: formatPercent(p.progress_percent / 100) })} />
                  <span className="text-xs text-ink-muted tabular-nums">
                    {t("{{raised}} of {{goal}} ({{percent}})", { raised: formatMoney(p.raised_amount, p.currency), goal: formatMoney(p.goal_amount, p.currency), percent: formatPercent(p.progress_percent / 100) })}
                  </span>
                </div>
              </TD>
              <TD className="text-end tabular-nums">{formatNumber(p.donor_count)}</TD>
              {editPath ? (
                <TD className="text-end">
                  <Link to={editPath(p)} className="font-semibold text-primary-dark hover:underline" aria-label={t("Edit {{name}}", { name: p.title })}>
                    {t("Edit")}
                  </Link>
                </TD>
              ) : null}
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}

import { Link } from "react-router";
import { formatMoney } from "@/lib/format";
import { type ProjectOut } from "@contracts/giving";
import { Badge } from "@/components/ui/badge";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { PROJECT_STATUS_BADGES } from "../lib/labels";
import { ProgressBar } from "./progress-bar";

/** Projects with their charity, status and progress towards the goal. */
export function ProjectsTable({ projects, editPath, detailsPath, caption = "Projects" }: {
  projects: ProjectOut[];
  editPath?: (p: ProjectOut) => string;
  detailsPath?: (p: ProjectOut) => string;
  caption?: string;
}) {
  return (
    <Table className="min-w-[760px]" label={caption}>
      <caption className="sr-only">{caption}</caption>
      <THead>
        <TR>
          <TH>Project</TH>
          <TH>Status</TH>
          <TH>Offered on</TH>
          <TH className="w-56">Progress</TH>
          <TH className="text-end">Donors</TH>
          {editPath ? (
            <TH className="relative">
              <span className="sr-only">Actions</span>
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
                  <span className="text-xs text-ink-muted">{p.charity?.name ?? "No charity"}</span>
                </div>
              </TD>
              <TD>
                <Badge variant={badge.variant}>{badge.label}</Badge>
              </TD>
              <TD>{p.tenant_id === null ? <Badge variant="default">Platform-wide</Badge> : "A school"}</TD>
              <TD>
                <div className="grid gap-1">
                  <ProgressBar percent={p.progress_percent} label={`${p.title}: ${p.progress_percent}% funded`} />
                  <span className="text-xs text-ink-muted tabular-nums">
                    {formatMoney(p.raised_amount, p.currency)} of {formatMoney(p.goal_amount, p.currency)} ({p.progress_percent}%)
                  </span>
                </div>
              </TD>
              <TD className="text-end tabular-nums">{p.donor_count}</TD>
              {editPath ? (
                <TD className="text-end">
                  <Link to={editPath(p)} className="font-semibold text-primary-dark hover:underline" aria-label={`Edit ${p.title}`}>
                    Edit
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

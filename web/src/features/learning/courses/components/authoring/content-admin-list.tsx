import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { EditCell, StatusCell } from "./row-cells";
import { Plus } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { KIND_TEXT, type ContentKind } from "./content-kinds";

export interface AuthoredRow {
  id: string;
  title: string;
  status: "draft" | "published";
  platform_wide: boolean;
}

/**
 * The list screen of an authored kind (hubs, films, challenges, quizzes): drafts and published
 * ones, each with Edit — or "Managed by the platform" where the caller may not edit it.
 */
export function ContentAdminList<T extends AuthoredRow>({
  title,
  description,
  kind,
  newPath,
  query,
  detail,
  detailLabel,
  editPath,
}: {
  title: string;
  description: string;
  kind: ContentKind;
  newPath: string | null;
  query: UseQueryResult<T[]>;
  detail: (row: T) => string;
  detailLabel: string;
  editPath: (row: T) => string | null;
}) {
  const { t } = useTranslation();
  const text = KIND_TEXT[kind];
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          newPath ? (
            <Button asChild>
              <Link to={newPath}>
                <Plus aria-hidden /> {t(text.create)}
              </Link>
            </Button>
          ) : null
        }
      />
      {query.isPending ? (
        <LoadingState label={t(text.loading)} />
      ) : query.isError ? (
        <ErrorState error={query.error} title={t(text.loadFailed)} />
      ) : query.data.length === 0 ? (
        <EmptyState>{t("Nothing here yet.")}</EmptyState>
      ) : (
        <Table label={title}>
          <THead>
            <TR>
              <TH>{t("Title")}</TH>
              <TH>{detailLabel}</TH>
              <TH>{t("Status")}</TH>
              <TH>
                <span className="sr-only">{t("Actions")}</span>
              </TH>
            </TR>
          </THead>
          <TBody>
            {query.data.map((row) => {
              const edit = editPath(row);
              return (
                <TR key={row.id}>
                  <TD className="font-medium">
                    {row.title}
                    {row.platform_wide ? <span className="block text-xs text-ink-muted">{t("Every school's site")}</span> : null}
                  </TD>
                  <TD>{detail(row)}</TD>
                  <StatusCell status={row.status} />
                  <EditCell to={edit} title={row.title} />
                </TR>
              );
            })}
          </TBody>
        </Table>
      )}
    </div>
  );
}

import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { useListParams } from "@/lib/use-list-params";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ListFilters, SearchField } from "@/components/lists/list-filters";
import { PagedResults } from "@/components/lists/paged-results";
import { useCharityOptions } from "@/features/giving/admin/api/get-charities";
import { PROJECTS_PAGE_SIZE, useProjects } from "@/features/giving/admin/api/get-projects";
import { ProjectsTable } from "@/features/giving/admin/components/projects-table";

/** /admin-panel/all-projects: every charity project, drafts and closed ones included. */
export default function AllProjectsPage() {
  const { t } = useTranslation();
  const { get, offset, update } = useListParams();
  const search = get("search");
  const charity = get("charity");
  const projects = useProjects({ search, charity: charity || undefined, offset });
  const charities = useCharityOptions();

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t("Projects")}
        description={t("Charity projects with a goal; gifts move their progress.")}
        actions={
          <Button asChild>
            <Link to={adminPanelPaths.project()}>
              <Plus aria-hidden /> {t("Add project")}
            </Link>
          </Button>
        }
      />
      <ListFilters label={t("Filter projects")} className="sm:grid-cols-2 md:max-w-2xl">
        <SearchField label={t("Search projects")} placeholder={t("Title or summary")} value={search} onCommit={(value) => update({ search: value })} />
        <FormField label={t("Charity")}>
          <Select value={charity} onChange={(e) => update({ charity: e.target.value })}>
            <option value="">{t("Every charity")}</option>
            {(charities.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
      </ListFilters>
      <PagedResults
        query={projects}
        loadingLabel={t("Loading projects")}
        errorTitle={t("Could not load the projects")}
        empty={search || charity ? t("No projects match these filters.") : t("No projects yet.")}
        pagesLabel={t("Projects pages")}
        limit={PROJECTS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={(o) => update({ offset: o })}
      >
        {(results) => <ProjectsTable projects={results} editPath={(p) => adminPanelPaths.project(p.id)} detailsPath={(p) => adminPanelPaths.projectDetails(p.id)} />}
      </PagedResults>
    </div>
  );
}

import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { BackLink } from "@/components/ui/back-link";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { PageHeader } from "@/components/ui/page-header";
import { useProject } from "@/features/giving/admin/api/get-project";
import { ProjectForm } from "@/features/giving/admin/components/project-form";

/** /admin-panel/project/:projectId?: add a project, or edit one. */
export default function ProjectPage() {
  const { t } = useTranslation();
  const { projectId } = useParams();
  const project = useProject(projectId);
  const title = projectId ? t("Edit project") : t("Add project");
  const list = adminPanelPaths.allProjects;

  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={list}>{t("All projects")}</BackLink>
      {!projectId ? (
        <>
          <PageHeader title={title} description={t("A new project starts as a draft unless you choose otherwise.")} />
          <ProjectForm listPath={list} />
        </>
      ) : (
        <LoadedRecord query={project} title={title} loadingLabel={t("Loading project")} errorTitle={t("Could not load this project")}>
          {(loaded) => (
            <>
              <PageHeader title={title} description={loaded.title} />
              <ProjectForm key={loaded.id} project={loaded} listPath={list} />
            </>
          )}
        </LoadedRecord>
      )}
    </div>
  );
}

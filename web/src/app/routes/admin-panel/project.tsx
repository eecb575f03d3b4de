import { useParams } from "react-router";
import { paths } from "@/config/paths";
import { BackLink } from "@/components/ui/back-link";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { PageHeader } from "@/components/ui/page-header";
import { useProject } from "@/features/giving/admin/api/get-project";
import { ProjectForm } from "@/features/giving/admin/components/project-form";

/** /admin-panel/project/:projectId?: add a project, or edit one. */
export default function ProjectPage() {
  const { projectId } = useParams();
  const project = useProject(projectId);
  const title = projectId ? "Edit project" : "Add project";
  const list = paths.adminPanel.allProjects;

  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={list}>All projects</BackLink>
      {!projectId ? (
        <>
          <PageHeader title={title} description="A new project starts as a draft unless you choose otherwise." />
          <ProjectForm listPath={list} />
        </>
      ) : (
        <LoadedRecord query={project} title={title} loadingLabel="Loading project" errorTitle="Could not load this project">
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

import { useTranslation } from "react-i18next";
import { useProjects } from "@/features/giving/causes/api/get-projects";
import { ProjectCard } from "@/features/giving/causes/components/cause-cards";
import { CauseList, useCauseFilters } from "@/features/giving/causes/components/cause-list";

/** /projects: charity projects with their goal and how much is raised. */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const { filters, update } = useCauseFilters();
  const query = useProjects(filters);
  return (
    <CauseList
      title={t("Projects")}
      description={t("Projects with a goal: see how close each one is and help it get there.")}
      searchLabel={t("Search projects")}
      texts={{
        loading: t("Loading projects"),
        loadFailed: t("Could not load the projects"),
        noMatch: t("No projects match your search. Try other words or another goal."),
        none: t("There are no projects here yet."),
      }}
      query={query}
      filters={filters}
      update={update}
      renderCard={(p, i) => <ProjectCard project={p} priority={i === 0} />}
    />
  );
}

import { useProjects } from "@/features/giving/causes/api/get-projects";
import { ProjectCard } from "@/features/giving/causes/components/cause-cards";
import { CauseList, useCauseFilters } from "@/features/giving/causes/components/cause-list";

/** /projects: charity projects with their goal and how much is raised. */
export default function ProjectsPage() {
  const { filters, update } = useCauseFilters();
  const query = useProjects(filters);
  return (
    <CauseList
      title="Projects"
      description="Projects with a goal: see how close each one is and help it get there."
      searchLabel="Search projects"
      noun="projects"
      query={query}
      filters={filters}
      update={update}
      renderCard={(p) => <ProjectCard project={p} />}
    />
  );
}

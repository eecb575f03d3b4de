import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ProjectCreateInput, type ProjectOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export const createProject = (input: ProjectCreateInput) => api.post<ProjectOut>("/projects/", input);

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      client.setQueryData(givingKeys.project(project.id), project);
      void client.invalidateQueries({ queryKey: givingKeys.projects() });
    },
  });
}

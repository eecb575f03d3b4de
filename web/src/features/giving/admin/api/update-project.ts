import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ProjectOut, type ProjectUpdateInput } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** `input` holds only the changed fields. */
export const updateProject = ({ id, input }: { id: string; input: ProjectUpdateInput }) => api.patch<ProjectOut>(`/projects/${encodeURIComponent(id)}/`, input);

export function useUpdateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project) => {
      client.setQueryData(givingKeys.project(project.id), project);
      void client.invalidateQueries({ queryKey: givingKeys.projects() });
    },
  });
}

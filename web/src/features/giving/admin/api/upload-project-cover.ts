import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ProjectOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** POST /api/projects/{id}/cover/ (multipart field "file"). */
export function uploadProjectCover({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append("file", file);
  return api.postForm<ProjectOut>(`/projects/${encodeURIComponent(id)}/cover/`, form);
}

export function useUploadProjectCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadProjectCover,
    onSuccess: (project) => {
      client.setQueryData(givingKeys.project(project.id), project);
      void client.invalidateQueries({ queryKey: givingKeys.projects() });
    },
  });
}

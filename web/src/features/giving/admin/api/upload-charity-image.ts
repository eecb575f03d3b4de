import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CharityOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export type CharityImageKind = "logo" | "cover";

/** POST /api/charities/{id}/logo/ or /cover/ (multipart field "file"). */
export function uploadCharityImage({ id, kind, file }: { id: string; kind: CharityImageKind; file: File }) {
  const form = new FormData();
  form.append("file", file);
  return api.postForm<CharityOut>(`/charities/${encodeURIComponent(id)}/${kind}/`, form);
}

export function useUploadCharityImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadCharityImage,
    onSuccess: (charity) => {
      client.setQueryData(givingKeys.charity(charity.id), charity);
      void client.invalidateQueries({ queryKey: givingKeys.charities() });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CharityOut, type CharityUpdateInput } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** `input` holds only the changed fields. */
export const updateCharity = ({ id, input }: { id: string; input: CharityUpdateInput }) => api.patch<CharityOut>(`/charities/${encodeURIComponent(id)}/`, input);

export function useUpdateCharity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCharity,
    onSuccess: (charity) => {
      client.setQueryData(givingKeys.charity(charity.id), charity);
      void client.invalidateQueries({ queryKey: givingKeys.charities() });
    },
  });
}

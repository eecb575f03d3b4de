import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CharityCreateInput, type CharityOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export const createCharity = (input: CharityCreateInput) => api.post<CharityOut>("/charities/", input);

export function useCreateCharity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCharity,
    onSuccess: (charity) => {
      client.setQueryData(givingKeys.charity(charity.id), charity);
      void client.invalidateQueries({ queryKey: givingKeys.charities() });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LetterCreateInput, LetterOut } from "@contracts/dear-world";
import { api } from "@/lib/api-client";
import { dearWorldKeys } from "./keys";

export const writeLetter = (input: LetterCreateInput) => api.post<LetterOut>("/dear-world/letters/", input);

export function useWriteLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: writeLetter,
    onSuccess: () => client.invalidateQueries({ queryKey: dearWorldKeys.all }),
  });
}

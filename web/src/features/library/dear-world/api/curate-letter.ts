import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LetterOut } from "@contracts/dear-world";
import { api } from "@/lib/api-client";
import { dearWorldKeys } from "./keys";

export type CurationAction = { kind: "include" | "exclude"; id: string } | { kind: "move"; id: string; direction: "up" | "down" };

/** Include, exclude or move one letter; the worker checks that the caller curates its class. */
export function curateLetter(action: CurationAction) {
  const path = `/dear-world/letters/${encodeURIComponent(action.id)}/${action.kind}/`;
  return action.kind === "move" ? api.post<LetterOut>(path, { direction: action.direction }) : api.post<LetterOut>(path);
}

export function useCurateLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: curateLetter,
    onSettled: () => client.invalidateQueries({ queryKey: dearWorldKeys.all }),
  });
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { modeKeys } from "./keys";

export interface Mode {
  id: string;
  name: string;
  image: string | null;
  locked: boolean;
  active: boolean;
  status: string;
}

export const modesQuery = queryOptions({
  queryKey: modeKeys.switchboard(),
  queryFn: async () => (await api.get<{ results: Mode[] }>("/modes/")).results,
  staleTime: 60_000,
});

export const useModes = (enabled: boolean) => useQuery({ ...modesQuery, enabled });

import { useQuery } from "@tanstack/react-query";
import type { GlobalReachOut } from "@contracts/operations";
import { api } from "@/lib/api-client";
import { operationsKeys } from "./keys";

/** GET /global-reach */
export const useGlobalReach = () =>
  useQuery({ queryKey: [...operationsKeys.all, "global-reach"], queryFn: ({ signal }) => api.get<GlobalReachOut>("/global-reach", undefined, signal), staleTime: 5 * 60_000 });

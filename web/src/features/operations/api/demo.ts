import { useQuery } from "@tanstack/react-query";
import type { DemoOut } from "@contracts/operations";
import { api } from "@/lib/api-client";
import { operationsKeys } from "./keys";

/** GET /demo: the demo school's sample sign-ins (null in production: never shown there). */
export const useDemoSignIns = () =>
  useQuery({ queryKey: [...operationsKeys.all, "demo"], queryFn: ({ signal }) => api.get<DemoOut>("/demo", undefined, signal), staleTime: 5 * 60_000 });

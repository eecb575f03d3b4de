import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ImportTargets } from "@contracts/roster";
import { api } from "@/lib/api-client";
import { rosterKeys } from "./keys";

/** The classes the signed-in admin or teacher may enrol students into. */
export const getImportTargets = (signal?: AbortSignal) => api.get<ImportTargets>("/roster-import/targets/", undefined, signal);

export const importTargetsQuery = () => queryOptions({ queryKey: rosterKeys.targets(), queryFn: ({ signal }) => getImportTargets(signal) });

export const useImportTargets = () => useQuery(importTargetsQuery());

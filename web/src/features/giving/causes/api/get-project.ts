import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ProjectOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

/** GET /projects/{idOrSlug}/ */
export const getProject = (idOrSlug: string, signal?: AbortSignal) => api.get<ProjectOut>(`/projects/${encodeURIComponent(idOrSlug)}/`, undefined, signal);

export const projectQuery = (idOrSlug: string) => queryOptions({ queryKey: givingKeys.project(idOrSlug), queryFn: ({ signal }) => getProject(idOrSlug, signal) });

export const useProject = (idOrSlug: string) => useQuery(projectQuery(idOrSlug));

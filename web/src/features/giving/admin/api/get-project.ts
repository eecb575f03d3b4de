import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ProjectOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export const getProject = (id: string, signal?: AbortSignal) => api.get<ProjectOut>(`/projects/${encodeURIComponent(id)}/`, undefined, signal);

export const projectQuery = (id: string) => queryOptions({ queryKey: givingKeys.project(id), queryFn: ({ signal }) => getProject(id, signal) });

export const useProject = (id: string | undefined) => useQuery({ ...projectQuery(id ?? ""), enabled: !!id });

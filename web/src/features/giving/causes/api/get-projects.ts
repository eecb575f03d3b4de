import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { type ProjectOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys, listQuery, type GivingFilters } from "./keys";

/** GET /projects/: a page of active projects (platform-wide and this school's). */
export const getProjects = (f: GivingFilters, signal?: AbortSignal) => api.get<Page<ProjectOut[]>>("/projects/", listQuery(f), signal);

export const projectsQuery = (f: GivingFilters) =>
  queryOptions({ queryKey: [...givingKeys.projects(), f], queryFn: ({ signal }) => getProjects(f, signal), placeholderData: keepPreviousData, staleTime: 30_000 });

export const useProjects = (f: GivingFilters, enabled = true) => useQuery({ ...projectsQuery(f), enabled });

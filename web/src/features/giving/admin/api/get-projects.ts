import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import { type ProjectOut } from "@contracts/giving";
import { api } from "@/lib/api-client";
import { givingKeys } from "./keys";

export const PROJECTS_PAGE_SIZE = 24;

export interface ProjectListFilters {
  search: string;
  offset: number;
  /** Only this charity's projects. */
  charity?: string;
  limit?: number;
}

/** Admin list: `all=true` includes drafts and closed projects the caller manages. */
export const getProjects = (f: ProjectListFilters, signal?: AbortSignal) =>
  api.get<Page<ProjectOut[]>>("/projects/", { search: f.search, charity: f.charity, limit: f.limit ?? PROJECTS_PAGE_SIZE, offset: f.offset, all: true }, signal);

export const projectsQuery = (f: ProjectListFilters) =>
  queryOptions({
    queryKey: [...givingKeys.projects(), f],
    queryFn: ({ signal }) => getProjects(f, signal),
    placeholderData: keepPreviousData,
  });

export const useProjects = (f: ProjectListFilters) => useQuery(projectsQuery(f));

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { RosterStudent } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

export const ROSTER_PAGE_SIZE = 20;

export interface RosterFilters {
  search?: string;
  offset?: number;
}

export const getRoster = (classId: string, f: RosterFilters, signal?: AbortSignal) =>
  api.get<Page<RosterStudent[]>>(`/school-admin/classes/${encodeURIComponent(classId)}/students/`, { search: f.search, limit: ROSTER_PAGE_SIZE, offset: f.offset }, signal);

export const rosterQuery = (classId: string, f: RosterFilters) =>
  queryOptions({
    queryKey: [...schoolAdminKeys.roster(classId), f],
    queryFn: ({ signal }) => getRoster(classId, f, signal),
    placeholderData: keepPreviousData,
  });

export const useRoster = (classId: string, f: RosterFilters) => useQuery(rosterQuery(classId, f));

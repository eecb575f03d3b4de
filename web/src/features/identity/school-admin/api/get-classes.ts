import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { AdminClass } from "@contracts/school-admin";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

export const CLASSES_PAGE_SIZE = 20;

export interface ClassFilters {
  search?: string;
  /** true: archived only; false: in use only; undefined: both. */
  archived?: boolean;
  offset?: number;
}

export const getClasses = (f: ClassFilters, signal?: AbortSignal) =>
  api.get<Page<AdminClass[]>>("/school-admin/classes/", { search: f.search, archived: f.archived, limit: CLASSES_PAGE_SIZE, offset: f.offset }, signal);

export const classesQuery = (f: ClassFilters) =>
  queryOptions({
    queryKey: [...schoolAdminKeys.classes(), f],
    queryFn: ({ signal }) => getClasses(f, signal),
    placeholderData: keepPreviousData,
  });

export const useClasses = (f: ClassFilters) => useQuery(classesQuery(f));

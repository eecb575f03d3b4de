import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { AdminUser } from "@contracts/users";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

export const USERS_PAGE_SIZE = 20;

export interface UserListFilters {
  search: string;
  /** A role, "staff", or "" for everyone. */
  role: string;
  /** A tenant id, "platform" (no school), or "" for every school. */
  tenant: string;
  offset: number;
}

export const getUsers = (f: UserListFilters, signal?: AbortSignal) =>
  api.get<Page<AdminUser[]>>("/super-admin/users/", { search: f.search, role: f.role, tenant: f.tenant, limit: USERS_PAGE_SIZE, offset: f.offset }, signal);

export const usersQuery = (f: UserListFilters) =>
  queryOptions({
    queryKey: [...adminKeys.users(), f],
    queryFn: ({ signal }) => getUsers(f, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (f: UserListFilters) => useQuery(usersQuery(f));

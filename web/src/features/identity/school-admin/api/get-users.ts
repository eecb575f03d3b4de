import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { AdminUser, Role } from "@contracts/users";
import { api } from "@/lib/api-client";
import { schoolAdminKeys } from "./keys";

export const USERS_PAGE_SIZE = 20;
/** The API's largest page. */
const MAX_PAGE = 100;

export interface SchoolUserFilters {
  search?: string;
  /** A role, or "" / undefined for everyone. */
  role?: Role | "";
  /** true: archived only; false: active only; undefined: both. */
  archived?: boolean;
  limit?: number;
  offset?: number;
}

export const getSchoolUsers = (f: SchoolUserFilters, signal?: AbortSignal) =>
  api.get<Page<AdminUser[]>>("/school-admin/users/", { search: f.search, role: f.role, archived: f.archived, limit: f.limit ?? USERS_PAGE_SIZE, offset: f.offset }, signal);

export const schoolUsersQuery = (f: SchoolUserFilters) =>
  queryOptions({
    queryKey: [...schoolAdminKeys.users(), f],
    queryFn: ({ signal }) => getSchoolUsers(f, signal),
    placeholderData: keepPreviousData,
  });

export const useSchoolUsers = (f: SchoolUserFilters, enabled = true) => useQuery({ ...schoolUsersQuery(f), enabled });

/** Every active user of a role, page by page. */
async function allActive(role: Role, signal?: AbortSignal): Promise<AdminUser[]> {
  const out: AdminUser[] = [];
  for (;;) {
    const page = await getSchoolUsers({ role, archived: false, limit: MAX_PAGE, offset: out.length }, signal);
    out.push(...page.results);
    if (page.results.length === 0 || out.length >= page.count) return out;
  }
}

/** Who may teach a class: the school's active teachers and school admins, by name. */
export const teacherOptionsQuery = queryOptions({
  queryKey: schoolAdminKeys.teachers(),
  queryFn: async ({ signal }) => {
    const [teachers, admins] = await Promise.all([allActive("teacher", signal), allActive("school_admin", signal)]);
    return [...teachers, ...admins].sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`));
  },
});

export const useTeacherOptions = () => useQuery(teacherOptionsQuery);

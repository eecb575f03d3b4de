import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@contracts/common";
import type { PeopleStatsOut, StaffStudentOut, StaffTeacherOut, TeacherStateOut, UserActivityOut } from "@contracts/staff-people";
import { api } from "@/lib/api-client";
import { requestBytes } from "@/lib/api-transfer";
import { operationsKeys } from "./keys";

/** The staff people dashboards: /api/super-admin/people/… and the teacher actions under /api/super-admin/teachers/. */
export const PEOPLE_PAGE_SIZE = 25;

export interface PeopleFilters {
  search: string;
  tenant: string;
  offset: number;
  /** Teachers: "yes" | "no"; students: "true" | "false" (archived). */
  state: string;
}

const listQuery = (kind: "teachers" | "students", f: PeopleFilters) => ({
  search: f.search || undefined,
  tenant: f.tenant || undefined,
  ...(kind === "teachers" ? { verified: f.state || undefined } : { archived: f.state || undefined }),
});

export const useStaffTeachers = (f: PeopleFilters) =>
  useQuery({
    queryKey: operationsKeys.peopleList("teachers", { ...f }),
    queryFn: ({ signal }) => api.get<Page<StaffTeacherOut[]>>("/super-admin/people/teachers/", { ...listQuery("teachers", f), limit: PEOPLE_PAGE_SIZE, offset: f.offset }, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffStudents = (f: PeopleFilters) =>
  useQuery({
    queryKey: operationsKeys.peopleList("students", { ...f }),
    queryFn: ({ signal }) => api.get<Page<StaffStudentOut[]>>("/super-admin/people/students/", { ...listQuery("students", f), limit: PEOPLE_PAGE_SIZE, offset: f.offset }, signal),
    placeholderData: keepPreviousData,
  });

/** The list's CSV with the same filters, through the api client (the bearer token goes with it). */
export async function exportPeople(kind: "teachers" | "students", f: PeopleFilters): Promise<Blob> {
  const params = new URLSearchParams({ format: "csv" });
  for (const [key, value] of Object.entries(listQuery(kind, f))) if (value) params.set(key, value);
  return new Blob([await requestBytes(`/api/super-admin/people/${kind}/?${params.toString()}`)], { type: "text/csv;charset=utf-8" });
}
export const useExportPeople = (kind: "teachers" | "students") => useMutation({ mutationFn: (f: PeopleFilters) => exportPeople(kind, f) });

export const usePeopleStats = (f: { days: string; tenant: string }) =>
  useQuery({
    queryKey: operationsKeys.peopleStats(f),
    queryFn: ({ signal }) => api.get<PeopleStatsOut>("/super-admin/people/stats/", { days: f.days, tenant: f.tenant || undefined }, signal),
    placeholderData: keepPreviousData,
  });

export const useUserActivity = (id: string) =>
  useQuery({
    queryKey: operationsKeys.userActivity(id),
    queryFn: ({ signal }) => api.get<UserActivityOut>(`/super-admin/people/users/${encodeURIComponent(id)}/activity/`, undefined, signal),
    enabled: !!id,
  });

type TeacherAction = { id: string; action: "verify" | "unverify" | "promote" };

/** Verify, take back the verification, or make a school admin; the teacher lists reload. */
export function useTeacherAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: TeacherAction) => {
      const path = `/super-admin/teachers/${encodeURIComponent(id)}/${action === "promote" ? "promote" : "verify"}/`;
      return action === "unverify" ? api.delete<TeacherStateOut>(path) : api.post<TeacherStateOut>(path);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: operationsKeys.people() }),
  });
}

import type { ParentChildDashboardOut } from "@contracts/people";

/** Ava Brown on her parent's dashboard: linked, full name not chosen, nothing uploaded; `over` changes a field. */
export const avaOnDashboard = (over: Partial<ParentChildDashboardOut> = {}): ParentChildDashboardOut => ({
  link_id: "plk_1",
  student_id: "usr_ava",
  first_name: "Ava",
  last_name: "Brown",
  school_name: "Greenfield Primary School",
  classes: ["Year 4 Blue"],
  show_full_name_on_certificates: false,
  linked_at: "2026-11-01T00:00:00.000Z",
  reading: { books_read: 3, stories_read: 1 },
  uploads: [],
  courses: [],
  money_raised: { totals: [], recent: [] },
  certificates: [],
  ...over,
});

/** Query keys of bulk enrolment and archived students. */
export const rosterKeys = {
  all: ["roster"] as const,
  targets: () => [...rosterKeys.all, "targets"] as const,
  archived: () => [...rosterKeys.all, "archived"] as const,
};

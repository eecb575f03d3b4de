import type { LiveAudience } from "@contracts/live-sessions";

export interface LiveSessionFilters {
  when: "upcoming" | "past" | "all";
  audience?: LiveAudience;
  sdg?: number;
  mine?: boolean;
  manage?: boolean;
  q?: string;
  offset?: number;
}

/** Query keys of live sessions; every key shares the prefix so a registration refreshes them all. */
export const liveKeys = {
  all: ["live-sessions"] as const,
  list: (f: LiveSessionFilters) => [...liveKeys.all, "list", f] as const,
  session: (slug: string, key?: string) => [...liveKeys.all, "session", slug, key ?? ""] as const,
  registrants: (id: string) => [...liveKeys.all, "registrants", id] as const,
  classes: () => [...liveKeys.all, "schedulable-classes"] as const,
};

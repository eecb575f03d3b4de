import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, type DataRouteMatch } from "react-router";
import { patchRoutesOnNavigation, routes } from "@/app/router";

// Issue #15: the admin areas' route tables are not part of the entry; the router adds them on the first visit.
const made: ReturnType<typeof createMemoryRouter>[] = [];
async function matchesAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  made.push(router);
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  return router.state.matches;
}
const pattern = (matches: DataRouteMatch[]) => matches.map((m) => m.route.path ?? (m.route.index ? "(index)" : "")).filter(Boolean).join(" › ");

afterEach(() => {
  made.splice(0).forEach((r) => r.dispose());
});

describe("the admin areas' route tables", () => {
  it("are absent from the route table the app starts with", () => {
    const adminPanel = routes[0].children!.find((r) => r.id === "admin-panel")!;
    const schoolAdmin = routes[0].children!.find((r) => r.id === "school-admin")!;
    expect(adminPanel.children!.map((r) => r.path ?? "(index)")).toEqual(["(index)", "*"]);
    expect(schoolAdmin.children!.map((r) => r.path ?? "(index)")).toEqual(["(index)", "*"]);
  });

  it("are added when a link goes straight to one of their pages", async () => {
    expect(pattern(await matchesAt("/admin-panel/course/crs_1/lesson/les_2"))).toBe("/admin-panel › course/:courseId/lesson/:lessonId");
    expect(pattern(await matchesAt("/admin/class-students/cls_1"))).toBe("/admin › class-students/:classId");
  });

  it("still give the not-found page for a path under them that is no page", async () => {
    expect(pattern(await matchesAt("/admin-panel/no-such-page"))).toBe("/admin-panel › *");
  });

  it("are not loaded for the public pages, which match as before", async () => {
    const patch = vi.fn();
    await patchRoutesOnNavigation({ path: "/library", patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
    await patchRoutesOnNavigation({ path: "/administration", patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
    expect(patch).not.toHaveBeenCalled();
    expect(pattern(await matchesAt("/library"))).toBe("/library");
  });

  it("adds each table under its own layout's route", async () => {
    const patch = vi.fn();
    await patchRoutesOnNavigation({ path: "/admin/users", patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0][0]).toBe("school-admin");
    expect(patch.mock.calls[0][1].map((r: { path?: string }) => r.path)).toContain("users");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { MyCourseOut } from "@contracts/learning";
import type { CertificateOut } from "@contracts/certificates";
import { DashboardLearning } from "@/features/learning/courses/components/dashboard-learning";
import { renderPage, stubFetch } from "../render";
import { courseData, resetState } from "./fixtures";

const { description: _d, program: _p, chapters: _c, enrollment: _e, progress: _g, access: _a, owned: _o, ...summary } = courseData();
const mine = (patch: Partial<MyCourseOut> & { slug: string; title: string }): MyCourseOut => ({
  course: { ...summary, id: `crs_${patch.slug}`, slug: patch.slug, title: patch.title, name: patch.title },
  enrolled: false,
  assigned: false,
  progress: { completed: 0, total: 2, percent: 0, next_lesson: { chapter: "what-are-the-goals", lesson: "seventeen-goals", title: "Seventeen goals" } },
  last_active_at: null,
  ...patch,
});

describe("the dashboard's My courses", () => {
  afterEach(resetState);

  it("a course given to the class starts at its first lesson (the server enrols the pupil there), not at an Enrol button", async () => {
    stubFetch({
      "GET /api/learning/my-courses": () => ({
        body: {
          results: [
            mine({ slug: "water-week", title: "Water Week", assigned: true }),
            mine({ slug: "goals", title: "Our Goals", enrolled: true, progress: { completed: 1, total: 2, percent: 50, next_lesson: { chapter: "ch", lesson: "two", title: "Two" } }, last_active_at: "2026-11-28T10:00:00Z" }),
          ],
        },
      }),
    });
    renderPage(<DashboardLearning />, { path: "/dashboard" });
    const list = await screen.findByRole("list", { name: "My courses" });
    const [given, own] = Array.from(list.children) as HTMLElement[];
    expect(within(given!).getByText("From your class")).toBeInTheDocument();
    expect(within(given!).getByRole("link", { name: /Start this course/ })).toHaveAttribute("href", "/courses/water-week/what-are-the-goals/seventeen-goals");
    expect(within(own!).getAllByRole("link").map((a) => a.getAttribute("href"))).toContain("/courses/goals/ch/two");
  });

  it("links the pupil's certificates (issued, or waiting to be claimed) from My courses, and leaves out revoked ones", async () => {
    const cert = (id: string, title: string, status: CertificateOut["status"]) => ({ id, status, course: { id: `crs_${id}`, slug: id, title, kind: "course" } }) as CertificateOut;
    const calls = stubFetch({
      "GET /api/learning/my-courses": () => ({ body: { results: [mine({ slug: "goals", title: "Our Goals", enrolled: true })] } }),
      "GET /api/certificates/": () => ({ body: { results: [cert("crt_2", "Water Week?", "awaiting_claim"), cert("crt_1", "Our Goals", "issued"), cert("crt_0", "Old Course", "revoked")] } }),
    });
    renderPage(<DashboardLearning />, { path: "/dashboard" });
    const region = await screen.findByRole("region", { name: "My certificates" });
    const links = within(region).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Water Week?", "/certificate/crt_2"],
      ["Our Goals", "/certificate/crt_1"],
    ]);
    expect(within(region).getByText("Get your certificate")).toBeInTheDocument();
    expect(within(region).getByText("See your certificate")).toBeInTheDocument();
    // The course title is isolated (an English "?" stays at its end on an Arabic page).
    expect(within(region).getByText("Water Week?").tagName).toBe("BDI");
    expect(calls.filter((c) => c.url.includes("/certificates")).length).toBe(1);
  });

  it("shows no certificates block to a learner who has none yet", async () => {
    const calls = stubFetch({
      "GET /api/learning/my-courses": () => ({ body: { results: [mine({ slug: "goals", title: "Our Goals", enrolled: true })] } }),
      "GET /api/certificates/": () => ({ body: { results: [] } }),
    });
    renderPage(<DashboardLearning />, { path: "/dashboard" });
    await screen.findByRole("list", { name: "My courses" });
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes("/certificates"))).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("region", { name: "My certificates" })).not.toBeInTheDocument();
  });
});

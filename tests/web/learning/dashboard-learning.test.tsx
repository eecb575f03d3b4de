import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { MyCourseOut } from "@contracts/learning";
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
});

import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SDG_COLOURS, SDGS } from "@contracts/sdgs";
import SdgsPage from "@/app/routes/learning/sdgs";
import { renderPage, stubFetch } from "../render";
import { courseData, resetState } from "./fixtures";
import { book } from "../library/fixtures";

describe("/sdgs", () => {
  beforeEach(resetState);

  it("shows the 17 goals as coloured tiles and, for a chosen goal, what serves it", async () => {
    stubFetch({
      "GET /api/sdgs": () => ({ body: { results: SDGS.map((name, i) => ({ goal: i + 1, name, colour: SDG_COLOURS[i], courses: i === 12 ? 2 : 0, hubs: i === 12 ? 1 : 0, challenges: i === 12 ? 1 : 0, books: i === 12 ? 1 : 0, projects: 0, charities: 0 })) } }),
      "GET /api/sdgs/13": () => ({
        body: { goal: 13, name: "Climate Action", colour: "#3F7E44", courses: { count: 1, results: [courseData({ title: "Climate Heroes", slug: "climate-heroes" })] },
          hubs: { count: 1, results: [{ id: "hub_1", slug: "climate-action", title: "Climate action", summary: "Lessons about the climate.", sdgs: [13], status: "published", platform_wide: true, lesson_count: 4, minutes: 40 }] },
          challenges: {
            count: 1,
            results: [{ id: "chl_1", slug: "plastic-free-lunch", title: "Plastic-free lunchbox", sdg: 13, brief: "", prompts: [], submission: "image", deadline: "2027-01-31T23:59:59.999Z", open: true, status: "published", platform_wide: true, participants: 12, entries: 3 }],
          },
          books: { count: 1, results: [book(3, { title: "Rivers and rain", sdgs: [13] })] },
          projects: { count: 0, results: [] }, charities: { count: 0, results: [] } },
      }),
    });
    const user = userEvent.setup();
    renderPage(<SdgsPage />, { path: "/sdgs" });
    const goals = await screen.findByRole("list", { name: "The goals" });
    expect(within(goals).getAllByRole("button")).toHaveLength(17);
    const climate = within(goals).getByRole("button", { name: /^13 ?Climate Action ?5 to explore$/ });
    expect(climate).toHaveStyle({ backgroundColor: "rgb(63, 126, 68)", color: "rgb(255, 255, 255)" });
    // Light goals get dark text (contrast).
    expect(within(goals).getByRole("button", { name: /^7 ?Affordable and Clean Energy/ })).toHaveStyle({ color: "rgb(17, 17, 17)" });
    await user.click(climate);
    expect(await screen.findByRole("heading", { name: "Goal 13: Climate Action" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Climate Heroes" })).toHaveAttribute("href", "/course/climate-heroes");
    expect(screen.getByRole("heading", { name: "Lesson hubs (1)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Climate action" })).toHaveAttribute("href", "/hubs/climate-action");
    expect(screen.getByRole("heading", { name: "Challenges (1)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Plastic-free lunchbox" })).toHaveAttribute("href", expect.stringContaining("plastic-free-lunch"));
    expect(screen.getByRole("link", { name: /Rivers and rain/ })).toHaveAttribute("href", "/library/bok_3");
    expect(screen.getByRole("link", { name: "All books for this goal" })).toHaveAttribute("href", "/library?sdg=13");
    expect(screen.getAllByText("Nothing here serves this goal yet.")).toHaveLength(2);
  });
});

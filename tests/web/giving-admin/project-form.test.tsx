import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ProjectOut } from "@contracts/giving";
import ProjectPage from "@/app/routes/admin-panel/project";
import { renderPage, stubFetch } from "../render";
import { charity, page } from "./fixtures";

const project: ProjectOut = {
  id: "prj_well",
  title: "A well for Kisumu",
  slug: "a-well-for-kisumu",
  summary: "",
  description: "",
  charity: { id: "cha_books", name: "Books for All", slug: "books-for-all" },
  goal_amount: 500_000,
  raised_amount: 125_000,
  currency: "USD",
  donor_count: 9,
  progress_percent: 25,
  suggested_amounts: [1000],
  sdgs: [6],
  status: "active",
  cover_url: null,
  starts_on: "2026-09-01",
  ends_on: null,
  tenant_id: null,
  created_at: "2026-08-01T00:00:00.000Z",
};
const routes = { "/admin-panel/all-projects": <p>projects list</p> };

describe("project form", () => {
  it("checks the goal with the contract's message and sends it in minor units", async () => {
    const calls = stubFetch({
      "GET /api/charities/": () => ({ body: page([charity()]) }),
      "POST /api/projects/": () => ({ status: 201, body: project }),
    });
    const user = userEvent.setup();
    renderPage(<ProjectPage />, { path: "/admin-panel/project", route: "/admin-panel/project/:projectId?", routes });
    await screen.findByRole("option", { name: "Books for All" });
    await user.type(screen.getByRole("textbox", { name: "Title" }), "A well for Kisumu");
    await user.type(screen.getByRole("textbox", { name: "Goal (USD)" }), "0.99");
    await user.click(screen.getByRole("button", { name: "Add project" }));
    expect(screen.getByRole("textbox", { name: "Goal (USD)" })).toHaveAccessibleDescription("Enter a goal of at least 1.00");
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(screen.getByRole("textbox", { name: "Goal (USD)" }));
    await user.type(screen.getByRole("textbox", { name: "Goal (USD)" }), "5000.5");
    await user.selectOptions(screen.getByRole("combobox", { name: "Charity" }), "Books for All");
    await user.type(screen.getByLabelText("Starts on"), "2026-09-01");
    await user.click(screen.getByRole("button", { name: "Add project" }));
    expect(await screen.findByText("projects list")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      title: "A well for Kisumu",
      charity_id: "cha_books",
      goal_amount: 500_050,
      currency: "USD",
      status: "draft",
      starts_on: "2026-09-01",
      ends_on: null,
      platform_wide: true,
    });
  });

  it("edits a project sending only the changed goal", async () => {
    const calls = stubFetch({
      "GET /api/charities/": () => ({ body: page([charity()]) }),
      "GET /api/projects/prj_well/": () => ({ body: project }),
      "PATCH /api/projects/prj_well/": () => ({ body: { ...project, goal_amount: 750_000 } }),
    });
    const user = userEvent.setup();
    renderPage(<ProjectPage />, { path: "/admin-panel/project/prj_well", route: "/admin-panel/project/:projectId?", routes });
    const goal = await screen.findByDisplayValue("5000.00");
    await screen.findByRole("option", { name: "Books for All" });
    expect(screen.getByRole("combobox", { name: "Charity" })).toHaveValue("cha_books");
    await user.clear(goal);
    await user.type(goal, "7500");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Project saved.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({ goal_amount: 750_000 });
  });
});

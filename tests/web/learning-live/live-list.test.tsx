import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LiveSessionOut } from "@contracts/live-sessions";
import { LiveList } from "@/features/learning/live/components/live-list";
import { renderPage, stubFetch } from "../render";
import { page, resetState, signIn } from "../learning/fixtures";

const item = (patch: Partial<LiveSessionOut>): LiveSessionOut => ({
  id: "lvs_1", slug: "ocean-qa", title: "Ocean Q&A", description: "", host_name: "Dr Yusuf",
  starts_at: "2099-12-01T15:00:00.000Z", ends_at: "2099-12-01T15:45:00.000Z", time_zone: "Europe/London", duration_minutes: 45,
  capacity: 10, audience: "public", class_id: null, class_name: null, platform_wide: true, school_name: null, poster_url: null, sdgs: [14],
  status: "scheduled", sequence: 0, registered_count: 10, waitlist_count: 2, seats_left: 0, my_registration: null,
  join_opens_at: "2099-12-01T14:45:00.000Z", can_join: false, recording_url: null, materials: [], can_manage: false, meeting_url: null,
  ...patch,
});

describe("/live", () => {
  beforeEach(resetState);

  it("lists sessions with their place, filters by when and goal, and links schedulers to their page", async () => {
    signIn({ role: "teacher" });
    const calls = stubFetch({
      "GET /api/live-sessions/": (init) =>
        new URL(init.url, "http://x").searchParams.get("when") === "past"
          ? { body: page([item({ id: "lvs_2", slug: "past-one", title: "Past talk", starts_at: "2020-01-01T10:00:00.000Z", ends_at: "2020-01-01T11:00:00.000Z" })]) }
          : { body: page([item({}), item({ id: "lvs_3", slug: "class-one", title: "Class story", platform_wide: false, class_name: "Year 4 Blue", seats_left: 5, my_registration: { status: "waitlisted", waitlist_position: 2, joined_at: null } })]) },
    });
    renderPage(<LiveList manageTo="/live/manage" />);
    expect(await screen.findByRole("link", { name: "Ocean Q&A" })).toHaveAttribute("href", "/webinar/ocean-qa");
    expect(screen.getByText("Full: waitlist open")).toBeInTheDocument();
    expect(screen.getByText("Waitlist #2")).toBeInTheDocument();
    expect(screen.getByText("Class: Year 4 Blue")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Schedule a session" })).toHaveAttribute("href", "/live/manage");
    await userEvent.click(screen.getByRole("tab", { name: "Past" }));
    expect(await screen.findByRole("link", { name: "Past talk" })).toBeInTheDocument();
    // A past session offers no places and no waitlist any more.
    const past = screen.getByRole("link", { name: "Past talk" }).closest("article")!;
    expect(past).not.toHaveTextContent(/places left|waitlist/i);
    await userEvent.selectOptions(screen.getByLabelText("Global Goal"), "14");
    await waitFor(() => expect(calls.some((c) => c.url.includes("sdg=14") && c.url.includes("when=past"))).toBe(true));
  });
});

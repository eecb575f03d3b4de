import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { ManageSessions } from "@/features/learning/live/components/manage-sessions";
import { renderPage, stubFetch } from "../render";
import { page, resetState, signIn } from "../learning/fixtures";

describe("/live/manage with nothing to manage", () => {
  beforeEach(resetState);

  const empty = () =>
    stubFetch({
      "GET /api/live-sessions/": () => ({ body: page([]) }),
      "GET /api/live-sessions/schedulable-classes": () => ({ body: { results: [] } }),
    });

  it("tells a teacher the list holds the sessions they scheduled, not that the school has none", async () => {
    signIn({ role: "teacher" });
    empty();
    renderPage(<ManageSessions platform={false} hostName="Tom Fields" />);
    expect(await screen.findByText(/You have not scheduled any sessions yet\. The ones you schedule are listed here; your school's admins manage the others\./)).toBeInTheDocument();
    expect(screen.queryByText(/No sessions yet/)).toBeNull();
  });

  it("tells a school admin, who manages every session of the school, that there are none yet", async () => {
    signIn({ role: "school_admin" });
    empty();
    renderPage(<ManageSessions platform={false} hostName="Helen Marsh" />);
    expect(await screen.findByText("No sessions yet. Schedule the first one.")).toBeInTheDocument();
  });
});

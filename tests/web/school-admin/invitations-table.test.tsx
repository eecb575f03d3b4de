import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InvitationOut } from "@contracts/people";
import { InvitationsTable } from "@/features/identity/school-admin/components/invitations-table";
import { renderPage, stubFetch } from "../render";

const pending: InvitationOut = {
  id: "inv_1",
  email: "parent@greenfield.example.org",
  role: "parent",
  first_name: "Pat",
  last_name: "Parent",
  children: [],
  classes: [],
  state: "pending",
  invited_by: "Ada Admin",
  created_at: "2026-01-05T10:00:00.000Z",
  expires_at: "2026-01-12T10:00:00.000Z",
  accepted_at: null,
  revoked_at: null,
  sent_count: 1,
  last_sent_at: "2026-01-05T10:00:00.000Z",
};

describe("invitations table", () => {
  it("asks before revoking an invitation (it cannot be sent again), and revokes only when confirmed", async () => {
    const calls = stubFetch({ "POST /api/school-admin/invitations/inv_1/revoke/": () => ({ body: { ...pending, state: "revoked" } }) });
    const user = userEvent.setup();
    renderPage(<InvitationsTable invitations={[pending]} />);
    const revoke = screen.getByRole("button", { name: "Revoke the invitation to parent@greenfield.example.org" });

    await user.click(revoke);
    let dialog = await screen.findByRole("dialog", { name: "Revoke this invitation?" });
    expect(dialog).toHaveAccessibleDescription(/parent@greenfield\.example\.org stops working at once\. A revoked invitation cannot be sent again/);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.click(revoke);
    dialog = await screen.findByRole("dialog", { name: "Revoke this invitation?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("The invitation to parent@greenfield.example.org was revoked.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([expect.stringContaining("/api/school-admin/invitations/inv_1/revoke/")]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

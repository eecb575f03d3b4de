import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ImportedStudent } from "@contracts/roster";
import { ParentInvitations } from "@/features/identity/roster/components/parent-invitations";
import { renderPage, stubFetch } from "../render";

const student = (row: number, username: string): ImportedStudent => ({ row, status: "created", id: `usr_${row}`, username, first_name: "A", last_name: "B", class_name: "Year 4", class_code: "GREEN4", class_id: "cls_green4", password: "x" });

describe("inviting a roster's parents", () => {
  it("sends one row per parent row with the child's username, names rows without a parent name, and shows who was skipped", async () => {
    const calls = stubFetch({
      "POST /api/roster-import/parent-invitations": () => ({
        status: 201,
        body: { invited: [{ id: "inv_1", email: "okafor@example.org" }], skipped: [{ email: "diaz@example.org", reasons: ["Already invited and waiting: resend that invitation from the list."] }] },
      }),
    });
    const user = userEvent.setup();
    renderPage(
      <ParentInvitations
        parents={[
          { row: 1, email: "Okafor@Example.org", first_name: "Ngozi", last_name: "Okafor" },
          { row: 2, email: "okafor@example.org", first_name: "Ngozi", last_name: "Okafor" },
          { row: 3, email: "diaz@example.org", first_name: "Rosa", last_name: "Diaz" },
          { row: 4, email: "lee@example.org", first_name: "", last_name: "" },
        ]}
        students={[student(1, "g.amara"), student(2, "g.obi"), student(3, "g.cleo"), student(4, "g.dan")]}
      />,
    );
    expect(screen.getByText(/Rows 4 have a parent email but no parent name/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Invite 2 parents" }));
    expect(await screen.findByText("1 invitation sent.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      rows: [
        { email: "okafor@example.org", first_name: "Ngozi", last_name: "Okafor", children: ["g.amara"] },
        { email: "okafor@example.org", first_name: "Ngozi", last_name: "Okafor", children: ["g.obi"] },
        { email: "diaz@example.org", first_name: "Rosa", last_name: "Diaz", children: ["g.cleo"] },
      ],
    });
    expect(within(screen.getByRole("list", { name: "Parents not invited" })).getByText(/Already invited and waiting/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Invite/ })).not.toBeInTheDocument();
  });
});

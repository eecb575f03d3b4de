import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parseInvitationList } from "@/features/identity/school-admin/lib/parse-invitation-list";
import { BulkInviteForm } from "@/features/identity/school-admin/components/bulk-invite-form";
import { AcceptInvitation } from "@/features/identity/auth/components/accept-invitation";
import { renderPage, stubFetch } from "../render";

describe("parseInvitationList", () => {
  it("reads comma or tab separated lines, skips a header and blank lines, and names unknown roles by line", () => {
    const parsed = parseInvitationList("email,role,first,last\n\nSam@Example.org, teacher, Sam, Green\npat@example.org\tParent\tPat\tLee\tGreenfield.Student03; greenfield.student04\nx@example.org, janitor, X, Y");
    expect(parsed.rows).toEqual([
      { email: "sam@example.org", role: "teacher", first_name: "Sam", last_name: "Green", children: [] },
      { email: "pat@example.org", role: "parent", first_name: "Pat", last_name: "Lee", children: ["greenfield.student03", "greenfield.student04"] },
    ]);
    expect(parsed.problems).toEqual([{ line: 5, message: 'Line 5: the role must be teacher, school admin or parent (found "janitor").' }]);
    expect(parseInvitationList("a@b.org, school admin, A, B").rows[0].role).toBe("school_admin");
  });
});

describe("bulk invitations", () => {
  it("shows the server's row errors against the pasted line numbers and says nothing was sent", async () => {
    const calls = stubFetch({
      "POST /api/school-admin/invitations/bulk/": () => ({
        status: 400,
        body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { "rows.1.email": ["Already a teacher of this school."] }, requestId: "req_t" } },
      }),
    });
    const user = userEvent.setup();
    renderPage(<BulkInviteForm />);
    await user.type(screen.getByLabelText("One invitation a line"), "email, role\na@example.org, teacher, A, One\nb@example.org, teacher, B, Two");
    await user.click(screen.getByRole("button", { name: "Send all invitations" }));
    expect(await screen.findByText("Line 3 (email): Already a teacher of this school.")).toBeInTheDocument();
    expect(screen.getByText("Nothing was sent. Please fix these lines:")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      rows: [
        { email: "a@example.org", role: "teacher", first_name: "A", last_name: "One", children: [] },
        { email: "b@example.org", role: "teacher", first_name: "B", last_name: "Two", children: [] },
      ],
    });
  });

  it("refuses a line with an unknown role without calling the server", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderPage(<BulkInviteForm />);
    await user.type(screen.getByLabelText("One invitation a line"), "a@example.org, pilot, A, One");
    await user.click(screen.getByRole("button", { name: "Send all invitations" }));
    expect(screen.getByText(/Line 1: the role must be/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

const existingParent = {
  state: "valid",
  school_name: "Riverside Academy",
  first_name: "Pat",
  email: "pat@example.org",
  username: "pat@example.org",
  role: "parent",
  expires_at: "2030-01-01T00:00:00.000Z",
  inviter_name: "Rosa Banks",
  existing_account: true,
  signed_in_as_invitee: false,
  children: ["Kit K."],
};

describe("accepting with an existing account", () => {
  it("asks for the account's password only, and a parent of another school is told where to sign in", async () => {
    const calls = stubFetch({
      "GET /api/accept-invitation/ivt_abc/": () => ({ body: existingParent }),
      "POST /api/accept-invitation/": () => ({ body: { success: true, username: null, home_school: "Greenfield Primary School" } }),
    });
    const user = userEvent.setup();
    renderPage(<AcceptInvitation token="ivt_abc" />);
    expect(await screen.findByText(/Rosa Banks has invited you to join Riverside Academy as a parent\. Once you accept, you can follow Kit K\./)).toBeInTheDocument();
    expect(screen.queryByLabelText("Confirm the password")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Your password"), "my-own-password-1");
    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByText(/Sign in on Greenfield Primary School.s site/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ token: "ivt_abc", password: "my-own-password-1" });
  });

  it("names the classes a roster's teacher invitation gives", async () => {
    stubFetch({ "GET /api/accept-invitation/ivt_teach/": () => ({ body: { ...existingParent, role: "teacher", children: [], classes: ["Year 4 Blue", "Year 5 Red"] } }) });
    renderPage(<AcceptInvitation token="ivt_teach" />);
    expect(await screen.findByText(/as a teacher\. Once you accept, you will be the teacher of Year 4 Blue, Year 5 Red\./)).toBeInTheDocument();
  });

  it("says an older link was replaced by a newer email, not that it is broken", async () => {
    stubFetch({ "GET /api/accept-invitation/ivt_old/": () => ({ body: { state: "superseded", school_name: null, first_name: null, email: null, username: null, role: null, expires_at: null } }) });
    renderPage(<AcceptInvitation token="ivt_old" />);
    expect(await screen.findByRole("heading", { name: "A newer invitation was sent" })).toBeInTheDocument();
    expect(screen.getByText(/a newer invitation email was sent to you after this one/i)).toBeInTheDocument();
    expect(screen.queryByText(/opened the whole link/)).not.toBeInTheDocument();
  });

  it("says a withdrawn invitation was withdrawn", async () => {
    stubFetch({ "GET /api/accept-invitation/ivt_gone/": () => ({ body: { ...existingParent, state: "revoked" } }) });
    renderPage(<AcceptInvitation token="ivt_gone" />);
    expect(await screen.findByRole("heading", { name: "Invitation withdrawn" })).toBeInTheDocument();
  });
});

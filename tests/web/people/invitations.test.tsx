import { afterEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parseInvitationList } from "@/features/identity/school-admin/lib/parse-invitation-list";
import { BulkInviteForm } from "@/features/identity/school-admin/components/bulk-invite-form";
import { AcceptInvitation } from "@/features/identity/auth/components/accept-invitation";
import AcceptInvitationPage from "@/app/routes/auth/accept-invitation";
import { store } from "@/lib/store";
import { userAtom } from "@/lib/session";
import { renderPage, stubFetch } from "../render";
import { resetSession, teacher } from "../auth/fixtures";

describe("parseInvitationList", () => {
  it("reads comma or tab separated lines, skips a header and blank lines, and keeps every line (an unknown role as written) with its line number", () => {
    const parsed = parseInvitationList("email,role,first,last\n\nSam@Example.org, teacher, Sam, Green\npat@example.org\tParent\tPat\tLee\tGreenfield.Student03; greenfield.student04\nx@example.org, janitor, X, Y");
    expect(parsed.rows).toEqual([
      { email: "sam@example.org", role: "teacher", first_name: "Sam", last_name: "Green", children: [] },
      { email: "pat@example.org", role: "parent", first_name: "Pat", last_name: "Lee", children: ["greenfield.student03", "greenfield.student04"] },
      { email: "x@example.org", role: "janitor", first_name: "X", last_name: "Y", children: [] },
    ]);
    expect(parsed.lines).toEqual([3, 4, 5]);
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

  it("sends every line, an unknown role too, and lists every problem of every line at once, sorted by line", async () => {
    const calls = stubFetch({
      "POST /api/school-admin/invitations/bulk/": () => ({
        status: 400,
        body: {
          error: {
            code: "VALIDATION_FAILED",
            message: "Please check the highlighted fields",
            // Out of order on purpose: the list reads by line, then by column.
            fields: {
              "rows.2.children": ["No student of this school has the username nobody.here."],
              "rows.0.email": ["This email appears twice in the list."],
              "rows.2.role": ["Choose Teacher, School admin or Parent"],
              "rows.1.first_name": ["Required"],
              "rows.1.email": ["Already invited and waiting: resend that invitation from the list."],
              "rows.3.email": ["This email appears twice in the list."],
            },
            requestId: "req_t",
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage(<BulkInviteForm />);
    const list = "a@example.org, teacher, A, One\nw@example.org, teacher, , Wait\n\nj@example.org, pilot, J, Pilot, nobody.here\na@example.org, admin, A, Two";
    await user.type(screen.getByLabelText("One invitation a line"), list);
    await user.click(screen.getByRole("button", { name: "Send all invitations" }));
    await screen.findByText("Nothing was sent. Please fix these lines:");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Line 1 (email): This email appears twice in the list.",
      "Line 2 (email): Already invited and waiting: resend that invitation from the list.",
      "Line 2 (first name): Required",
      "Line 4 (role): Choose Teacher, School admin or Parent",
      "Line 4 (children): No student of this school has the username nobody.here.",
      "Line 5 (email): This email appears twice in the list.",
    ]);
    const sent = calls.filter((c) => c.method === "POST");
    expect(sent).toHaveLength(1);
    expect((sent[0].body as { rows: { role: string }[] }).rows.map((r) => r.role)).toEqual(["teacher", "teacher", "pilot", "school_admin"]);
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

const noOne = { school_name: null, first_name: null, email: null, username: null, role: null, expires_at: null };

describe("an invitation link that cannot be accepted says what happened and where to go", () => {
  afterEach(resetSession);

  it("without its code (an address cut short): a clear message, sign-in and the home page, and no request", async () => {
    const calls = stubFetch({});
    renderPage(<AcceptInvitationPage />, { path: "/accept-invitation/", route: "/accept-invitation/:token?" });
    expect(screen.getByRole("heading", { level: 1, name: "Invitation link incomplete" })).toBeInTheDocument();
    expect(screen.getByText(/This address has no invitation code in it\. Open the whole link from your invitation email/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(calls).toHaveLength(0);
  });

  it("opened again after it was accepted: says so (not an error) and offers sign-in, or the dashboard to whoever is signed in", async () => {
    stubFetch({ "GET /api/accept-invitation/ivt_done/": () => ({ body: { state: "used", ...noOne } }) });
    const { unmount } = renderPage(<AcceptInvitation token="ivt_done" />);
    expect(await screen.findByRole("heading", { name: "Invitation already accepted" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("You have already accepted this invitation, so your account is ready.");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Reset my password" })).toBeInTheDocument();
    unmount();

    store.set(userAtom, teacher);
    renderPage(<AcceptInvitation token="ivt_done" />);
    expect(await screen.findByText("You have already accepted this invitation, and you are signed in.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to my dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
  });
});

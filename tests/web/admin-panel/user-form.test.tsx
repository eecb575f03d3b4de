import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import UserPage from "@/app/routes/admin-panel/user";
import { renderPage, stubFetch } from "../render";
import { clearSession, setSession } from "@/lib/session";
import type { UserProfile } from "@contracts/users";
import { formKeys, formValue, greenfield, page, teacher, validationFailed } from "./fixtures";

// Sonner keeps toasts in a module-level store: start every test without the previous ones.
afterEach(() => void toast.dismiss());

const routes = { "/admin-panel/all-users": <p>users list</p> };
const tenants = { "GET /api/admin/tenants/": () => ({ body: page([greenfield]) }) };

function renderAdd() {
  return renderPage(<UserPage />, { path: "/admin-panel/user", route: "/admin-panel/user/:userId?", routes });
}
function renderEdit(path = "/admin-panel/user/usr_teacher", route = "/admin-panel/user/:userId?") {
  return renderPage(<UserPage />, { path, route, routes });
}
const field = (name: string) => screen.getByLabelText(name, { selector: "input, select" });
const chooseCreate = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("radio", { name: /Create the account now/ }));

describe("add user form", () => {
  it("shows the contract's messages and sends nothing while the form is invalid", async () => {
    const calls = stubFetch(tenants);
    const user = userEvent.setup();
    renderAdd();
    expect(screen.getByRole("heading", { level: 1, name: "Add user" })).toBeInTheDocument();
    await chooseCreate(user);

    await user.click(screen.getByRole("button", { name: "Add user" }));
    for (const label of ["First name", "Last name", "Email", "Country"]) expect(field(label)).toHaveAccessibleDescription("Required");
    expect(field("Role")).toHaveAccessibleDescription("Choose a role");

    await user.type(field("Email"), "not-an-email");
    await user.type(field("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Add user" }));
    expect(field("Email")).toHaveAccessibleDescription("Invalid email");
    expect(field("Password")).toHaveAccessibleDescription("Password must have at least 8 characters");

    // Staff need no role.
    await user.click(screen.getByLabelText("Platform staff (can open this admin panel)"));
    await user.click(screen.getByRole("button", { name: "Add user" }));
    expect(field("Role")).not.toHaveAccessibleDescription("Choose a role");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("checks the avatar's type and size before uploading, with the server's messages", async () => {
    stubFetch(tenants);
    const user = userEvent.setup({ applyAccept: false });
    renderAdd();
    await chooseCreate(user);
    await user.upload(field("Avatar"), new File(["GIF89a"], "cat.gif", { type: "image/gif" }));
    expect(await screen.findByText("Only PNG, JPEG or WebP images are accepted.")).toBeInTheDocument();
    await user.upload(field("Avatar"), new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(await screen.findByText("The image must be 2 MB or smaller.")).toBeInTheDocument();
    await user.upload(field("Avatar"), new File([new Uint8Array(100)], "ok.webp", { type: "image/webp" }));
    await waitFor(() => expect(screen.queryByText("The image must be 2 MB or smaller.")).not.toBeInTheDocument());
    expect(field("Avatar")).toHaveAccessibleDescription("PNG, JPEG or WebP, up to 2 MB.");
  });

  it("creates a user without a password (invitation), toasts and returns to the list", async () => {
    const calls = stubFetch({ ...tenants, "POST /api/super-admin/create-user/": () => ({ status: 201, body: { ...teacher, id: "usr_new" } }) });
    const user = userEvent.setup();
    renderAdd();
    await chooseCreate(user);
    expect(screen.getByText("Optional. Without a password the user gets an invitation email to choose one.")).toBeInTheDocument();
    await user.type(field("First name"), "Nia");
    await user.type(field("Last name"), "Newcomer");
    await user.type(field("Email"), "Nia@Example.org");
    await user.selectOptions(field("Country"), "KE");
    await user.selectOptions(field("Role"), "teacher");
    await user.selectOptions(field("School"), await screen.findByRole("option", { name: "Greenfield Primary School" }));
    await user.click(screen.getByRole("button", { name: "Add user" }));

    expect(await screen.findByText("User added successfully!")).toBeInTheDocument();
    expect(await screen.findByText("users list")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST")!;
    expect(formKeys(post.body)).toEqual(["country", "email", "first_name", "is_staff", "last_name", "role", "tenant"]);
    expect(formValue(post.body, "email")).toBe("nia@example.org");
    expect(formValue(post.body, "tenant")).toBe("ten_green");
    expect(formValue(post.body, "is_staff")).toBe("false");
  });

  it("sends an invitation by default for a school's teacher: no account fields, the school required, then the invitations endpoint", async () => {
    const calls = stubFetch({
      ...tenants,
      "POST /api/super-admin/invitations": (init) => ({ status: 201, body: { id: "inv_1", ...JSON.parse(String(init.body)), state: "pending", children: [], classes: [] } }),
    });
    const user = userEvent.setup();
    renderAdd();
    expect(screen.getByRole("radio", { name: /Send an invitation/ })).toBeChecked();
    // An invitation asks for no password, username, country or avatar, and is never for platform staff.
    for (const label of ["Password", "Username", "Country", "Avatar"]) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Platform staff (can open this admin panel)")).not.toBeInTheDocument();
    await user.type(field("First name"), "Nia");
    await user.type(field("Last name"), "Newcomer");
    await user.type(field("Email"), "Nia@Example.org");
    await user.selectOptions(field("Role"), "teacher");
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    expect(field("School")).toHaveAccessibleDescription("Choose the school to invite to");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.selectOptions(field("School"), await screen.findByRole("option", { name: "Greenfield Primary School" }));
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    expect(await screen.findByText("Invitation sent to nia@example.org.")).toBeInTheDocument();
    expect(await screen.findByText("users list")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: expect.stringMatching(/\/api\/super-admin\/invitations$/),
      body: { tenant: "ten_green", email: "nia@example.org", role: "teacher", first_name: "Nia", last_name: "Newcomer", children: [] },
    });
  });

  it("invites a parent with their children's usernames and shows the server's field errors; a student is created, never invited", async () => {
    const calls = stubFetch({ ...tenants, "POST /api/super-admin/invitations": () => validationFailed({ children: ["No student of this school has the username kid.two."] }) });
    const user = userEvent.setup();
    renderAdd();
    await user.type(field("First name"), "Rosa");
    await user.type(field("Last name"), "Diaz");
    await user.type(field("Email"), "rosa@example.org");
    await user.selectOptions(field("Role"), "parent");
    await user.selectOptions(field("School"), await screen.findByRole("option", { name: "Greenfield Primary School" }));
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    expect(field("Children's usernames")).toHaveAccessibleDescription("A parent invitation needs at least one child (their username).");
    await user.type(field("Children's usernames"), "Kid.One, kid.two");
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    await waitFor(() => expect(field("Children's usernames")).toHaveAccessibleDescription("No student of this school has the username kid.two."));
    expect((calls.find((c) => c.method === "POST")!.body as { children: string[] }).children).toEqual(["kid.one", "kid.two"]);

    await user.selectOptions(field("Role"), "student");
    expect(screen.getByRole("radio", { name: /Send an invitation/ })).toBeDisabled();
    expect(screen.getByRole("radio", { name: /Create the account now/ })).toBeChecked();
    expect(screen.getByRole("button", { name: "Add user" })).toBeInTheDocument();
    expect(field("Password")).toBeInTheDocument();
  });
});

describe("edit user form", () => {
  it("loads the user and sends only the changed fields", async () => {
    const calls = stubFetch({
      ...tenants,
      "GET /api/super-admin/users/usr_teacher/": () => ({ body: teacher }),
      "PATCH /api/super-admin/users/usr_teacher/": () => ({ body: { ...teacher, last_name: "Turner", archived: true } }),
    });
    const user = userEvent.setup();
    renderEdit();
    expect(await screen.findByDisplayValue("Tess")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Edit user" })).toBeInTheDocument();
    expect(field("Country")).toHaveValue("GB");

    await user.clear(field("Last name"));
    await user.type(field("Last name"), "Turner");
    await user.click(screen.getByLabelText("Archived (cannot sign in)"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    // Archiving signs the user out and locks them out: the form asks first.
    const dialog = await screen.findByRole("dialog", { name: "Archive Tess Teacher?" });
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Archive Tess Teacher?" })).getByRole("button", { name: "Archive and save" }));

    expect(await screen.findByText("User updated successfully!")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(formKeys(patch.body)).toEqual(["archived", "last_name"]);
    expect(formValue(patch.body, "last_name")).toBe("Turner");
    expect(formValue(patch.body, "archived")).toBe("true");
  });

  it("says on your own account that a colleague archives it or removes its staff access; not on someone else's", async () => {
    stubFetch({ ...tenants, "GET /api/super-admin/users/usr_teacher/": () => ({ body: teacher }) });
    const note = /This is your own account/;
    const first = renderEdit();
    expect(await screen.findByDisplayValue("Tess")).toBeInTheDocument();
    expect(screen.queryByText(note)).toBeNull();
    first.unmount();

    setSession({ access: "a", refresh: "r", user: { ...(teacher as unknown as UserProfile), id: "usr_teacher", is_staff: true } });
    try {
      renderEdit();
      expect(await screen.findByDisplayValue("Tess")).toBeInTheDocument();
      expect(screen.getByText(note)).toBeInTheDocument();
    } finally {
      clearSession();
    }
  });

  it("keeps showing the user's school when the schools arrive after the user, and can still move them to the platform", async () => {
    let releaseTenants!: () => void;
    const tenantsArrive = new Promise<void>((resolve) => (releaseTenants = resolve));
    const calls = stubFetch({
      "GET /api/admin/tenants/": async () => (await tenantsArrive, { body: page([greenfield]) }),
      "GET /api/super-admin/users/usr_teacher/": () => ({ body: teacher }),
      "PATCH /api/super-admin/users/usr_teacher/": () => ({ body: { ...teacher, tenant: null, tenant_name: null } }),
    });
    const user = userEvent.setup();
    renderEdit();
    await screen.findByDisplayValue("Tess");
    expect(field("School")).toHaveValue("ten_green");
    releaseTenants();
    expect(await screen.findByRole("option", { name: "Greenfield Primary School" })).toBeInTheDocument();
    // The select showed "Platform (no school)" here although the user belongs to Greenfield.
    expect(field("School")).toHaveValue("ten_green");
    expect(within(field("School")).getByRole("option", { name: "Greenfield Primary School" })).toHaveProperty("selected", true);

    await user.selectOptions(field("School"), "Platform (no school)");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("User updated successfully!");
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(formKeys(patch.body)).toEqual(["tenant"]);
  });

  it("moves a user to the platform by sending an empty tenant, plus a new password", async () => {
    const calls = stubFetch({
      ...tenants,
      "GET /api/super-admin/users/usr_teacher/": () => ({ body: teacher }),
      "PATCH /api/super-admin/users/usr_teacher/": () => ({ body: { ...teacher, tenant: null, tenant_name: null } }),
    });
    const user = userEvent.setup();
    renderEdit("/admin-panel/userprofile/usr_teacher", "/admin-panel/userprofile/:userId?");
    await screen.findByDisplayValue("Tess");
    await user.selectOptions(field("School"), "Platform (no school)");
    await user.type(field("New password"), "a-fresh-passphrase");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await screen.findByText("User updated successfully!");
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(formKeys(patch.body)).toEqual(["password", "tenant"]);
    expect(formValue(patch.body, "tenant")).toBe("");
  });

  it("toasts the failure and puts the server's field errors on the form", async () => {
    stubFetch({
      ...tenants,
      "GET /api/super-admin/users/usr_teacher/": () => ({ body: teacher }),
      "PATCH /api/super-admin/users/usr_teacher/": () => validationFailed({ email: ["A user with that email already exists."] }),
    });
    const user = userEvent.setup();
    renderEdit();
    await screen.findByDisplayValue("Tess");
    await user.clear(field("Email"));
    await user.type(field("Email"), "taken@example.org");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Error saving user. Please try again.")).toBeInTheDocument();
    expect(field("Email")).toHaveAccessibleDescription("A user with that email already exists.");
    expect(screen.queryByText("User updated successfully!")).not.toBeInTheDocument();
  });

  it("shows the server's message when the user cannot be loaded", async () => {
    stubFetch({ ...tenants, "GET /api/super-admin/users/usr_gone/": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "User not found", requestId: "r" } } }) });
    renderEdit("/admin-panel/user/usr_gone");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("User not found")).toBeInTheDocument();
  });
});

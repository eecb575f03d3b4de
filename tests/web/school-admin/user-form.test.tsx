import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AddUserPage from "@/app/routes/school-admin/add-user";
import { renderPage, stubFetch } from "../render";
import { formKeys, formValue, student, teacher, validationFailed } from "./fixtures";

const routes = { "/admin/users": <p>users list</p> };
const field = (name: string) => screen.getByLabelText(name, { selector: "input, select" });
const renderAdd = () => renderPage(<AddUserPage />, { path: "/admin/adduser", route: "/admin/adduser/:userId?", routes });
const renderEdit = (id: string) => renderPage(<AddUserPage />, { path: `/admin/adduser/${id}`, route: "/admin/adduser/:userId?", routes });

describe("school user form: adding", () => {
  it("shows the contract's messages, with email and country required except for students", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderAdd();
    expect(screen.getByRole("heading", { level: 1, name: "Add user" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add user" }));
    expect(field("First name")).toHaveAccessibleDescription("Required");
    expect(field("Last name")).toHaveAccessibleDescription("Required");
    expect(field("Role")).toHaveAccessibleDescription("Choose a role");

    await user.selectOptions(field("Role"), "teacher");
    await user.click(screen.getByRole("button", { name: "Add user" }));
    expect(field("Email")).toHaveAccessibleDescription("Required");
    expect(field("Country")).toHaveAccessibleDescription("Required");

    await user.type(field("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Add user" }));
    expect(field("Email")).toHaveAccessibleDescription("Invalid email");

    // A student needs neither email nor country, but without an email needs a password.
    await user.clear(field("Email"));
    await user.selectOptions(field("Role"), "student");
    await user.type(field("First name"), "Sam");
    await user.type(field("Last name"), "Student");
    await user.click(screen.getByRole("button", { name: "Add user" }));
    expect(field("Email")).toHaveAccessibleDescription("Optional for students.");
    expect(field("Country")).toHaveAccessibleDescription("Optional for students.");
    expect(field("Password")).toHaveAccessibleDescription("Set a password for a student without an email");

    await user.type(field("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Add user" }));
    expect(field("Password")).toHaveAccessibleDescription("Password must have at least 8 characters");
    expect(calls).toHaveLength(0);
  });

  it("adds a student with a password: sends only what was given, toasts and returns to the list", async () => {
    const calls = stubFetch({ "POST /api/school-admin/users/": () => ({ status: 201, body: student(9, "Sam", "Student") }) });
    const user = userEvent.setup();
    renderAdd();
    expect(screen.getByText(/Without a password, someone with an email gets an invitation email/)).toBeInTheDocument();
    await user.type(field("First name"), "Sam");
    await user.type(field("Last name"), "Student");
    await user.selectOptions(field("Role"), "student");
    await user.type(field("Password"), "maple-kite-orbit");
    await user.click(screen.getByRole("button", { name: "Add user" }));

    expect(await screen.findByText("User added successfully!")).toBeInTheDocument();
    expect(await screen.findByText("users list")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST")!;
    expect(formKeys(post.body)).toEqual(["first_name", "last_name", "password", "role"]);
    expect(formValue(post.body, "role")).toBe("student");
  });

  it("adds a teacher without a password (invitation) with the email lower-cased", async () => {
    const calls = stubFetch({ "POST /api/school-admin/users/": () => ({ status: 201, body: teacher }) });
    const user = userEvent.setup();
    renderAdd();
    await user.type(field("First name"), "Tess");
    await user.type(field("Last name"), "Teacher");
    await user.selectOptions(field("Role"), "teacher");
    await user.type(field("Email"), "Tess@Greenfield.example.org");
    await user.selectOptions(field("Country"), "GB");
    await user.click(screen.getByRole("button", { name: "Add user" }));

    await screen.findByText("User added successfully!");
    const post = calls.find((c) => c.method === "POST")!;
    expect(formKeys(post.body)).toEqual(["country", "email", "first_name", "last_name", "role"]);
    expect(formValue(post.body, "email")).toBe("tess@greenfield.example.org");
  });
});

describe("school user form: editing", () => {
  it("loads the user and sends only the changed fields", async () => {
    const calls = stubFetch({
      "GET /api/school-admin/users/usr_teacher/": () => ({ body: teacher }),
      "PATCH /api/school-admin/users/usr_teacher/": () => ({ body: { ...teacher, last_name: "Turner", archived: true } }),
    });
    const user = userEvent.setup();
    renderEdit("usr_teacher");
    expect(await screen.findByDisplayValue("Tess")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Edit user" })).toBeInTheDocument();
    expect(field("Country")).toHaveValue("GB");
    expect(field("Role")).toHaveValue("teacher");

    await user.clear(field("Last name"));
    await user.type(field("Last name"), "Turner");
    await user.click(screen.getByLabelText("Archived (cannot sign in)"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("User updated successfully!")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(formKeys(patch.body)).toEqual(["archived", "last_name"]);
    expect(formValue(patch.body, "last_name")).toBe("Turner");
    expect(formValue(patch.body, "archived")).toBe("true");
  });

  it("keeps a teacher's email required, but lets a student's email be cleared", async () => {
    const pupil = { ...student(3, "Pia", "Pupil"), email: "pia@example.org", country: "KE" };
    const calls = stubFetch({
      "GET /api/school-admin/users/usr_teacher/": () => ({ body: teacher }),
      "GET /api/school-admin/users/usr_s3/": () => ({ body: pupil }),
      "PATCH /api/school-admin/users/usr_s3/": () => ({ body: { ...pupil, email: null } }),
    });
    const user = userEvent.setup();
    const { unmount } = renderEdit("usr_teacher");
    await screen.findByDisplayValue("Tess");
    await user.clear(field("Email"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(field("Email")).toHaveAccessibleDescription("Required");
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    unmount();

    renderEdit("usr_s3");
    await screen.findByDisplayValue("Pupil");
    await user.clear(field("Email"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("User updated successfully!");
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(formKeys(patch.body)).toEqual(["email"]);
    expect(formValue(patch.body, "email")).toBe("");
  });

  it("toasts the failure and puts the server's field errors on the form", async () => {
    stubFetch({
      "GET /api/school-admin/users/usr_teacher/": () => ({ body: teacher }),
      "PATCH /api/school-admin/users/usr_teacher/": () => validationFailed({ email: ["A user with that email already exists."] }),
    });
    const user = userEvent.setup();
    renderEdit("usr_teacher");
    await screen.findByDisplayValue("Tess");
    await user.clear(field("Email"));
    await user.type(field("Email"), "taken@example.org");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Error saving user. Please try again.")).toBeInTheDocument();
    expect(field("Email")).toHaveAccessibleDescription("A user with that email already exists.");
  });

  it("shows the server's message when the user cannot be loaded", async () => {
    stubFetch({ "GET /api/school-admin/users/usr_gone/": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "User not found", requestId: "r" } } }) });
    renderEdit("usr_gone");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("User not found")).toBeInTheDocument();
  });
});

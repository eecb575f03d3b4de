import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ClassStudentsPage from "@/app/routes/school-admin/class-students";
import { renderPage, stubFetch } from "../render";
import { page, queryOf, rosterStudent, student, validationFailed, year4 } from "./fixtures";

const amy = student(1, "Amy", "Adams");
const ben = student(2, "Ben", "Brown");
const cara = student(3, "Cara", "Cole");
const dan = student(4, "Dan", "Dale");
const base = {
  "GET /api/school-admin/classes/cls_y4/": () => ({ body: year4 }),
  "GET /api/school-admin/classes/cls_y4/students/": () => ({ body: page([rosterStudent(amy), rosterStudent(ben)]) }),
};
const renderRoster = () => renderPage(<ClassStudentsPage />, { path: "/admin/class-students/cls_y4", route: "/admin/class-students/:classId" });
const posts = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => c.method === "POST");

describe("class roster", () => {
  it("lists the class's students under the class name", async () => {
    stubFetch(base);
    renderRoster();
    expect(await screen.findByRole("heading", { level: 1, name: "Year 4 Blue" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Students in Year 4 Blue" });
    expect(within(table).getByText("Amy Adams")).toBeInTheDocument();
    expect(within(table).getByText("greenfield.benbrown")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Print QR login cards/ })).toHaveAttribute("href", "/admin/class-students/cls_y4?view=cards");
  });

  it("adds existing students: searches the school's students and posts the chosen ids", async () => {
    const calls = stubFetch({
      ...base,
      "GET /api/school-admin/users/": ({ url }) => {
        const q = queryOf(url);
        return { body: page(q.search === "da" ? [dan] : [cara, dan]) };
      },
      "POST /api/school-admin/classes/cls_y4/students/": () => ({ status: 201, body: { results: [rosterStudent(cara), rosterStudent(dan)] } }),
    });
    const user = userEvent.setup();
    renderRoster();
    await user.click(await screen.findByRole("button", { name: "Add existing students" }));
    const dialog = await screen.findByRole("dialog", { name: "Add existing students" });

    await user.click(await within(dialog).findByRole("checkbox", { name: /Cara Cole/ }));
    await user.type(within(dialog).getByLabelText("Search students"), "da");
    await waitFor(() => expect(within(dialog).queryByRole("checkbox", { name: /Cara Cole/ })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole("checkbox", { name: /Dan Dale/ }));
    expect(within(within(dialog).getByRole("list", { name: "Selected students" })).getAllByRole("listitem")).toHaveLength(2);

    await user.click(within(dialog).getByRole("button", { name: "Add 2 students" }));
    expect(await screen.findByText("2 students added to Year 4 Blue.")).toBeInTheDocument();
    expect(posts(calls)[0].body).toEqual({ student_ids: ["usr_s3", "usr_s4"] });
    const lookups = calls.filter((c) => c.url.includes("/school-admin/users/")).map((c) => queryOf(c.url));
    expect(lookups.every((q) => q.role === "student" && q.archived === "false")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("creates new students inline and puts each server error on its own row", async () => {
    const calls = stubFetch({
      ...base,
      "POST /api/school-admin/classes/cls_y4/students/": () => validationFailed({ "students.1.password": ["This password is too common."] }),
    });
    const user = userEvent.setup();
    renderRoster();
    await user.click(await screen.findByRole("button", { name: "Create new students" }));
    await user.click(screen.getByRole("button", { name: "Create 1 student" }));
    const row1 = screen.getByRole("group", { name: "Student 1" });
    expect(within(row1).getByLabelText("First name")).toHaveAccessibleDescription("Required");
    expect(within(row1).getByLabelText("Password")).toHaveAccessibleDescription("Please enter a password");
    expect(posts(calls)).toHaveLength(0);

    await user.type(within(row1).getByLabelText("First name"), "Eve");
    await user.type(within(row1).getByLabelText("Last name"), "Evans");
    await user.type(within(row1).getByLabelText("Password"), "river-stone-dawn");
    await user.click(screen.getByRole("button", { name: "Add another student" }));
    const row2 = screen.getByRole("group", { name: "Student 2" });
    await user.type(within(row2).getByLabelText("First name"), "Fin");
    await user.type(within(row2).getByLabelText("Last name"), "Ford");
    await user.type(within(row2).getByLabelText("Password"), "password1");
    await user.click(screen.getByRole("button", { name: "Create 2 students" }));

    expect(await screen.findByText("Error creating students. Please try again.")).toBeInTheDocument();
    expect(within(row2).getByLabelText("Password")).toHaveAccessibleDescription("This password is too common.");
    expect(within(row1).getByLabelText("Password")).not.toHaveAccessibleDescription("This password is too common.");
    expect(posts(calls)[0].body).toEqual({
      students: [
        { first_name: "Eve", last_name: "Evans", password: "river-stone-dawn" },
        { first_name: "Fin", last_name: "Ford", password: "password1" },
      ],
    });
  });

  it("shows the created students' usernames after creating them", async () => {
    const eve = { ...rosterStudent(student(5, "Eve", "Evans")), username: "greenfield.eveevans1" };
    stubFetch({ ...base, "POST /api/school-admin/classes/cls_y4/students/": () => ({ status: 201, body: { results: [eve] } }) });
    const user = userEvent.setup();
    renderRoster();
    await user.click(await screen.findByRole("button", { name: "Create new students" }));
    const row1 = screen.getByRole("group", { name: "Student 1" });
    await user.type(within(row1).getByLabelText("First name"), "Eve");
    await user.type(within(row1).getByLabelText("Last name"), "Evans");
    await user.type(within(row1).getByLabelText("Password"), "river-stone-dawn");
    await user.click(screen.getByRole("button", { name: "Create 1 student" }));
    expect(await screen.findByText("greenfield.eveevans1")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Student 1" })).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "Student 1" })).getByLabelText("First name")).toHaveValue("");
  });

  it("removes a student after confirmation", async () => {
    const calls = stubFetch({ ...base, "DELETE /api/school-admin/classes/cls_y4/students/usr_s2/": () => ({ status: 204 }) });
    const user = userEvent.setup();
    renderRoster();
    await user.click(await screen.findByRole("button", { name: "Remove Ben Brown from Year 4 Blue" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove from class?" });
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Ben Brown was removed from Year 4 Blue.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("resets a password: a generated one is shown once, with a copy button and a warning", async () => {
    const calls = stubFetch({ ...base, "POST /api/school-admin/students/usr_s1/reset-password/": () => ({ body: { password: "tulip-rocket-42" } }) });
    const user = userEvent.setup();
    renderRoster();
    await user.click(await screen.findByRole("button", { name: "Reset password of Amy Adams" }));
    let dialog = await screen.findByRole("dialog", { name: "Reset password" });
    await user.click(within(dialog).getByRole("button", { name: "Generate a password" }));

    expect(await within(dialog).findByText("tulip-rocket-42")).toBeInTheDocument();
    expect(within(dialog).getByText(/It will not be shown again/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Copy the new password" }));
    await expect(navigator.clipboard.readText()).resolves.toBe("tulip-rocket-42");
    expect(posts(calls)[0].body).toEqual({});

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Reset password of Amy Adams" }));
    dialog = await screen.findByRole("dialog", { name: "Reset password" });
    expect(within(dialog).queryByText("tulip-rocket-42")).not.toBeInTheDocument();
    expect(screen.queryByText("tulip-rocket-42")).not.toBeInTheDocument();
  });

  it("resets a password to a typed one (checked by the contract first)", async () => {
    const calls = stubFetch({ ...base, "POST /api/school-admin/students/usr_s1/reset-password/": () => ({ status: 204 }) });
    const user = userEvent.setup();
    renderRoster();
    await user.click(await screen.findByRole("button", { name: "Reset password of Amy Adams" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset password" });
    await user.type(within(dialog).getByLabelText("New password"), "short");
    await user.click(within(dialog).getByRole("button", { name: "Set password" }));
    expect(within(dialog).getByLabelText("New password")).toHaveAccessibleDescription("Password must have at least 8 characters");
    expect(posts(calls)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("New password"));
    await user.type(within(dialog).getByLabelText("New password"), "lantern-harbour-9");
    await user.click(within(dialog).getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("The password of Amy Adams was changed.")).toBeInTheDocument();
    expect(posts(calls)[0].body).toEqual({ password: "lantern-harbour-9" });
  });
});

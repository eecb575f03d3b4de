import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AddClassPage from "@/app/routes/school-admin/add-class";
import { renderPage, stubFetch } from "../render";
import { page, queryOf, schoolAdmin, teacher, year4 } from "./fixtures";

const field = (name: string) => screen.getByLabelText(name, { selector: "input, select" });
const teachers = {
  "GET /api/school-admin/users/": ({ url }: { url: string }) => ({ body: page(queryOf(url).role === "teacher" ? [teacher] : queryOf(url).role === "school_admin" ? [schoolAdmin] : []) }),
};
const renderAt = (path: string) => renderPage(<AddClassPage />, { path, route: "/admin/addclass/:classId?" });

describe("class form", () => {
  it("requires a name, offers the school's teachers and admins, and shows the generated code after creating", async () => {
    const calls = stubFetch({
      ...teachers,
      "POST /api/school-admin/classes/": () => ({ status: 201, body: { ...year4, id: "cls_new", name: "Year 5 Green", code: "K7Q2XM", student_count: 0 } }),
    });
    const user = userEvent.setup();
    renderAt("/admin/addclass");
    expect(screen.getByRole("heading", { level: 1, name: "Add class" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add class" }));
    expect(field("Class name")).toHaveAccessibleDescription("Required");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    // Teachers and school admins are both asked for, active ones only.
    await screen.findByRole("option", { name: "Ada Admin (School admin)" });
    const lookups = calls.filter((c) => c.method === "GET").map((c) => queryOf(c.url));
    expect(lookups.map((q) => q.role).sort()).toEqual(["school_admin", "teacher"]);
    expect(lookups.every((q) => q.archived === "false")).toBe(true);

    await user.type(field("Class name"), "Year 5 Green");
    await user.selectOptions(field("Teacher"), "Tess Teacher (Teacher)");
    await user.click(screen.getByRole("button", { name: "Add class" }));

    const created = await screen.findByRole("region", { name: "Year 5 Green is ready" });
    expect(within(created).getByText("K7Q2XM")).toBeInTheDocument();
    expect(within(created).getByRole("button", { name: "Copy class code K7Q2XM" })).toBeInTheDocument();
    expect(within(created).getByRole("link", { name: "Add students" })).toHaveAttribute("href", "/admin/class-students/cls_new");
    expect(screen.getByText("Class added successfully!")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ name: "Year 5 Green", teacher_id: "usr_teacher" });
  });

  it("shows the server's refusal of a name another class has on the name field, naming that class's code", async () => {
    const message = "There is already a class named Year 4 Blue (class code GREEN4). Choose another name, or archive that class first.";
    stubFetch({
      ...teachers,
      "POST /api/school-admin/classes/": () => ({ status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { name: [message] }, requestId: "req_1" } } }),
    });
    const user = userEvent.setup();
    renderAt("/admin/addclass");
    await user.type(field("Class name"), "year 4 blue");
    await user.click(screen.getByRole("button", { name: "Add class" }));
    await vi.waitFor(() => expect(field("Class name")).toHaveAccessibleDescription(message));
    expect(screen.queryByRole("region", { name: /is ready/ })).not.toBeInTheDocument();
  });

  it("edits only the changed fields", async () => {
    const calls = stubFetch({
      ...teachers,
      "GET /api/school-admin/classes/cls_y4/": () => ({ body: year4 }),
      "PATCH /api/school-admin/classes/cls_y4/": () => ({ body: { ...year4, teacher: null } }),
    });
    const user = userEvent.setup();
    renderAt("/admin/addclass/cls_y4");
    expect(await screen.findByDisplayValue("Year 4 Blue")).toBeInTheDocument();
    await user.selectOptions(field("Teacher"), "No teacher yet");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Class updated successfully!")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({ teacher_id: null });
  });

  it("regenerating the code asks first, explains the old code stops working, then shows the new code", async () => {
    const calls = stubFetch({
      ...teachers,
      "GET /api/school-admin/classes/cls_y4/": () => ({ body: year4 }),
      "POST /api/school-admin/classes/cls_y4/regenerate-code/": () => ({ body: { ...year4, code: "NEW9ZZ" } }),
    });
    const user = userEvent.setup();
    renderAt("/admin/addclass/cls_y4");
    const panel = await screen.findByRole("region", { name: "Class code" });
    expect(within(panel).getByText("GREEN4")).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Regenerate code" }));
    let dialog = await screen.findByRole("dialog", { name: "Regenerate the class code?" });
    expect(dialog).toHaveAccessibleDescription(/The current code GREEN4 stops working immediately/);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.click(within(panel).getByRole("button", { name: "Regenerate code" }));
    dialog = await screen.findByRole("dialog", { name: "Regenerate the class code?" });
    await user.click(within(dialog).getByRole("button", { name: "Regenerate code" }));

    expect(await within(panel).findByText("NEW9ZZ")).toBeInTheDocument();
    expect(within(panel).queryByText("GREEN4")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => new URL(c.url, "http://x").pathname)).toEqual(["/api/school-admin/classes/cls_y4/regenerate-code/"]);
  });
});

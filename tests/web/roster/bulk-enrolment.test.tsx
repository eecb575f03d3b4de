import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ImportRowInput, ImportedStudent } from "@contracts/roster";
import BulkEnrolmentPage from "@/app/routes/school-admin/bulk-enrolment";
import { renderPage, stubFetch } from "../render";
import { validationFailed } from "../school-admin/fixtures";

const targets = { classes: [{ id: "cls_y4", name: "Year 4 Blue", code: "G4B" }], can_create_classes: false };
const base = {
  "GET /api/roster-import/targets/": () => ({ body: targets }),
  "GET /api/current-tenant": () => ({ body: { school_name: "Greenfield Primary School" } }),
  "POST /api/roster-import/usernames/": () => ({ body: { existing: [], taken: ["taken.name"] } }),
};
const created = (r: ImportRowInput): ImportedStudent => ({
  row: r.row,
  status: "created",
  id: `usr_${r.row}`,
  username: `greenfield.kid${r.row}`,
  first_name: String(r.first_name),
  last_name: String(r.last_name),
  class_name: "Year 4 Blue",
  class_code: "G4B",
  class_id: "cls_g4b",
  password: `apple-bee-cat-${10 + r.row}`,
});

/** 27 rows: two chunks of the server's 25. Row 3 names an unknown class, row 5 a taken username. */
const csv = [
  "Surname,Forename,Form,Login",
  ...Array.from({ length: 27 }, (_, i) => `Kid${i + 1},Pupil,${i === 2 ? "Year 9" : i % 2 ? "G4B" : "year 4 blue"},${i === 4 ? "taken.name" : ""}`),
].join("\n");

async function upload() {
  const user = userEvent.setup();
  renderPage(<BulkEnrolmentPage />, { path: "/bulk-enrolment" });
  await user.upload(await screen.findByLabelText("Roster file (.csv or .xlsx)"), new File([csv], "year4.csv", { type: "text/csv" }));
  expect(await screen.findByRole("heading", { name: "2. Match the columns" })).toBeInTheDocument();
  expect(screen.getByLabelText("First name (required)")).toHaveValue("1");
  expect(screen.getByLabelText("Last name (required)")).toHaveValue("0");
  expect(screen.getByLabelText("Username (optional)")).toHaveValue("3");
  await user.click(screen.getByRole("button", { name: "Preview the rows" }));
  expect(await screen.findByText("2 with problems")).toBeInTheDocument();
  return user;
}

describe("bulk enrolment", () => {
  it("previews each row's problems, takes fixes and skips, imports in chunks and shows the passwords once", async () => {
    const calls = stubFetch({ ...base, "POST /api/roster-import/": (init) => ({ status: 201, body: { results: JSON.parse(String(init.body)).rows.map(created), created_classes: [] } }) });
    const user = await upload();
    expect(within(screen.getByTestId("preview-row-3")).getByText("Unknown class")).toBeInTheDocument();
    expect(within(screen.getByTestId("preview-row-5")).getByText("This username is already taken")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 27 students" })).toBeDisabled();

    const klass = screen.getByLabelText("Class, row 3");
    await user.clear(klass);
    await user.type(klass, "G4B");
    await user.click(screen.getByRole("checkbox", { name: "Skip row 5" }));
    expect(await screen.findByText(/no problems/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Import 26 students" }));

    expect(await screen.findByRole("heading", { name: "Import complete" })).toBeInTheDocument();
    const imports = calls.filter((c) => c.method === "POST" && c.url.endsWith("/roster-import/"));
    expect(imports.map((c) => (c.body as { rows: unknown[] }).rows.length)).toEqual([25, 1]);
    expect(imports.every((c) => (c.body as { total_rows: number }).total_rows === 27)).toBe(true);
    const rows = (imports[0].body as { rows: ImportRowInput[] }).rows;
    expect(rows[2]).toMatchObject({ row: 3, first_name: "Pupil", last_name: "Kid3", class: "G4B" });
    expect(rows.map((r) => r.row)).not.toContain(5);
    const table = screen.getByRole("region", { name: "Imported students" });
    expect(within(table).getByText("apple-bee-cat-11")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Print login cards" }));
    const sheet = await screen.findByTestId("login-card-sheet");
    expect(within(sheet).getAllByRole("article")).toHaveLength(26);
    expect(within(sheet).getByText("apple-bee-cat-11")).toBeInTheDocument();
  });

  it("maps the server's per-row errors of a refused chunk back onto the rows and says what was imported", async () => {
    let n = 0;
    stubFetch({
      ...base,
      "POST /api/roster-import/": (init) => {
        const body = JSON.parse(String(init.body));
        return ++n === 1 ? { status: 201, body: { results: body.rows.map(created), created_classes: [] } } : validationFailed({ "rows.0.first_name": ["This student appears twice in this class; add a username to tell them apart"] });
      },
    });
    const user = await upload();
    await user.type(screen.getByLabelText("Class, row 3"), "{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}G4B");
    await user.click(screen.getByRole("checkbox", { name: "Skip row 5" }));
    await user.click(screen.getByRole("button", { name: "Import 26 students" }));
    expect(await screen.findByText(/25 rows before it were imported/)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId("preview-row-27")).getByText(/appears twice/)).toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Import 26 students" })).toBeDisabled();
  });
});

describe("bulk enrolment: class teachers", () => {
  const teacherCsv = [
    "Forename,Surname,Form,Teacher email,Class teacher",
    "Amara,Okafor,Year 4 Blue,j.smith@example.org,Jane Smith",
    "Ben,Ng,Year 4 Blue,k.lee@example.org,",
    "Cleo,Diaz,Year 5 Red,K.Lee@example.org,Kim Lee",
  ].join("\n");
  const schoolTargets = (admin: boolean) => ({
    classes: [
      { id: "cls_y4", name: "Year 4 Blue", code: "G4B" },
      { id: "cls_y5", name: "Year 5 Red", code: "R5" },
    ],
    can_create_classes: admin,
  });

  async function importTeachersFile(admin: boolean) {
    const calls = stubFetch({
      ...base,
      "GET /api/roster-import/targets/": () => ({ body: schoolTargets(admin) }),
      "POST /api/roster-import/": (init) => ({ status: 201, body: { results: JSON.parse(String(init.body)).rows.map(created), created_classes: [] } }),
      "POST /api/roster-import/teacher-invitations": () => ({
        status: 201,
        body: {
          invited: [{ id: "inv_1", email: "j.smith@example.org" }],
          linked: [{ email: "k.lee@example.org", name: "Kim Lee", classes: ["Year 5 Red"] }],
          extended: [{ email: "m.ode@example.org", classes: ["Year 6 Green"] }],
          skipped: [],
        },
      }),
    });
    const user = userEvent.setup();
    renderPage(<BulkEnrolmentPage />, { path: "/bulk-enrolment" });
    await user.upload(await screen.findByLabelText("Roster file (.csv or .xlsx)"), new File([teacherCsv], "teachers.csv", { type: "text/csv" }));
    // The teacher columns are found from their headers.
    expect(await screen.findByLabelText("Class teacher's email (optional)")).toHaveValue("3");
    expect(screen.getByLabelText("Class teacher's name (optional)")).toHaveValue("4");
    expect(screen.getByLabelText("Class (required)")).toHaveValue("2");
    expect(screen.getByLabelText("Parent email (optional)")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Preview the rows" }));
    // Year 4 Blue has two teachers: both rows say so, naming both emails.
    expect(await screen.findByText("2 with problems")).toBeInTheDocument();
    expect(within(screen.getByTestId("preview-row-1")).getByText("Year 4 Blue has two teachers in this file: j.smith@example.org and k.lee@example.org. Keep one.")).toBeInTheDocument();
    expect(within(screen.getByTestId("preview-row-2")).getByText(/k\.lee@example\.org and j\.smith@example\.org/)).toBeInTheDocument();
    const email = screen.getByLabelText("Class teacher's email, row 2");
    await user.clear(email);
    await user.type(email, "J.Smith@example.org");
    expect(await screen.findByText(/no problems/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Import 3 students" }));
    expect(await screen.findByRole("heading", { name: "Import complete" })).toBeInTheDocument();
    const listed = screen.getByRole("list", { name: "Class teachers in the file" });
    expect(within(listed).getByText(/Year 4 Blue$/)).toBeInTheDocument();
    expect(within(listed).getByText(/\(Kim Lee\): Year 5 Red/)).toBeInTheDocument();
    return { user, calls };
  }

  it("maps the teacher columns, shows a class with two teachers as a problem, and lets a school admin invite each teacher once for their classes", async () => {
    const { user, calls } = await importTeachersFile(true);
    await user.click(screen.getByRole("button", { name: "Invite 2 teachers" }));
    expect(await screen.findByText("1 invitation sent; 1 teacher of this school was given their classes.")).toBeInTheDocument();
    // A teacher whose invitation was already waiting: the classes it lacked were added to it.
    expect(within(screen.getByRole("list", { name: "Waiting invitations given more classes" })).getByText("m.ode@example.org was already invited; the invitation now also covers Year 6 Green.")).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith("/teacher-invitations"))!.body).toEqual({
      rows: [
        { class: "Year 4 Blue", email: "j.smith@example.org", name: "Jane Smith" },
        { class: "Year 5 Red", email: "k.lee@example.org", name: "Kim Lee" },
      ],
    });
    expect(screen.queryByRole("button", { name: /Invite \d teachers/ })).not.toBeInTheDocument();
  });

  it("shows a teacher who imported the list of class teachers but no button", async () => {
    const { calls } = await importTeachersFile(false);
    expect(screen.getByText(/A school admin can send these invitations/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Invite/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/teacher-invitations"))).toBe(false);
  });
});

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

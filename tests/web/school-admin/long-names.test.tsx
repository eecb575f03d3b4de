import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { MAX_NAME_LENGTH } from "@contracts/common";
import AddUserPage from "@/app/routes/school-admin/add-user";
import { ArchivedStudentsList } from "@/features/identity/roster/components/archived-students-list";
import { EraseStudentDialog } from "@/features/identity/roster/components/erase-student-dialog";
import { UsersTable } from "@/components/users/users-table";
import { renderPage, stubFetch } from "../render";
import { page, student } from "./fixtures";

/*
 * A name may be 100 characters of one word (MAX_NAME_LENGTH), and a username made from it longer.
 * overflow-wrap: break-word breaks such a word only after its box took the word's whole width as
 * its minimum, so a phone's page (412 px) grew sideways; wrap-anywhere lets the word break while
 * sizing too, and min-w-0 lets a flex or grid child shrink below it. jsdom lays nothing out, so
 * these check that each place the name is shown carries those classes.
 */
const FIRST = `Wolfeschlegelsteinhausenberger${"dorff".repeat(20)}`.slice(0, MAX_NAME_LENGTH);
const LAST = `Hubert${"blaine".repeat(20)}`.slice(0, MAX_NAME_LENGTH);
const longStudent = { ...student(5, FIRST, LAST), username: `greenfield.${FIRST.toLowerCase()}${LAST.toLowerCase()}`.slice(0, 150) };

describe("a 100-character one-word name wraps", () => {
  it("on the edit-user page's header", async () => {
    stubFetch({ "GET /api/school-admin/users/usr_s5/": () => ({ body: longStudent }) });
    renderPage(<AddUserPage />, { path: "/admin/adduser/usr_s5", route: "/admin/adduser/:userId?", routes: { "/admin/users": <p>users list</p> } });
    const context = await screen.findByText(new RegExp(`^${FIRST} ${LAST} · `));
    expect(context).toHaveClass("wrap-anywhere");
    expect(context.parentElement).toHaveClass("min-w-0");
    expect(screen.getByRole("heading", { level: 1, name: "Edit user" })).toHaveClass("wrap-anywhere");
  });

  it("in the archived students' list: name, username and classes, each in a readable column", async () => {
    stubFetch({
      "GET /api/school-admin/archived-students/": () => ({
        body: page([{ id: "usr_s5", username: longStudent.username, first_name: FIRST, last_name: LAST, classes: [{ id: "cls_1", name: "Year 4 Blue" }], archived_at: "2025-07-20T10:00:00.000Z" }]),
      }),
    });
    renderPage(<ArchivedStudentsList />, { path: "/archived-students" });
    const table = await screen.findByRole("table");
    expect(within(table).getByText(`${FIRST} ${LAST}`)).toHaveClass("wrap-anywhere", "min-w-40");
    expect(within(table).getByText(longStudent.username)).toHaveClass("wrap-anywhere");
    expect(within(table).getByText("Year 4 Blue")).toHaveClass("wrap-anywhere");
  });

  it("in the dialog that deletes an archived student", () => {
    const archived = { id: "usr_s5", username: longStudent.username, first_name: FIRST, last_name: LAST, classes: [], archived_at: "2025-07-20T10:00:00.000Z" };
    renderPage(<EraseStudentDialog student={archived} onClose={() => undefined} />);
    const title = screen.getByRole("heading", { name: `Delete ${FIRST} ${LAST} permanently?` });
    expect(title).toHaveClass("wrap-anywhere");
    expect(title.parentElement).toHaveClass("min-w-0");
  });

  it("in the users list (archived or not)", () => {
    renderPage(<UsersTable users={[{ ...longStudent, archived: true }]} hrefFor={(u) => `/admin/adduser/${u.id}`} acrossSchools={false} />);
    expect(screen.getByRole("link", { name: `${FIRST} ${LAST}` })).toHaveClass("wrap-anywhere", "min-w-0");
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import HomeLearningCodesPage from "@/app/routes/school-admin/home-learning-codes";
import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { teacher } from "../auth/fixtures";
import { renderPage, stubFetch } from "../render";

const cls = (id: string, name: string, teacherId: string | null) => ({ id, name, code: id.toUpperCase(), teacher: teacherId ? { id: teacherId, first_name: "T", last_name: "F" } : null, student_count: 2, archived: false });

afterEach(() => store.set(userAtom, null));

describe("home-learning codes page", () => {
  it("offers a teacher only their own classes and shows the chosen class's codes", async () => {
    store.set(userAtom, teacher);
    stubFetch({
      "GET /api/v1/teacher/school-classes/": () => ({ body: { count: 2, next: null, previous: null, results: [cls("cls_blue", "Year 4 Blue", teacher.id), cls("cls_red", "Year 3 Red", "usr_other")] } }),
      "GET /api/home-learning-codes/classes/cls_blue/": () => ({ body: { class_name: "Year 4 Blue", results: [{ student_id: "usr_ava", name: "Ava Brown", username: "g.ava", code: "K7QX2MPA", parents: 0 }] } }),
    });
    renderPage(<HomeLearningCodesPage />, { path: "/home-learning-codes", route: "/home-learning-codes" });
    const select = await screen.findByRole("combobox", { name: "Class" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Year 4 Blue (2 students)"]);
    fireEvent.click(screen.getByRole("button", { name: "Show codes" }));
    const table = await screen.findByRole("table", { name: /Home-learning codes of Year 4 Blue/ });
    expect(table).toHaveTextContent("Ava Brown");
    expect(table).toHaveTextContent("K7QX2MPA");
    expect(screen.getByRole("button", { name: "Print codes" })).toBeInTheDocument();
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClassProgressOut } from "@contracts/learning";
import { ClassProgress } from "@/features/learning/courses/components/class-progress";
import { renderPage, stubFetch } from "../render";
import { courseData, page, resetState, signIn } from "./fixtures";

const free = courseData({ id: "crs_free", slug: "our-garden", title: "Our Garden" });
const paid = courseData({ id: "crs_paid", slug: "storytelling", title: "Storytelling Studio", price: { catalog_item_id: "cat_1", amount: 2900, currency: "USD" } });
const progress = (course: typeof free, patch: Partial<ClassProgressOut> = {}): ClassProgressOut => ({
  course: { id: course.id, slug: course.slug, title: course.title },
  lessons: [],
  students: [{ id: "usr_1", name: "Ada Lovelace", enrolled: false, completed: [], percent: 0, quiz_score: null }],
  assigned: false,
  pupils_can_open: course.price === null,
  ...patch,
});

describe("a class's progress in courses", () => {
  beforeEach(() => {
    resetState();
    signIn({ role: "teacher" });
  });

  it("marks paid courses in the picker and does not offer to give one the pupils cannot open", async () => {
    let assigned = false;
    stubFetch({
      "GET /api/v1/teacher/school-classes/": () => ({ body: page([{ id: "cls_1", name: "Green 4", code: "GREEN4", teacher: null, student_count: 1, archived: false }]) }),
      "GET /api/courses/": () => ({ body: page([free, paid]) }),
      "GET /api/learning/classes/cls_1/progress": (init) => {
        const course = new URL(init.url, "http://x").searchParams.get("course") === paid.slug ? paid : free;
        return { body: progress(course, { assigned: course === paid && assigned }) };
      },
    });
    const view = renderPage(<ClassProgress />);
    const picker = await screen.findByLabelText("Course");
    expect(screen.getByRole("option", { name: "Our Garden" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: /^Storytelling Studio \(paid course, .*29\.00\)$/ })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Give this course to the class" })).toBeEnabled();

    await userEvent.selectOptions(picker, paid.slug);
    expect(await screen.findByText("This course is paid and not every pupil of this class has bought it, so they could not open it. Give the class a free course.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Give this course to the class" })).toBeDisabled();
    view.unmount();

    // Given before the rule: the teacher can still take it back.
    assigned = true;
    renderPage(<ClassProgress />);
    await userEvent.selectOptions(await screen.findByLabelText("Course"), paid.slug);
    expect(await screen.findByText(/pupils who have not bought it do not see it/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Stop giving it to the class" })).toBeEnabled();
  });
});

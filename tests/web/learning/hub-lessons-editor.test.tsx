import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HubLessonOut } from "@contracts/learning";
import { HubLessonsEditor } from "@/features/learning/courses/components/authoring/hub-lessons-editor";
import { renderPage, stubFetch } from "../render";
import { courseData, page, resetState } from "./fixtures";

const hubLesson = (id: string, title: string): HubLessonOut => ({
  id,
  title,
  summary: "",
  course_slug: "water-detectives",
  course_title: "Water Detectives",
  course_kind: "course", language: null,
  chapter_slug: "c1",
  lesson_slug: id,
  minutes: 10,
  completed: false,
  price: null,
});

const order = () => within(screen.getByRole("list", { name: "Hub lessons in order" })).getAllByRole("listitem").map((li) => li.textContent);

describe("hub lessons editor", () => {
  beforeEach(resetState);

  it("adds lessons from a course, reorders them with the arrow buttons and saves the order", async () => {
    stubFetch({
      "GET /api/courses/": () => ({ body: page([courseData()]) }),
      "GET /api/data/courses/this-is-course": () => ({ body: { data: courseData() } }),
    });
    const onSave = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderPage(<HubLessonsEditor lessons={[hubLesson("lsn_a", "Rain")]} onSave={onSave} />);
    expect(screen.getByRole("button", { name: "Save lessons" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Rain up" })).toBeDisabled();

    await user.selectOptions(await screen.findByLabelText("From the course"), await screen.findByRole("option", { name: "This Is Our World" }));
    await user.click(await screen.findByRole("button", { name: "Add Goals near you" }));
    await user.click(screen.getByRole("button", { name: "Add Seventeen goals" }));
    expect(screen.getByRole("button", { name: "Add Seventeen goals" })).toBeDisabled();
    expect(order()).toEqual([expect.stringContaining("Rain"), expect.stringContaining("Goals near you"), expect.stringContaining("Seventeen goals")]);

    // Keyboard: focus the button and press Enter.
    screen.getByRole("button", { name: "Move Seventeen goals up" }).focus();
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Move Rain down" }));
    expect(order()).toEqual([expect.stringContaining("Seventeen goals"), expect.stringContaining("Rain"), expect.stringContaining("Goals near you")]);
    expect(screen.getByText("Rain moved to position 2 of 3")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Goals near you" }));
    await user.click(screen.getByRole("button", { name: "Save lessons" }));
    expect(onSave).toHaveBeenCalledWith(["lsn_1", "lsn_a"]);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LessonPage } from "@/features/learning/components/lesson-page";
import { renderPage, stubFetch } from "../render";
import { lesson, resetState, signIn } from "./fixtures";

const PATH = "GET /api/courses/this-is-course/chapters/what-are-the-goals/lessons/seventeen-goals/";

describe("lesson page", () => {
  beforeEach(() => {
    resetState();
    signIn({ role: "student" });
  });

  it("renders the blocks, marks the lesson complete and links the next lesson", async () => {
    let completed = false;
    const calls = stubFetch({
      [PATH]: () => ({ body: lesson({ completed }) }),
      "PUT /api/lesson-progress/": () => {
        completed = true;
        return { body: { lesson: "lsn_1", completed: true, video_position: 0, progress: { completed: 1, total: 2, percent: 50, next_lesson: null } } };
      },
    });
    const user = userEvent.setup();
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Seventeen goals" })).toBeInTheDocument();
    expect(screen.getByText("17 goals").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Next lesson: Goals near you" })).toHaveAttribute("href", "/courses/this-is-course/what-are-the-goals/goals-near-you");
    await user.click(screen.getByRole("button", { name: "Mark complete" }));
    expect(await screen.findByRole("button", { name: "Completed" })).toHaveAttribute("aria-pressed", "true");
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ lesson: "lsn_1", completed: true });
  });

  it("checks quiz answers only when all are given, then shows the score, the right answer and what goes to the teacher", async () => {
    const calls = stubFetch({
      [PATH]: () => ({ body: lesson() }),
      "POST /api/quiz-attempts/": () => ({
        status: 201,
        body: {
          id: "qza_1",
          score: 0,
          max_score: 2,
          pending: 1,
          created_at: "",
          results: [
            { id: "q1", kind: "choice", your_answer: 0, correct: false, answer: 1, explanation: "There are 17." },
            { id: "q2", kind: "short", your_answer: "Goal 14", correct: null, answer: null, explanation: "" },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    const quiz = await screen.findByRole("region", { name: "Check" });
    await user.click(within(quiz).getByRole("button", { name: "Check my answers" }));
    expect(await within(quiz).findByRole("alert")).toHaveTextContent("Answer every question");
    await user.click(within(quiz).getByRole("radio", { name: "Five" }));
    await user.type(within(quiz).getByRole("textbox", { name: /Which goal matters/ }), "Goal 14");
    await user.click(within(quiz).getByRole("button", { name: "Check my answers" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You scored 0 out of 1 (1 written answer goes to your teacher)");
    expect(screen.getByText(/The answer: Seventeen/)).toBeInTheDocument();
    expect(screen.getByText("There are 17.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ lesson: "lsn_1", answers: { q1: 0, q2: "Goal 14" } });
  });

  it("explains a locked lesson and leads to the course page", async () => {
    stubFetch({ [PATH]: () => ({ status: 403, body: { error: { code: "FORBIDDEN", message: "Enrol in this course to open its lessons.", requestId: "req_1" } } }) });
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    expect(await screen.findByText("Enrol in this course to open its lessons.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the course" })).toHaveAttribute("href", "/course/this-is-course");
  });
});

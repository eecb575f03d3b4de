import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LessonPage } from "@/features/learning/courses/components/lesson-page";
import { HubPage } from "@/features/learning/courses/components/hub-pages";
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
      // A lesson without a quiz: Mark complete at once.
      [PATH]: () => ({ body: lesson({ completed, blocks: lesson().blocks.filter((b) => b.type !== "quiz") }) }),
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

  it("waits for the lesson's quiz before Mark complete, saying why, then marks it complete", async () => {
    const attempt = {
      id: "qza_1",
      score: 1,
      max_score: 2,
      pending: 1,
      created_at: "",
      results: [
        { id: "q1", kind: "choice" as const, your_answer: 1, correct: true, answer: 1, explanation: "" },
        { id: "q2", kind: "short" as const, your_answer: "Goal 14", correct: null, answer: null, explanation: "" },
      ],
    };
    let answered = false;
    let completed = false;
    const calls = stubFetch({
      [PATH]: () => ({ body: lesson({ completed, last_attempt: answered ? attempt : null }) }),
      "POST /api/quiz-attempts/": () => {
        answered = true;
        return { status: 201, body: attempt };
      },
      "PUT /api/lesson-progress/": () => {
        completed = true;
        return { body: { lesson: "lsn_1", completed: true, video_position: 0, progress: { completed: 1, total: 2, percent: 50, next_lesson: null } } };
      },
    });
    const user = userEvent.setup();
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    const button = await screen.findByRole("button", { name: "Mark complete" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Answer the quiz above to mark this lesson complete.");

    const quiz = screen.getByRole("region", { name: "Check" });
    await user.click(within(quiz).getByRole("radio", { name: "Seventeen" }));
    await user.type(within(quiz).getByRole("textbox", { name: /Which goal matters/ }), "Goal 14");
    await user.click(within(quiz).getByRole("button", { name: "Check my answers" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You scored 1 out of 1");
    // The lesson is read again with its attempt: the button is free, the reason gone.
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Mark complete" })).toBeEnabled());
    expect(screen.queryByText("Answer the quiz above to mark this lesson complete.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark complete" }));
    expect(await screen.findByRole("button", { name: "Completed" })).toHaveAttribute("aria-pressed", "true");
    expect(calls.filter((c) => c.method !== "GET").map((c) => c.method)).toEqual(["POST", "PUT"]);
  });

  it("marks the lesson's title, summary, text and the course in the breadcrumb with the course's language, whatever the page's", async () => {
    stubFetch({ [PATH]: () => ({ body: lesson({ title: "सत्रह लक्ष्य", summary: "लक्ष्य क्या हैं", course: { id: "crs_1", slug: "this-is-course", title: "हमारी दुनिया", kind: "course", language: "hi" } }) }) });
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    const title = await screen.findByRole("heading", { level: 1, name: "सत्रह लक्ष्य" });
    expect(title).toHaveAttribute("lang", "hi");
    expect(title).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("लक्ष्य क्या हैं")).toHaveAttribute("lang", "hi");
    expect(screen.getByRole("link", { name: "हमारी दुनिया" })).toHaveAttribute("lang", "hi");
    expect(screen.getByText("17 goals").closest("[lang]")).toHaveAttribute("lang", "hi");
    // The interface's own words (Mark complete) keep the page's language.
    expect(screen.getByRole("button", { name: "Mark complete" }).closest("[lang]")).toBe(document.documentElement);
  });

  it("leaves a lesson of a course without a language to the browser (dir auto, no lang)", async () => {
    stubFetch({ [PATH]: () => ({ body: lesson({ course: { id: "crs_1", slug: "this-is-course", title: "This Is Our World", kind: "course", language: null } }) }) });
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    const title = await screen.findByRole("heading", { level: 1, name: "Seventeen goals" });
    expect(title).not.toHaveAttribute("lang");
    expect(title).toHaveAttribute("dir", "auto");
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

  it("points at the unanswered questions (spaces are no answer) and keeps the keyboard's place when the results and the quiz replace each other", async () => {
    const calls = stubFetch({
      [PATH]: () => ({ body: lesson() }),
      "POST /api/quiz-attempts/": () => ({
        status: 201,
        body: {
          id: "qza_1",
          score: 1,
          max_score: 2,
          pending: 1,
          created_at: "",
          results: [
            { id: "q1", kind: "choice", your_answer: 1, correct: true, answer: 1, explanation: "" },
            { id: "q2", kind: "short", your_answer: "Goal 14", correct: null, answer: null, explanation: "" },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    const quiz = await screen.findByRole("region", { name: "Check" });
    const written = within(quiz).getByRole("textbox", { name: /Which goal matters/ });
    await user.type(written, "   ");
    await user.click(within(quiz).getByRole("button", { name: "Check my answers" }));
    expect(await within(quiz).findByRole("alert")).toHaveTextContent("Answer every question");
    expect(within(quiz).getAllByText("Answer this question.")).toHaveLength(2);
    const five = within(quiz).getByRole("radio", { name: "Five" });
    expect(five).toHaveAttribute("aria-invalid", "true");
    expect(five).toHaveAccessibleDescription("Answer this question.");
    expect(written).toHaveAttribute("aria-invalid", "true");
    expect(within(quiz).getAllByRole("radio")[0]).toHaveFocus();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.click(within(quiz).getByRole("radio", { name: "Seventeen" }));
    expect(within(quiz).getAllByText("Answer this question.")).toHaveLength(1);
    await user.clear(written);
    await user.type(written, "Goal 14");
    await user.click(within(quiz).getByRole("button", { name: "Check my answers" }));
    expect(await screen.findByRole("heading", { name: "Check: your answers" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Check" })).toHaveFocus();
  });

  it("marks the quiz's title, prompts and options with the course's language, and its own words not", async () => {
    stubFetch({ [PATH]: () => ({ body: lesson({ course: { id: "crs_1", slug: "this-is-course", title: "عالمنا", kind: "course", language: "ar" } }) }) });
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    const quiz = await screen.findByRole("region", { name: "Check" });
    expect(within(quiz).getByRole("heading", { name: "Check" })).toHaveAttribute("lang", "ar");
    expect(within(quiz).getByText("How many goals are there?")).toHaveAttribute("dir", "rtl");
    expect(within(quiz).getByText("Seventeen")).toHaveAttribute("lang", "ar");
    expect(within(quiz).getByRole("button", { name: "Check my answers" }).closest("[lang]")).toBe(document.documentElement);
  });

  it("explains a locked lesson and leads to the course page", async () => {
    stubFetch({ [PATH]: () => ({ status: 403, body: { error: { code: "FORBIDDEN", message: "Enrol in this course to open its lessons.", requestId: "req_1" } } }) });
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    expect(await screen.findByText("Enrol in this course to open its lessons.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the course" })).toHaveAttribute("href", "/course/this-is-course");
    // The page keeps an h1, which the tab's title follows (lib/page-title.ts).
    expect(screen.getByRole("heading", { level: 1, name: "Lesson" })).toBeInTheDocument();
  });

  it("names a lesson a visitor must sign in to open (its h1 gives the tab its title)", async () => {
    resetState();
    stubFetch({ [PATH]: () => ({ status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sign in first.", requestId: "req_1" } } }) });
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    expect(await screen.findByText("Sign in to open this lesson.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Lesson" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("on an unknown course's address, says so under an h1 and leads on to the courses and the hubs", async () => {
    stubFetch({ [PATH]: () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Course not found", requestId: "req_1" } } }) });
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" />);
    expect(await screen.findByText("Course not found")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Lesson not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All courses" })).toHaveAttribute("href", "/courses");
    expect(screen.getByRole("link", { name: "All lesson hubs" })).toHaveAttribute("href", "/hubs");
  });
});

const climateHub = (paid: { amount: number; currency: string } | null = null) => ({
  id: "hub_1",
  slug: "climate-action",
  title: "Climate action",
  summary: "",
  sdgs: [13],
  status: "published" as const,
  platform_wide: true,
  lesson_count: 2,
  minutes: 20,
  lessons: [
    { id: "lsn_9", title: "Warming world", summary: "", minutes: 10, course_slug: "climate-heroes", course_title: "Climate Heroes", course_kind: "course" as const, language: null, chapter_slug: "warming", lesson_slug: "warming-world", completed: true, price: null },
    { id: "lsn_1", title: "Seventeen goals", summary: "", minutes: 10, course_slug: "this-is-course", course_title: "This Is Our World", course_kind: "course" as const, language: null, chapter_slug: "what-are-the-goals", lesson_slug: "seventeen-goals", completed: false, price: paid },
  ],
});

describe("a lesson inside a hub", () => {
  beforeEach(() => {
    resetState();
    signIn({ role: "student" });
  });

  it("keeps the way back to the hub and its lessons on a lesson the student cannot open", async () => {
    stubFetch({ [PATH]: () => ({ status: 402, body: { error: { code: "PAYMENT_REQUIRED", message: "This course is paid: add it to your cart and complete checkout to enrol.", requestId: "req_1" } } }) });
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" hub={climateHub({ amount: 2900, currency: "USD" })} />);
    expect(await screen.findByText("This course is paid: add it to your cart and complete checkout to enrol.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the hub" })).toHaveAttribute("href", "/hubs/climate-action");
    expect(screen.getByRole("link", { name: "Go to the course" })).toHaveAttribute("href", "/course/this-is-course");
    const list = screen.getByRole("list", { name: "Lessons of Climate action" });
    expect(within(list).getByRole("link", { name: /2\. Seventeen goals/ })).toHaveAttribute("aria-current", "page");
    expect(within(list).getByText("Paid course")).toBeInTheDocument();
    // The hub knows the lesson's title: it heads the page.
    expect(screen.getByRole("heading", { level: 1, name: "Seventeen goals" })).toBeInTheDocument();
  });

  it("follows the hub's order and lists the hub's lessons around it", async () => {
    stubFetch({ [PATH]: () => ({ body: lesson() }) });
    const hub = climateHub();
    renderPage(<LessonPage courseSlug="this-is-course" chapterSlug="what-are-the-goals" lessonSlug="seventeen-goals" hub={hub} />);
    expect(await screen.findByRole("link", { name: "Climate action" })).toHaveAttribute("href", "/hubs/climate-action");
    expect(screen.getByRole("link", { name: "Previous lesson: Warming world" })).toHaveAttribute("href", "/hubs/climate-heroes/warming/warming-world?hub=climate-action");
    expect(screen.getByRole("link", { name: "Back to the hub" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Lessons of Climate action" });
    expect(within(list).getByRole("link", { name: /2\. Seventeen goals/ })).toHaveAttribute("aria-current", "page");
  });
});

describe("a hub's page", () => {
  beforeEach(() => {
    resetState();
    signIn({ role: "student" });
  });

  it("an unknown hub's address keeps an h1 (the tab's title) and the way to all hubs", async () => {
    stubFetch({ "GET /api/hubs/no-such-hub": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Hub not found", requestId: "req_1" } } }) });
    renderPage(<HubPage slug="no-such-hub" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Hub not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /All hubs/ })).toHaveAttribute("href", "/hubs");
  });

  it("isolates the hub's own title and summary, so an English summary keeps its full stop at its end on an Arabic page", async () => {
    stubFetch({ "GET /api/hubs/climate-action": () => ({ body: { ...climateHub(), summary: "What children can do about it." } }) });
    renderPage(<HubPage slug="climate-action" />);
    expect((await screen.findByText("What children can do about it.")).tagName).toBe("BDI");
    expect(screen.getByRole("heading", { level: 1, name: "Climate action" }).querySelector("bdi")).toHaveTextContent("Climate action");
  });

  it("isolates each lesson's course title inside the translated \"from …\", so a title ending in \"?\" keeps it at its end", async () => {
    const hub = climateHub();
    hub.lessons[0].course_title = "What are the goals?";
    stubFetch({ "GET /api/hubs/climate-action": () => ({ body: hub }) });
    renderPage(<HubPage slug="climate-action" />);
    expect(await screen.findByText("from \u2068What are the goals?\u2069")).toBeInTheDocument();
  });

  it("tags the lessons of a paid course with its price", async () => {
    stubFetch({ "GET /api/hubs/climate-action": () => ({ body: climateHub({ amount: 2900, currency: "USD" }) }) });
    renderPage(<HubPage slug="climate-action" />);
    const list = await screen.findByRole("list", { name: "Lessons of Climate action" });
    const [free, paid] = within(list).getAllByRole("listitem");
    expect(within(paid).getByText(/^Paid course · .*29\.00$/)).toBeInTheDocument();
    expect(within(free).queryByText(/Paid course/)).toBeNull();
  });
});

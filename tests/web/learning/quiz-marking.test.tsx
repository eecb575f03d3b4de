import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { QuizMarkingItemOut } from "@contracts/quiz-marking";
import DashboardPage from "@/app/routes/shell/dashboard";
import QuizMarkingRoute from "@/app/routes/learning/quiz-marking";
import { ClassProgress } from "@/features/learning/courses/components/class-progress";
import { renderPage, stubFetch } from "../render";
import { courseData, page, resetState, signIn } from "./fixtures";

const greenfield = { school_name: "Greenfield Primary School", subdomain: "greenfield", domain_url: "greenfield.localhost", switchboard: true, logo: null, primary_color: null };
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

const item = (patch: Partial<QuizMarkingItemOut> = {}): QuizMarkingItemOut => ({
  attempt_id: "qza_1",
  pupil: { id: "usr_ada", first_name: "Ada", last_name: "Lovelace" },
  class: { id: "cls_green", name: "Green 4" },
  course: { id: "crs_goals", slug: "our-goals", kind: "course", title: "Our Goals", language: "en" },
  lesson: { id: "lsn_2", slug: "lesson-2", chapter_slug: "chapter-1", title: "Goals near you" },
  submitted_at: "2026-11-20T09:30:00.000Z",
  score: 2,
  max_score: 4,
  pending: 2,
  short_answers: [
    { id: "q3", prompt: "Which goal matters most to you?", answer: "Climate action, because of floods.", mark: null, explanation: "Any goal, with a reason." },
    { id: "q4", prompt: "Name one thing you can do.", answer: "Pick up litter", mark: null, explanation: "" },
  ],
  ...patch,
});
const ben = item({ attempt_id: "qza_2", pupil: { id: "usr_ben", first_name: "Ben", last_name: "Okri" }, pending: 1, score: 1, max_score: 2, short_answers: [{ id: "q3", prompt: "Which goal matters most to you?", answer: "Water", mark: null, explanation: "" }] });

/** The API as a teacher meets it: GET /quiz-attempts/ answers by status; a PATCH merges marks, scores again and answers the attempt. */
function stubMarking(opts: { attempts?: QuizMarkingItemOut[]; patch?: (body: { marks: Record<string, boolean> }) => { status?: number; body?: unknown }; list?: () => { status?: number; body?: unknown } } = {}) {
  const attempts = new Map((opts.attempts ?? [item(), ben]).map((a) => [a.attempt_id, a]));
  return stubFetch({
    "GET /api/current-tenant": () => ({ body: greenfield }),
    "GET /api/v1/teacher/school-classes/": () => ({ body: page([{ id: "cls_green", name: "Green 4", code: "GREEN4", teacher: null, student_count: 2, archived: false }]) }),
    "GET /api/courses/": () => ({ body: page([courseData({ id: "crs_goals", slug: "our-goals", title: "Our Goals" }), courseData({ id: "crs_other", slug: "other", title: "Other course" })]) }),
    "GET /api/quiz-attempts/": (init) => {
      if (opts.list) return opts.list();
      const q = queryOf(init.url);
      const all = [...attempts.values()].filter((a) => (q.status === "marked" ? a.pending === 0 : q.status === "all" ? true : a.pending > 0));
      return { body: page(all.slice(0, Number(q.limit) || 20), all.length) };
    },
    ...Object.fromEntries(
      [...attempts.keys()].map((id) => [
        `PATCH /api/quiz-attempts/${id}/marks`,
        (init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as { marks: Record<string, boolean> };
          if (opts.patch) return opts.patch(body);
          const a = attempts.get(id)!;
          const answers = a.short_answers.map((s) => (s.id in body.marks ? { ...s, mark: body.marks[s.id] } : s));
          const next = { ...a, short_answers: answers, pending: answers.filter((s) => s.mark === null).length, score: a.score + answers.filter((s, i) => s.mark && !a.short_answers[i].mark).length };
          attempts.set(id, next);
          return { body: next };
        },
      ]),
    ),
  });
}

const cards = () => screen.findByRole("list", { name: "Quiz answers to mark" });

describe("quiz answers to mark", () => {
  beforeEach(() => {
    resetState();
    signIn({ role: "teacher", first_name: "Gwen", last_name: "Green", tenant: "ten_green" });
  });

  it("lists each attempt: the pupil, class, course → lesson (linked), date, score and every written answer with its model answer", async () => {
    const calls = stubMarking();
    renderPage(<QuizMarkingRoute />, { path: "/quiz-marking" });
    expect(await screen.findByRole("heading", { level: 1, name: "Quiz answers to mark" })).toBeInTheDocument();
    const list = await cards();
    const ada = within(list).getByRole("listitem", { name: "Ada Lovelace" });
    expect(within(ada).getByText("Green 4")).toBeInTheDocument();
    expect(within(ada).getByRole("link", { name: /Our Goals.*Goals near you/ })).toHaveAttribute("href", "/courses/our-goals/chapter-1/lesson-2");
    expect(within(ada).getByText("Submitted").nextElementSibling!.querySelector("time")).toHaveAttribute("dateTime", "2026-11-20T09:30:00.000Z");
    expect(within(ada).getByText("2 out of 4 (2 to mark)")).toBeInTheDocument();
    expect(within(ada).getByText("Climate action, because of floods.")).toBeInTheDocument();
    expect(within(ada).getByText("Any goal, with a reason.")).toBeInTheDocument();
    const q3 = within(ada).getByRole("group", { name: "Which goal matters most to you?" });
    expect(within(q3).getByRole("button", { name: "Correct" })).toHaveAttribute("aria-pressed", "false");
    expect(within(q3).getByRole("button", { name: "Not correct" })).toHaveAttribute("aria-pressed", "false");
    expect(within(q3).getByText("Not marked yet")).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem", { name: /./ }).filter((li) => li.parentElement === list)).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 2, name: "2 attempts" })).toBeInTheDocument();
    const asked = calls.filter((c) => c.url.startsWith("/api/quiz-attempts/"));
    expect(queryOf(asked[0].url)).toEqual({ status: "to_mark", limit: "20" });
  });

  it("marking an answer sends that mark alone, shows it pressed and saved; the last mark takes the attempt off the list", async () => {
    const calls = stubMarking();
    const user = userEvent.setup();
    renderPage(<QuizMarkingRoute />, { path: "/quiz-marking" });
    const ada = within(await cards()).getByRole("listitem", { name: "Ada Lovelace" });
    const q3 = within(ada).getByRole("group", { name: "Which goal matters most to you?" });
    await user.click(within(q3).getByRole("button", { name: "Correct" }));
    expect(await within(q3).findByText("Saved")).toBeInTheDocument();
    const patches = calls.filter((c) => c.method === "PATCH");
    expect(patches.map((c) => [c.url, c.body])).toEqual([["/api/quiz-attempts/qza_1/marks", { marks: { q3: true } }]]);
    expect(within(q3).getByRole("button", { name: "Correct" })).toHaveAttribute("aria-pressed", "true");
    expect(within(ada).getByText("3 out of 4 (1 to mark)")).toBeInTheDocument();
    // Pressing the saved mark again sends nothing.
    await user.click(within(q3).getByRole("button", { name: "Correct" }));
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1);

    // Changing one's mind: the other button, from the keyboard.
    within(q3).getByRole("button", { name: "Not correct" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(within(q3).getByRole("button", { name: "Not correct" })).toHaveAttribute("aria-pressed", "true"));
    expect(within(q3).getByRole("button", { name: "Correct" })).toHaveAttribute("aria-pressed", "false");
    expect(calls.filter((c) => c.method === "PATCH").at(-1)!.body).toEqual({ marks: { q3: false } });

    const q4 = within(ada).getByRole("group", { name: "Name one thing you can do." });
    await user.click(within(q4).getByRole("button", { name: "Correct" }));
    expect(await screen.findByText("All of Ada Lovelace's written answers are marked.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Ada Lovelace" })).not.toBeInTheDocument());
    expect(within(await cards()).getByRole("listitem", { name: "Ben Okri" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "1 attempt" })).toHaveFocus();
  });

  it("a mark the server refuses is shown as not saved, with its reason, and the answer stays unmarked", async () => {
    stubMarking({ patch: () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Attempt not found", requestId: "req_test" } } }) });
    const user = userEvent.setup();
    renderPage(<QuizMarkingRoute />, { path: "/quiz-marking" });
    const ada = within(await cards()).getByRole("listitem", { name: "Ada Lovelace" });
    const q3 = within(ada).getByRole("group", { name: "Which goal matters most to you?" });
    await user.click(within(q3).getByRole("button", { name: "Not correct" }));
    expect(await within(q3).findByText("Not saved: Attempt not found")).toBeInTheDocument();
    expect(within(q3).getByRole("button", { name: "Not correct" })).toHaveAttribute("aria-pressed", "false");
    expect(within(q3).getByRole("button", { name: "Not correct" })).toBeEnabled();
  });

  it("says when the list cannot be loaded, and when there is nothing to mark", async () => {
    stubMarking({ list: () => ({ status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again.", requestId: "req_test" } } }) });
    const view = renderPage(<QuizMarkingRoute />, { path: "/quiz-marking" });
    expect(await screen.findByText("Could not load the answers to mark")).toBeInTheDocument();
    view.unmount();
    stubMarking({ attempts: [] });
    renderPage(<QuizMarkingRoute />, { path: "/quiz-marking" });
    expect(await screen.findByText("Nothing to mark")).toBeInTheDocument();
  });

  it("filters by status, course and class, kept in the address (the class progress page links to one class in one course)", async () => {
    const calls = stubMarking();
    const user = userEvent.setup();
    renderPage(<QuizMarkingRoute />, { path: "/quiz-marking?class=cls_green&course=crs_goals" });
    await cards();
    expect(screen.getByLabelText("Class")).toHaveValue("cls_green");
    await waitFor(() => expect(screen.getByLabelText("Course")).toHaveValue("crs_goals"));
    const first = calls.filter((c) => c.url.startsWith("/api/quiz-attempts/"));
    expect(queryOf(first[0].url)).toMatchObject({ status: "to_mark", class: "cls_green", course: "crs_goals" });
    await user.selectOptions(screen.getByLabelText("Show"), "marked");
    expect(await screen.findByText("No attempts here yet.")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Course"), "");
    await waitFor(() => expect(queryOf(calls.filter((c) => c.url.startsWith("/api/quiz-attempts/")).at(-1)!.url)).toEqual({ status: "marked", class: "cls_green", limit: "20" }));
  });

  it("the teacher's dashboard counts the attempts to mark and links to the page", async () => {
    const calls = stubMarking();
    renderPage(<DashboardPage />, { path: "/dashboard" });
    expect(await screen.findByRole("heading", { name: "Quiz answers to mark" })).toBeInTheDocument();
    expect(await screen.findByText("2 quiz attempts to mark")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mark quiz answers" })).toHaveAttribute("href", "/quiz-marking");
    const asked = calls.filter((c) => c.url.startsWith("/api/quiz-attempts/"));
    expect(asked.map((c) => queryOf(c.url))).toEqual([{ status: "to_mark", limit: "1" }]);
  });

  it("the dashboard says when nothing waits; a pupil's dashboard has no marking card", async () => {
    stubMarking({ attempts: [] });
    const view = renderPage(<DashboardPage />, { path: "/dashboard" });
    expect(await screen.findByText("Nothing to mark")).toBeInTheDocument();
    view.unmount();
    const calls = stubMarking();
    signIn({ role: "student" });
    renderPage(<DashboardPage />, { path: "/dashboard" });
    expect(await screen.findByRole("heading", { name: "My courses" })).toBeInTheDocument();
    expect(screen.queryByText("Quiz answers to mark")).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith("/api/quiz-attempts/"))).toBe(false);
  });

  it("the class progress view links to the class's written answers in the chosen course", async () => {
    stubMarking();
    stubFetch({
      "GET /api/v1/teacher/school-classes/": () => ({ body: page([{ id: "cls_green", name: "Green 4", code: "GREEN4", teacher: null, student_count: 1, archived: false }]) }),
      "GET /api/courses/": () => ({ body: page([courseData({ id: "crs_goals", slug: "our-goals", title: "Our Goals" })]) }),
      "GET /api/learning/classes/cls_green/progress": () => ({ body: { course: { id: "crs_goals", slug: "our-goals", title: "Our Goals" }, lessons: [], students: [], assigned: false, pupils_can_open: true } }),
    });
    renderPage(<ClassProgress />);
    expect(await screen.findByRole("link", { name: "Mark this class's written quiz answers in this course" })).toHaveAttribute("href", "/quiz-marking?class=cls_green&course=crs_goals");
  });
});

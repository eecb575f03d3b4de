import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import userEvent from "@testing-library/user-event";
import { CoursePage } from "@/features/learning/courses/components/course-page";
import { cartAtom } from "@/features/commerce/state";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";
import { courseData, resetState, signIn } from "./fixtures";

const progress = { completed: 1, total: 2, percent: 50, next_lesson: { chapter: "what-are-the-goals", lesson: "goals-near-you", title: "Goals near you" } };

describe("course page", () => {
  beforeEach(resetState);

  it("shows the intro, the goals as tiles, the outline and the teaching program; a visitor's Enrol Now goes to sign in carrying the course", async () => {
    stubFetch({ "GET /api/data/courses/this-is-course": () => ({ body: { data: courseData() } }) });
    const user = userEvent.setup();
    renderPage(<CoursePage slug="this-is-course" kind="course" />, { path: "/course/this-is-course", routes: { "/login": <p>Sign-in page</p> } });
    expect(await screen.findByRole("heading", { level: 1, name: "This Is Our World" })).toBeInTheDocument();
    const goals = screen.getByRole("list", { name: "Sustainable Development Goals" });
    expect(within(goals).getByText("Climate Action")).toBeInTheDocument();
    expect(within(goals).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText("Seventeen goals")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Seventeen goals/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Download the teaching program/ })).toHaveAttribute("href", "/api/learning/media/lmd_prog");
    await user.click(screen.getAllByRole("button", { name: "Enrol Now" })[0]);
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
  });

  it("an unknown course's address keeps an h1 (the tab's title) and the way to all courses", async () => {
    stubFetch({ "GET /api/data/courses/no-such-course": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Course not found", requestId: "req_1" } } }) });
    renderPage(<CoursePage slug="no-such-course" kind="course" />, { path: "/course/no-such-course" });
    expect(await screen.findByRole("heading", { level: 1, name: "Course not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /All courses/ })).toHaveAttribute("href", "/courses");
  });

  it("moves to the course's own address: an old credential's /courses/{slug}, a teacher-training course opened at /course/", async () => {
    stubFetch({ "GET /api/data/courses/this-is-course": () => ({ body: { data: courseData() } }) });
    renderPage(<CoursePage slug="this-is-course" kind="course" />, { path: "/courses/this-is-course?from=badge", routes: { "/course/:slug": <p>Course address</p> } });
    expect(await screen.findByText("Course address")).toBeInTheDocument();

    stubFetch({ "GET /api/data/courses/teach-goals": () => ({ body: { data: courseData({ slug: "teach-goals", kind: "teacher_training" }) } }) });
    renderPage(<CoursePage slug="teach-goals" kind="course" />, { path: "/course/teach-goals", routes: { "/teacher-training-course/:slug": <p>Teacher training address</p> } });
    expect(await screen.findByText("Teacher training address")).toBeInTheDocument();
  });

  it("marks the course's title, intro and description with the course's own language", async () => {
    stubFetch({ "GET /api/data/courses/this-is-course": () => ({ body: { data: courseData({ title: "عالمنا", intro: "تعرّف على الأهداف.", description: "الفقرة الأولى.", language: "ar" }) } }) });
    renderPage(<CoursePage slug="this-is-course" kind="course" />, { path: "/course/this-is-course" });
    const title = await screen.findByRole("heading", { level: 1, name: "عالمنا" });
    expect(title).toHaveAttribute("lang", "ar");
    expect(title).toHaveAttribute("dir", "rtl");
    expect(screen.getByText("تعرّف على الأهداف.")).toHaveAttribute("dir", "rtl");
    expect(screen.getByText("الفقرة الأولى.")).toHaveAttribute("lang", "ar");
    expect(screen.getByRole("heading", { name: "About this course" }).closest("[lang]")).toBe(document.documentElement);
  });

  it("enrols a signed-in learner and then offers Continue To Course at the first unfinished lesson", async () => {
    signIn({ role: "student" });
    let enrolled = false;
    const calls = stubFetch({
      "GET /api/data/courses/this-is-course": () => ({ body: { data: enrolled ? courseData({ access: "open", progress, enrollment: { id: "enr_1", course: "crs_1", course_slug: "this-is-course", source: "self", created_at: "", completed_at: null, last_active_at: null } }) : courseData({ access: "enroll", progress: { ...progress, completed: 0, percent: 0 } }) } }),
      "POST /api/course-enrollments/": () => {
        enrolled = true;
        return { status: 201, body: { id: "enr_1" } };
      },
    });
    const user = userEvent.setup();
    renderPage(<CoursePage slug="this-is-course" kind="course" />, { path: "/course/this-is-course" });
    await user.click((await screen.findAllByRole("button", { name: "Enrol Now" }))[0]);
    const cont = (await screen.findAllByRole("link", { name: /Continue To Course/ }))[0];
    expect(cont).toHaveAttribute("href", "/courses/this-is-course/what-are-the-goals/goals-near-you");
    expect(screen.getAllByRole("progressbar", { name: "50% of the course complete" })[0]).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ course: "crs_1" });
  });

  it("enrols on return from signing in (?enrol=1) without a second press", async () => {
    signIn({ role: "student" });
    const calls = stubFetch({
      "GET /api/data/courses/this-is-course": () => ({ body: { data: courseData({ access: calls.some((c) => c.method === "POST") ? "open" : "enroll", progress }) } }),
      "POST /api/course-enrollments/": () => ({ status: 201, body: { id: "enr_1" } }),
    });
    renderPage(<CoursePage slug="this-is-course" kind="course" />, { path: "/course/this-is-course?enrol=1" });
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect((await screen.findAllByRole("link", { name: /Continue To Course/ }))[0]).toBeInTheDocument();
  });

  it("sells a paid course to a signed-in learner: its price and Add to cart until bought", async () => {
    signIn({ role: "teacher" });
    stubFetch({
      "GET /api/data/courses/reading": () => ({ body: { data: courseData({ slug: "reading", kind: "teacher_training", access: "buy", price: { catalog_item_id: "cat_1", amount: 14_900, currency: "USD" } }) } }),
      "POST /api/data/cart/": () => ({ body: { cart: ["item:cat_1"], count: 1 } }),
    });
    const user = userEvent.setup();
    renderPage(<CoursePage slug="reading" kind="teacher_training" />, { path: "/teacher-training-course/reading" });
    expect((await screen.findAllByText("$149.00"))[0]).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Add to cart" })[0]);
    await waitFor(() => expect(store.get(cartAtom).items).toEqual(["item:cat_1"]));
    expect(screen.queryByRole("button", { name: "Enrol Now" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign in to buy" })).toBeNull();
  });

  it("asks a visitor to sign in to buy a paid course (it opens on an account), coming back with ?buy=1; nothing goes in the visitor's cart", async () => {
    stubFetch({ "GET /api/data/courses/reading": () => ({ body: { data: courseData({ slug: "reading", kind: "teacher_training", access: "sign_in", price: { catalog_item_id: "cat_1", amount: 14_900, currency: "USD" } }) } }) });
    const SignInPage = () => <p>Sign-in page, then {String((useLocation().state as { from?: string } | null)?.from)}</p>;
    const user = userEvent.setup();
    renderPage(<CoursePage slug="reading" kind="teacher_training" />, { path: "/teacher-training-course/reading", routes: { "/login": <SignInPage /> } });
    expect((await screen.findAllByText("$149.00"))[0]).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to cart" })).toBeNull();
    expect(screen.getAllByText(/A course opens on your account/)[0]).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Sign in to buy" })[0]);
    expect(await screen.findByText("Sign-in page, then /teacher-training-course/reading?buy=1")).toBeInTheDocument();
    expect(store.get(cartAtom).items).toEqual([]);
  });

  it("puts the course in the cart on return from signing in to buy (?buy=1), once", async () => {
    signIn({ role: "teacher" });
    const calls = stubFetch({
      "GET /api/data/courses/reading": () => ({ body: { data: courseData({ slug: "reading", kind: "teacher_training", access: "buy", price: { catalog_item_id: "cat_1", amount: 14_900, currency: "USD" } }) } }),
      "POST /api/data/cart/": () => ({ body: { cart: ["item:cat_1"], count: 1 } }),
    });
    renderPage(<CoursePage slug="reading" kind="teacher_training" />, { path: "/teacher-training-course/reading?buy=1" });
    await waitFor(() => expect(store.get(cartAtom).items).toEqual(["item:cat_1"]));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ item: "item:cat_1" }]);
  });

  it("isolates the outline's chapter and lesson titles, so a right-to-left page keeps their own punctuation in place", async () => {
    stubFetch({ "GET /api/data/courses/this-is-course": () => ({ body: { data: courseData() } }) });
    renderPage(<CoursePage slug="this-is-course" kind="course" />, { path: "/course/this-is-course" });
    const chapter = await screen.findByText("What are the goals?");
    // Unisolated, "Chapter 1:" and an English "…goals?" ran together in Arabic as "?What are the goals".
    expect(chapter.tagName).toBe("BDI");
    expect(screen.getByText("Seventeen goals").tagName).toBe("BDI");
  });
});

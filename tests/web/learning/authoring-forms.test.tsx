import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CourseCreateForm } from "@/features/learning/courses/components/authoring/course-create-form";
import { ChallengeAuthoring } from "@/features/learning/courses/components/authoring/challenge-authoring";
import { renderPage, stubFetch } from "../render";
import { resetState } from "./fixtures";

/* The authoring forms: what they send, and the server's field errors placed on their fields. */

const links = { list: "/admin/challenges", edit: (id?: string) => (id ? `/admin/challenge/${id}` : "/admin/challenge"), canEdit: () => true, platformNote: "Your school's own." };

describe("authoring forms", () => {
  it("a new course is created as a draft with its title, introduction and kind, then opens in the editor; a server error lands on its field", async () => {
    resetState();
    let attempt = 0;
    const calls = stubFetch({
      "POST /api/courses/": () =>
        ++attempt === 1
          ? { status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { title: ["This title is taken"] }, requestId: "req_t" } } }
          : { status: 201, body: { id: "crs_new", slug: "rivers", title: "Rivers" } },
    });
    const user = userEvent.setup();
    renderPage(<CourseCreateForm listPath="/admin/courses" editPath={(id) => `/admin/course/${id}`} scopeNote="For your school." />, {
      path: "/admin/course",
      routes: { "/admin/course/:id": <p>editor page</p> },
    });
    await user.type(screen.getByLabelText("Title"), "Rivers");
    await user.type(screen.getByLabelText("Introduction"), "Where water goes.");
    await user.selectOptions(screen.getByLabelText("Kind"), "teacher_training");
    // The course's language starts as the author's interface language.
    expect(screen.getByLabelText("Language")).toHaveValue("en");
    await user.selectOptions(screen.getByLabelText("Language"), "sw");
    await user.click(screen.getByRole("button", { name: "Create draft" }));
    expect(await screen.findByText("This title is taken")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ title: "Rivers", intro: "Where water goes.", kind: "teacher_training", language: "sw" });
    await user.click(screen.getByRole("button", { name: "Create draft" }));
    expect(await screen.findByText("editor page")).toBeInTheDocument();
  });

  it("a new challenge sends its goal, what learners hand in, the deadline and one prompt per line", async () => {
    resetState();
    const calls = stubFetch({ "POST /api/challenges/": () => ({ status: 201, body: { id: "chl_new", slug: "walk", title: "Walk to school" } }), "GET /api/challenges/chl_new": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "x", requestId: "r" } } }) });
    const user = userEvent.setup();
    renderPage(<ChallengeAuthoring links={links} />, { path: "/admin/challenge", routes: { "/admin/challenge/:id": <p>challenge editor</p> } });
    await user.type(screen.getByLabelText("Title"), "Walk to school");
    await user.type(screen.getByLabelText("Brief"), "Count the cars you did not take.");
    await user.selectOptions(screen.getByLabelText("Goal"), "11");
    await user.selectOptions(screen.getByLabelText("Learners hand in"), "image");
    const deadline = screen.getByLabelText("Deadline");
    await user.clear(deadline);
    await user.type(deadline, "2027-03-31");
    await user.type(screen.getByLabelText(/Prompts/), "How far did you walk?{enter}What did you see?");
    await user.click(screen.getByRole("button", { name: "Create the challenge" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      title: "Walk to school",
      brief: "Count the cars you did not take.",
      sdg: 11,
      submission: "image",
      deadline: "2027-03-31",
      prompts: ["How far did you walk?", "What did you see?"],
    });
    expect(await screen.findByText("challenge editor")).toBeInTheDocument();
  });
});

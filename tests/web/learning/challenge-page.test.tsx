import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChallengeOut, SubmissionOut } from "@contracts/learning";
import { ChallengePage } from "@/features/learning/courses/components/challenge-pages";
import { renderPage, stubFetch } from "../render";
import { page, resetState, signIn } from "./fixtures";

const challenge = (patch: Partial<ChallengeOut & { mine: SubmissionOut | null }> = {}): ChallengeOut & { mine: SubmissionOut | null } => ({
  id: "chl_1",
  slug: "plastic-free-lunchbox",
  title: "Plastic-free lunchbox",
  sdg: 12,
  brief: "Pack a lunch with no plastic.",
  prompts: ["What did you use instead?"],
  submission: "text",
  deadline: "2099-01-01T23:59:59.999Z",
  open: true,
  status: "published",
  platform_wide: true,
  participants: 3,
  entries: 1,
  mine: null,
  ...patch,
});
const entry = (patch: Partial<SubmissionOut> = {}): SubmissionOut => ({
  id: "sub_1",
  challenge: { slug: "plastic-free-lunchbox", title: "Plastic-free lunchbox" },
  author: { id: "usr_1", first_name: "Maya", last_name: "Okafor" },
  title: "My lunchbox",
  body: "Beeswax wraps and a tin.",
  file: null,
  status: "pending",
  review_note: "",
  created_at: "2026-11-20T10:00:00Z",
  ...patch,
});

describe("challenge page", () => {
  beforeEach(resetState);

  it("lets a student send an entry and shows it waiting for the teacher", async () => {
    signIn({ role: "student" });
    let mine: SubmissionOut | null = null;
    const calls = stubFetch({
      "GET /api/challenges/plastic-free-lunchbox": () => ({ body: challenge({ mine }) }),
      "GET /api/challenges/plastic-free-lunchbox/gallery": () => ({ body: page([entry({ id: "sub_9", status: "approved", author: { id: null, first_name: "Leo", last_name: "L." } })]) }),
      "POST /api/challenges/plastic-free-lunchbox/submissions": () => {
        mine = entry();
        return { status: 201, body: mine };
      },
    });
    const user = userEvent.setup();
    renderPage(<ChallengePage slug="plastic-free-lunchbox" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Plastic-free lunchbox" })).toBeInTheDocument();
    expect(screen.getByText("What did you use instead?")).toBeInTheDocument();
    expect(within(await screen.findByRole("list", { name: "Gallery entries" })).getByText("by \u2068Leo L.\u2069")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your entry"), "Beeswax wraps and a tin.");
    await user.click(screen.getByRole("button", { name: "Send my entry" }));
    expect(await screen.findByText("Waiting for your teacher")).toBeInTheDocument();
    const form = calls.find((c) => c.method === "POST")!.body as FormData;
    expect(form.get("body")).toBe("Beeswax wraps and a tin.");
  });

  it("lets the challenge's and the entries' own text take its direction from itself, not from an Arabic page", async () => {
    signIn({ role: "student" });
    stubFetch({
      "GET /api/challenges/plastic-free-lunchbox": () => ({ body: challenge({ brief: "Pack a lunch with no plastic.", prompts: ["What did you use instead?"], mine: entry({ status: "rejected" }) }) }),
      "GET /api/challenges/plastic-free-lunchbox/gallery": () => ({ body: page([entry({ id: "sub_9", status: "approved", title: "Fruit first", body: "An apple comes in its own wrapper!", author: { id: null, first_name: "Leo", last_name: "L." } })]) }),
    });
    renderPage(<ChallengePage slug="plastic-free-lunchbox" />);
    const gallery = await screen.findByRole("list", { name: "Gallery entries" });
    // English written by the school keeps its full stop at its end on a right-to-left page.
    expect(screen.getByText("Pack a lunch with no plastic.")).toHaveAttribute("dir", "auto");
    // So do the prompts: their direction, and so their alignment, is their own (like the brief's paragraphs).
    expect(screen.getByText("What did you use instead?")).toHaveAttribute("dir", "auto");
    expect(within(gallery).getByText("Fruit first")).toHaveAttribute("dir", "auto");
    expect(within(gallery).getByText("An apple comes in its own wrapper!")).toHaveAttribute("dir", "auto");
    // The author's name is isolated inside the translated "by …" sentence ("Leo L." keeps its dot).
    expect(within(gallery).getByText("by \u2068Leo L.\u2069")).toBeInTheDocument();
    // What the pupil types takes its direction from what they type.
    expect(screen.getByLabelText("Title (optional)")).toHaveAttribute("dir", "auto");
    expect(screen.getByLabelText("Your entry")).toHaveAttribute("dir", "auto");
  });

  it("lets a teacher approve an entry with a note", async () => {
    signIn({ role: "teacher" });
    const calls = stubFetch({
      "GET /api/challenges/plastic-free-lunchbox": () => ({ body: challenge() }),
      "GET /api/challenges/plastic-free-lunchbox/gallery": () => ({ body: page([]) }),
      "GET /api/challenges/plastic-free-lunchbox/submissions": () => ({ body: page(calls.some((c) => c.method === "PATCH") ? [] : [entry()]) }),
      "PATCH /api/challenge-submissions/sub_1": () => ({ body: entry({ status: "approved" }) }),
    });
    const user = userEvent.setup();
    renderPage(<ChallengePage slug="plastic-free-lunchbox" />);
    const queue = await screen.findByRole("list", { name: "Entries to review" });
    expect(within(queue).getByText("Maya Okafor")).toBeInTheDocument();
    await user.type(within(queue).getByLabelText("Note for the learner (optional)"), "Great idea");
    await user.click(within(queue).getByRole("button", { name: "Approve the entry of Maya" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ status: "approved", note: "Great idea" }));
    expect(await screen.findByText("No entries are waiting for review.")).toBeInTheDocument();
  });
});

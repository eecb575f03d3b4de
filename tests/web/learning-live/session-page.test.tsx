import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { setInterfaceLocale } from "@/lib/i18n";
import userEvent from "@testing-library/user-event";
import type { LiveSessionOut } from "@contracts/live-sessions";
import { SessionPage } from "@/features/learning/live/components/session-page";
import { renderPage, stubFetch } from "../render";
import { resetState, signIn } from "../learning/fixtures";

const START = Date.parse("2026-12-01T15:00:00Z");
const session = (patch: Partial<LiveSessionOut> = {}): LiveSessionOut => ({
  id: "lvs_1",
  slug: "ocean-qa",
  title: "Ocean Q&A",
  description: "Bring questions.",
  host_name: "Dr Yusuf",
  starts_at: new Date(START).toISOString(),
  ends_at: new Date(START + 45 * 60_000).toISOString(),
  time_zone: "Asia/Kolkata",
  duration_minutes: 45,
  capacity: 2,
  audience: "school",
  class_id: null,
  class_name: null,
  platform_wide: false,
  school_name: "Greenfield",
  poster_url: null,
  sdgs: [14],
  status: "scheduled",
  sequence: 0,
  registered_count: 1,
  waitlist_count: 0,
  seats_left: 1,
  my_registration: null,
  join_opens_at: new Date(START - 15 * 60_000).toISOString(),
  can_join: false,
  recording_url: null,
  materials: [],
  can_manage: false,
  meeting_url: null,
  ...patch,
});

describe("session page", () => {
  beforeEach(() => {
    resetState();
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => vi.useRealTimers());

  it("registers a signed-in learner, then shows the join button only from 15 minutes before the start", async () => {
    vi.setSystemTime(START - 60 * 60_000);
    signIn({ role: "student" });
    let current = session();
    const calls = stubFetch({
      "GET /api/live-sessions/ocean-qa": () => ({ body: current }),
      "POST /api/live-sessions/ocean-qa/registration": () => {
        current = session({ my_registration: { status: "registered", waitlist_position: null, joined_at: null }, registered_count: 2, seats_left: 0 });
        return { status: 201, body: current };
      },
    });
    const { unmount } = renderPage(<SessionPage slug="ocean-qa" />);
    expect(await screen.findByRole("heading", { name: "Ocean Q&A" })).toBeInTheDocument();
    // The organiser's zone is shown alongside the viewer's.
    // The organiser's zone is named as the reader's language names it, not by its IANA id.
    expect(screen.getByText(/, India Standard Time$/)).toBeInTheDocument();
    expect(screen.queryByText(/Asia\/Kolkata/)).toBeNull();
    expect(screen.getByTestId("countdown")).toHaveTextContent("Starts in 1 h");
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(/You're registered\. The join button appears/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.url.includes("/registration"))).toBe(true);
    expect(screen.queryByRole("button", { name: /Join the session/ })).not.toBeInTheDocument();
    unmount();

    vi.setSystemTime(START - 10 * 60_000);
    renderPage(<SessionPage slug="ocean-qa" />);
    expect(await screen.findByRole("button", { name: /Join the session/ })).toBeInTheDocument();
  });

  it("shows a full session's waitlist place and lets a visitor register for a public webinar by email", async () => {
    vi.setSystemTime(START - 2 * 24 * 60 * 60_000);
    signIn({ role: "student" });
    stubFetch({ "GET /api/live-sessions/ocean-qa": () => ({ body: session({ seats_left: 0, my_registration: { status: "waitlisted", waitlist_position: 3, joined_at: null } }) }) });
    const first = renderPage(<SessionPage slug="ocean-qa" />);
    expect(await screen.findByText(/number 3 on the waitlist/)).toBeInTheDocument();
    first.unmount();

    resetState();
    const calls = stubFetch({
      "GET /api/live-sessions/ocean-qa": () => ({ body: session({ audience: "public", platform_wide: true }) }),
      "POST /api/live-sessions/ocean-qa/registration": (init) => {
        const body = JSON.parse(String(init.body));
        if (!body.email) return { status: 400, body: { error: { code: "VALIDATION_FAILED", message: "Please check the highlighted fields", fields: { email: ["Enter a valid email address"] }, requestId: "req_1" } } };
        return { status: 202, body: { pending: true, message: "Check your email" } };
      },
    });
    renderPage(<SessionPage slug="ocean-qa" />);
    await userEvent.type(await screen.findByLabelText("Your name"), "Sam Visitor");
    await userEvent.click(screen.getByRole("button", { name: "Register with my email" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Your email"), "sam@example.net");
    await userEvent.click(screen.getByRole("button", { name: "Register with my email" }));
    await waitFor(() => expect(screen.getByText(/Check your email and confirm your place/)).toBeInTheDocument());
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({ name: "Sam Visitor", email: "sam@example.net" });
  });

  it("lets the session's own title and description take their direction from their text (an English description on an Arabic page)", async () => {
    vi.setSystemTime(START - 60 * 60_000);
    stubFetch({ "GET /api/live-sessions/ocean-qa": () => ({ body: session({ description: "Bring your questions about whales." }) }) });
    renderPage(<SessionPage slug="ocean-qa" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Ocean Q&A" })).toHaveAttribute("dir", "auto");
    expect(screen.getByText("Bring your questions about whales.")).toHaveAttribute("dir", "auto");
  });

  it("shows the recording and materials afterwards", async () => {
    vi.setSystemTime(START + 3 * 60 * 60_000);
    signIn({ role: "teacher" });
    stubFetch({
      "GET /api/live-sessions/ocean-qa": () => ({
        body: session({ my_registration: { status: "registered", waitlist_position: null, joined_at: null }, recording_url: "https://video.example.com/r", materials: [{ title: "Slides", url: "https://files.example.com/s.pdf" }] }),
      }),
    });
    renderPage(<SessionPage slug="ocean-qa" />);
    expect(await screen.findByRole("link", { name: /Watch the recording/ })).toHaveAttribute("href", "https://video.example.com/r");
    expect(screen.getByRole("link", { name: /Slides/ })).toHaveAttribute("href", "https://files.example.com/s.pdf");
    expect(screen.getByTestId("countdown")).toHaveTextContent("Ended");
    expect(screen.queryByRole("button", { name: /Join the session/ })).not.toBeInTheDocument();
    // A registrant of an ended session is told it ended, not that the join button is coming, and is offered no calendar entry.
    expect(screen.getByText("This session has ended.")).toBeInTheDocument();
    expect(screen.queryByText(/The join button appears/)).toBeNull();
    expect(screen.queryByRole("button", { name: /Add to calendar/ })).toBeNull();
    // Its badge says what was, not "You're registered".
    expect(screen.getByText("You were registered")).toBeInTheDocument();
    expect(screen.queryByText("You're registered")).toBeNull();
  });

  it("tells a signed-out visitor whose link finds no session that a school's or class's session, or a members' webinar, needs them to sign in", async () => {
    vi.setSystemTime(START - 60 * 60_000);
    stubFetch({ "GET /api/live-sessions/ocean-qa": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Live session not found", requestId: "req_1" } } }) });
    renderPage(<SessionPage slug="ocean-qa" />, { path: "/webinar/ocean-qa", route: "/webinar/:slug" });
    expect(await screen.findByText("We could not find this session")).toBeInTheDocument();
    expect(screen.getByText("If it is a session of your school or your class, or a webinar for signed-in members, sign in to see it.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.queryByText("Live session not found")).toBeNull();
  });

  it("keeps the plain error for a signed-in member (the session is not theirs, or does not exist)", async () => {
    vi.setSystemTime(START - 60 * 60_000);
    signIn({ role: "student" });
    stubFetch({ "GET /api/live-sessions/ocean-qa": () => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "Live session not found", requestId: "req_1" } } }) });
    renderPage(<SessionPage slug="ocean-qa" />);
    expect(await screen.findByText("Live session not found")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  it("names the time zones in Arabic on an Arabic page", async () => {
    vi.setSystemTime(START - 60 * 60_000);
    await act(() => setInterfaceLocale("ar"));
    try {
      stubFetch({ "GET /api/live-sessions/ocean-qa": () => ({ body: session() }) });
      renderPage(<SessionPage slug="ocean-qa" />);
      expect(await screen.findByText(/توقيت الهند$/)).toBeInTheDocument();
      expect(screen.queryByText(/Asia\/Kolkata|Kolkata|\(UTC\)/)).toBeNull();
      // 1 of 2 places left: two places take Arabic's dual ("مقعدين"), not the form for 100 and more.
      const n = (v: number) => new Intl.NumberFormat("ar").format(v);
      expect(screen.getByText(`يتبقى ${n(1)} من أصل مقعدين.`)).toBeInTheDocument();
    } finally {
      await act(() => setInterfaceLocale("en"));
    }
  });

  it("explains an emailed confirmation link that confirmed no place (?confirm=), and nothing for an unknown reason", async () => {
    vi.setSystemTime(START - 2 * 24 * 60 * 60_000);
    let current = session({ audience: "public", platform_wide: true });
    stubFetch({ "GET /api/live-sessions/ocean-qa": () => ({ body: current }) });
    const invalid = renderPage(<SessionPage slug="ocean-qa" />, { path: "/webinar/ocean-qa?confirm=invalid" });
    expect(await screen.findByRole("alert")).toHaveTextContent("This confirmation link is not valid, or its registration was cancelled, so no place was confirmed.");
    expect(screen.getByRole("button", { name: "Register with my email" })).toBeInTheDocument();
    invalid.unmount();

    current = session({ audience: "public", platform_wide: true, status: "cancelled" });
    const closed = renderPage(<SessionPage slug="ocean-qa" />, { path: "/webinar/ocean-qa?confirm=closed" });
    expect(await screen.findByText("Your place could not be confirmed: this session was cancelled or has ended.")).toBeInTheDocument();
    closed.unmount();

    current = session({ audience: "public", platform_wide: true });
    renderPage(<SessionPage slug="ocean-qa" />, { path: "/webinar/ocean-qa?confirm=toString" });
    expect(await screen.findByRole("heading", { name: "Ocean Q&A" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactionStatsOut } from "@contracts/reactions";
import { ReactionsBar } from "@/features/library/books/components/reactions-bar";
import { setSession, userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { renderPage, stubFetch } from "../render";

const student = { id: "usr_s", first_name: "Sam", last_name: "Student", email: null, username: "sam", is_staff: false, country: "GB", avatar: null, role: "student" as const, tenant: "ten_1" };

const stats = (counts: Partial<Record<"like" | "love" | "wow" | "laugh" | "clap", [number, boolean]>>): ReactionStatsOut => ({
  results: (["like", "love", "wow", "laugh", "clap"] as const).map((reaction) => ({ reaction, count: counts[reaction]?.[0] ?? 0, reacted_by_me: counts[reaction]?.[1] ?? false })),
});

/** A promise the test settles by hand, to look at the bar while the toggle is in flight. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => store.set(userAtom, null));

describe("reactions bar", () => {
  it("shows every reaction's count and the reader's own reactions pressed", async () => {
    setSession({ access: "a", refresh: "r", user: student });
    stubFetch({ "GET /api/reactions/stats/": () => ({ body: stats({ like: [3, true], clap: [1, false] }) }) });
    renderPage(<ReactionsBar itemType="book" itemId="bok_1" />);
    const bar = await screen.findByRole("list", { name: "Reactions" });
    expect(within(bar).getAllByRole("button")).toHaveLength(5);
    expect(screen.getByRole("button", { name: "Like: 3" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Clap: 1" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Love: 0" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("link", { name: "Sign in to react" })).toBeNull();
  });

  it("toggles at once, then keeps the worker's counts", async () => {
    setSession({ access: "a", refresh: "r", user: student });
    const answer = deferred<{ body: unknown }>();
    const calls = stubFetch({
      "GET /api/reactions/stats/": () => ({ body: stats({ love: [2, false] }) }),
      "POST /api/reactions/": () => answer.promise,
    });
    renderPage(<ReactionsBar itemType="book" itemId="bok_1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Love: 2" }));
    // Optimistic: pressed with the new count before the worker has answered.
    expect(await screen.findByRole("button", { name: "Love: 3" })).toHaveAttribute("aria-pressed", "true");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ item_type: "book", item_id: "bok_1", reaction: "love" });
    answer.resolve({ body: { reacted: true, ...stats({ love: [5, true] }) } });
    expect(await screen.findByRole("button", { name: "Love: 5" })).toHaveAttribute("aria-pressed", "true");
  });

  it("rolls back and explains when the worker refuses", async () => {
    setSession({ access: "a", refresh: "r", user: student });
    stubFetch({
      "GET /api/reactions/stats/": () => ({ body: stats({ wow: [1, true] }) }),
      "POST /api/reactions/": () => ({ status: 409, body: { error: { code: "CONFLICT", message: "Reactions open once the book is published.", requestId: "r" } } }),
    });
    renderPage(<ReactionsBar itemType="book" itemId="bok_1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Wow: 1" }));
    expect(await screen.findByText("Your reaction could not be saved.")).toBeInTheDocument();
    expect(screen.getByText("Reactions open once the book is published.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Wow: 1" })).toHaveAttribute("aria-pressed", "true"));
  });

  it("visitors see the counts and are invited to sign in, without buttons", async () => {
    store.set(userAtom, null);
    const calls = stubFetch({ "GET /api/reactions/stats/": () => ({ body: stats({ laugh: [4, false] }) }) });
    renderPage(<ReactionsBar itemType="book" itemId="bok_9" />);
    expect(await screen.findByRole("img", { name: "Laugh: 4" })).toBeInTheDocument();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Sign in to react" })).toHaveAttribute("href", "/login");
    expect(new URL(calls[0].url, "http://localhost").searchParams.get("item_id")).toBe("bok_9");
  });
});

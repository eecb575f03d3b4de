import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { Provider as JotaiProvider, useAtomValue } from "jotai";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import type { UserProfile } from "@contracts/users";
import { makeQueryClient, SessionCacheReset } from "@/app/providers";
import { SessionWatcher } from "@/features/identity/auth/session-watcher";
import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import { stubFetch } from "../render";

const amara = { id: "usr_amara", username: "greenfield.student01" } as UserProfile;
const ben = { id: "usr_ben", username: "greenfield.student02" } as UserProfile;

/** A "my …" answer whose key does not name its user, as the dashboard's courses and books are. */
function MyProgress({ answers }: { answers: Record<string, Promise<string>> }) {
  const q = useQuery({ queryKey: ["my-progress"], queryFn: () => answers[store.get(userAtom)!.id] });
  return <p>{q.data ?? "loading"}</p>;
}

function Dashboard({ answers }: { answers: Record<string, Promise<string>> }) {
  const user = useAtomValue(userAtom);
  return user ? <MyProgress answers={answers} /> : <p>sign-in page</p>;
}

/*
 * A classroom computer: one pupil signs out, the next signs in on the same tab. The next pupil's
 * page must not draw the previous pupil's answers while their own load (it did: invalidated answers
 * stay drawn until the new one arrives, and "my" keys do not name the user).
 */
describe("signing out forgets the previous person's answers", () => {
  it("the next pupil sees their page loading, never the previous pupil's progress", async () => {
    stubFetch({ "GET /api/user/profile/": () => ({ body: store.get(userAtom) }) });
    const answers: Record<string, Promise<string>> = { usr_amara: Promise.resolve("Amara: Water Detectives 9/9"), usr_ben: new Promise<string>(() => undefined) };
    store.set(userAtom, amara);
    render(
      <JotaiProvider store={store}>
        <QueryClientProvider client={makeQueryClient()}>
          <SessionCacheReset />
          <MemoryRouter>
            <Routes>
              <Route element={<SessionWatcher />}>
                <Route path="*" element={<Dashboard answers={answers} />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </JotaiProvider>,
    );
    expect(await screen.findByText("Amara: Water Detectives 9/9")).toBeInTheDocument();
    act(() => store.set(userAtom, null));
    expect(await screen.findByText("sign-in page")).toBeInTheDocument();
    act(() => store.set(userAtom, ben));
    expect(await screen.findByText("loading")).toBeInTheDocument();
    expect(screen.queryByText(/Amara/)).not.toBeInTheDocument();
    act(() => store.set(userAtom, null));
  });
});

import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { act } from "react";
import { Provider as JotaiProvider } from "jotai";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { makeQueryClient, SessionCacheReset } from "@/app/providers";
import { userAtom } from "@/lib/session";
import { store } from "@/lib/store";
import type { UserProfile } from "@contracts/users";

function WhoAmI() {
  const q = useQuery({ queryKey: ["whoami"], queryFn: async () => store.get(userAtom)?.username ?? "visitor", staleTime: Infinity });
  return <p>{q.data ?? "…"}</p>;
}

describe("the query cache follows the session", () => {
  it("fetches again as the new user after a sign-in, instead of showing the visitor's cached answer", async () => {
    store.set(userAtom, null);
    render(
      <JotaiProvider store={store}>
        <QueryClientProvider client={makeQueryClient()}>
          <SessionCacheReset />
          <WhoAmI />
        </QueryClientProvider>
      </JotaiProvider>,
    );
    expect(await screen.findByText("visitor")).toBeInTheDocument();
    act(() => store.set(userAtom, { id: "usr_1", username: "maya" } as UserProfile));
    expect(await screen.findByText("maya")).toBeInTheDocument();
    act(() => store.set(userAtom, null));
    expect(await screen.findByText("visitor")).toBeInTheDocument();
  });
});

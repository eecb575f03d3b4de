import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { Toaster } from "sonner";
import { makeQueryClient } from "@/app/providers";
import { store } from "@/lib/store";

/**
 * Renders a page the way the app does (jotai store, TanStack Query, router, toasts) at `path`.
 * `routes` maps extra paths to elements so redirects can be asserted by what renders there.
 */
export function renderPage(ui: ReactElement, { path = "/", route = "*", routes = {} as Record<string, ReactElement>, state }: { path?: string; route?: string; routes?: Record<string, ReactElement>; state?: unknown } = {}) {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[{ pathname: path.split("?")[0], search: path.includes("?") ? `?${path.split("?")[1]}` : "", state }]}>
          <Routes>
            <Route path={route} element={ui} />
            {Object.entries(routes).map(([p, el]) => (
              <Route key={p} path={p} element={el} />
            ))}
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </JotaiProvider>,
  );
}

/** A fetch stub that answers by "METHOD /path" with JSON (status 200 unless given). */
export function stubFetch(handlers: Record<string, (init: RequestInit & { url: string }) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>>) {
  const calls: { method: string; url: string; body: unknown; headers: Headers }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? "GET").toUpperCase();
    const path = new URL(url, "http://localhost").pathname;
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    calls.push({ method, url, body, headers: new Headers(init.headers) });
    const handler = handlers[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: `No stub for ${method} ${path}`, requestId: "req_test" } }), { status: 404, headers: { "Content-Type": "application/json" } });
    const { status = 200, body: out } = await handler({ ...init, url });
    return new Response(status === 204 ? null : JSON.stringify(out ?? {}), { status, headers: { "Content-Type": "application/json" } });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return calls;
}

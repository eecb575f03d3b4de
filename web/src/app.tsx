import { useEffect, useState } from "react";

/**
 * The web app's entry. It loads this host's branding from /api/current-tenant and applies it;
 * the routed application (sign-in, library, courses, admin) grows from here.
 */
interface Branding {
  school_name: string;
  logo: string | null;
  [key: string]: unknown;
}

type State = { kind: "loading" } | { kind: "platform" } | { kind: "school"; tenant: Branding } | { kind: "not-found" } | { kind: "error" };

export function App() {
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    fetch("/api/current-tenant", { headers: { Accept: "application/json" } })
      .then(async (res) => {
        if (res.status === 204) return setState({ kind: "platform" });
        if (res.status === 404) return setState({ kind: "not-found" });
        if (!res.ok) return setState({ kind: "error" });
        const tenant = (await res.json()) as Branding;
        for (const [key, value] of Object.entries(tenant)) {
          if (key.includes("color") && typeof value === "string") document.documentElement.style.setProperty(`--${key.replace(/_/g, "-")}`, value);
        }
        document.title = tenant.school_name;
        setState({ kind: "school", tenant });
      })
      .catch(() => setState({ kind: "error" }));
  }, []);

  const name = state.kind === "school" ? state.tenant.school_name : "Schools Platform";
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 720, margin: "0 auto", padding: "2rem 1rem", color: "var(--text-primary-color, #111827)" }}>
      <header style={{ display: "flex", alignItems: "center", gap: "1rem", borderBottom: "4px solid var(--primary-color, #1d4ed8)", paddingBottom: "1rem" }}>
        {state.kind === "school" && state.tenant.logo ? <img src={state.tenant.logo} alt="" width={48} height={48} /> : null}
        <h1 style={{ margin: 0, fontSize: "1.75rem" }}>{name}</h1>
      </header>
      {state.kind === "loading" && <p aria-live="polite">Loading…</p>}
      {state.kind === "not-found" && (
        <p role="alert">School not found: no school is served at this address. Check the link you were given.</p>
      )}
      {state.kind === "error" && <p role="alert">The platform could not be reached. Please try again in a moment.</p>}
      {(state.kind === "school" || state.kind === "platform") && (
        <p>Courses, a library of books and stories written by students, and giving to charity projects — for every school.</p>
      )}
    </main>
  );
}

import { School } from "lucide-react";

/** Shown on a subdomain of the platform that no school uses. */
export function SchoolNotFound() {
  const host = window.location.host;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface-alt p-6">
      <section className="flex max-w-md flex-col items-center gap-4 rounded-xl bg-surface p-8 text-center shadow" role="alert" aria-labelledby="school-not-found">
        <School className="size-12 text-ink-muted" aria-hidden />
        <h1 id="school-not-found" className="text-2xl font-bold">
          School not found
        </h1>
        <p className="text-ink-muted">
          No school is served at <strong className="text-ink">{host}</strong>. Check the address your school gave you, or ask your teacher for the right link.
        </p>
      </section>
    </main>
  );
}

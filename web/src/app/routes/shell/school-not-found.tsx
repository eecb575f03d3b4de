import { Trans, useTranslation } from "react-i18next";
import { School } from "lucide-react";

/** Shown on a subdomain of the platform that no school uses. */
export function SchoolNotFound() {
  const { t } = useTranslation();
  const host = window.location.host;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface-alt p-6">
      <section className="flex max-w-md flex-col items-center gap-4 rounded-xl bg-surface p-8 text-center shadow" role="alert" aria-labelledby="school-not-found">
        <School className="size-12 text-ink-muted" aria-hidden />
        <h1 id="school-not-found" className="text-2xl font-bold">
          {t("School not found")}
        </h1>
        <p className="text-ink-muted">
          <Trans i18nKey="No school is served at <0>{{host}}</0>. Check the address your school gave you, or ask your teacher for the right link." values={{ host }} components={[<strong key="host" className="text-ink" />]} />
        </p>
      </section>
    </main>
  );
}

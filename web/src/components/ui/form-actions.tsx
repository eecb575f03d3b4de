import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "./button";

/** A page form's submit button ("Saving…" while it runs) and a Cancel link back to its list. */
export function FormActions({ submitting, submitLabel, cancelTo }: { submitting: boolean; submitLabel: string; cancelTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={submitting}>
        {submitting ? t("Saving…") : submitLabel}
      </Button>
      <Button variant="outline" asChild>
        <Link to={cancelTo}>{t("Cancel")}</Link>
      </Button>
    </div>
  );
}

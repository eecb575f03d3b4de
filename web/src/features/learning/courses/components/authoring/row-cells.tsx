import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TD } from "@/components/ui/table";

/** The authoring lists' status cell: published or draft. */
export function StatusCell({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <TD>
      <Badge variant={status === "published" ? "success" : "warning"}>{status === "published" ? t("Published") : t("Draft")}</Badge>
    </TD>
  );
}

/** The authoring lists' last cell: an edit link, or why there is none (a platform item seen by a school). */
export function EditCell({ to, title }: { to: string | null; title: string }) {
  const { t } = useTranslation();
  return (
    <TD className="text-end">
      {to ? (
        <Button asChild size="sm" variant="outline">
          <Link to={to} aria-label={t("Edit {{title}}", { title })}>
            {t("Edit")}
          </Link>
        </Button>
      ) : (
        <span className="text-xs text-ink-muted">{t("Managed by the platform")}</span>
      )}
    </TD>
  );
}

import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Eye } from "lucide-react";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/api-client";
import { Badge } from "@/components/ui/badge";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { KIND_TEXT, type ContentKind } from "./content-kinds";

/**
 * The top of an authoring screen (hubs, films, challenges, quizzes): back to the list, the status,
 * preview as a learner, publish or unpublish, and delete behind a confirmation.
 */
export function AuthoringHeader({
  kind,
  title,
  published,
  listPath,
  listLabel,
  details,
  previewPath,
  previewLabel,
  publishBlocked,
  onStatus,
  onDelete,
  deleteDescription,
}: {
  kind: ContentKind;
  title: string;
  published: boolean;
  listPath: string;
  listLabel: string;
  details?: ReactNode;
  previewPath?: string | null;
  previewLabel?: string;
  /** Why it cannot be published yet (the button is disabled and says so). */
  publishBlocked?: string | null;
  onStatus: (next: "draft" | "published") => Promise<unknown>;
  /** Without it, no Delete button (the kind is unpublished instead). */
  onDelete?: () => Promise<unknown>;
  deleteDescription?: string;
}) {
  const { t } = useTranslation();
  const text = KIND_TEXT[kind];
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [pending, setPending] = useState<"status" | "delete" | null>(null);
  const run = async (what: "status" | "delete", fn: () => Promise<unknown>, done: string, failed: string) => {
    setPending(what);
    try {
      await fn();
      toast.success(done);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, failed));
      return false;
    } finally {
      setPending(null);
    }
  };
  const blocked = !published && !!publishBlocked;
  const toggleStatus = () => void run("status", () => onStatus(published ? "draft" : "published"), published ? t(text.draftAgain) : t(text.published), t(text.statusFailed));
  const confirmDeletion = () =>
    void run("delete", onDelete ?? (() => Promise.resolve()), t(text.deleted), t(text.deleteFailed)).then((ok) => {
      setConfirmDelete(false);
      if (ok) navigate(listPath);
    });

  return (
    <>
      <BackLink to={listPath}>{listLabel}</BackLink>
      <PageHeader
        title={title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={published ? "success" : "warning"}>{published ? t("Published") : t("Draft: learners cannot see it")}</Badge>
            {details}
          </span>
        }
        actions={
          <>
            {previewPath ? (
              <Button asChild variant="outline">
                <Link to={previewPath}>
                  <Eye aria-hidden /> {previewLabel ?? t("Preview as a learner")}
                </Link>
              </Button>
            ) : null}
            <Button
              variant={published ? "outline" : "default"}
              disabled={pending !== null || blocked}
              aria-describedby={blocked ? "publish-blocked" : undefined}
              onClick={toggleStatus}
            >
              {published ? t("Unpublish") : t("Publish")}
            </Button>
            {onDelete ? (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {t("Delete")}
              </Button>
            ) : null}
          </>
        }
      />
      {blocked ? (
        <p id="publish-blocked" className="-mt-4 text-sm text-ink-muted">
          {publishBlocked}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t(text.deleteTitle)}
        description={deleteDescription ?? ""}
        confirmLabel={t(text.deleteConfirm)}
        pending={pending === "delete"}
        onConfirm={confirmDeletion}
      />
    </>
  );
}

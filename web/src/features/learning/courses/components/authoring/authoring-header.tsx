import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Eye } from "lucide-react";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/api-client";
import { Badge } from "@/components/ui/badge";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";

/**
 * The top of an authoring screen (hubs, films, challenges, quizzes): back to the list, the status,
 * preview as a learner, publish or unpublish, and delete behind a confirmation.
 */
export function AuthoringHeader({
  noun,
  title,
  published,
  listPath,
  listLabel,
  details,
  previewPath,
  previewLabel = "Preview as a learner",
  publishBlocked,
  onStatus,
  onDelete,
  deleteDescription,
}: {
  noun: string;
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

  return (
    <>
      <BackLink to={listPath}>{listLabel}</BackLink>
      <PageHeader
        title={title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={published ? "success" : "warning"}>{published ? "Published" : "Draft: learners cannot see it"}</Badge>
            {details}
          </span>
        }
        actions={
          <>
            {previewPath ? (
              <Button asChild variant="outline">
                <Link to={previewPath}>
                  <Eye aria-hidden /> {previewLabel}
                </Link>
              </Button>
            ) : null}
            <Button
              variant={published ? "outline" : "default"}
              disabled={pending !== null || blocked}
              aria-describedby={blocked ? "publish-blocked" : undefined}
              onClick={() => void run("status", () => onStatus(published ? "draft" : "published"), published ? `The ${noun} is a draft again` : `The ${noun} is published`, `Could not change the ${noun}'s status.`)}
            >
              {published ? "Unpublish" : "Publish"}
            </Button>
            {onDelete ? (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                Delete
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
        title={`Delete this ${noun}?`}
        description={deleteDescription ?? ""}
        confirmLabel={`Delete the ${noun}`}
        pending={pending === "delete"}
        onConfirm={() =>
          void run("delete", onDelete ?? (() => Promise.resolve()), `The ${noun} is deleted`, `Could not delete the ${noun}.`).then((ok) => {
            setConfirmDelete(false);
            if (ok) navigate(listPath);
          })
        }
      />
    </>
  );
}

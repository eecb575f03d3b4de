import { useState } from "react";
import { toast } from "@/lib/toast";
import type { BookCategoryOut } from "@contracts/books";
import { errorMessage } from "@/lib/api-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useCategories } from "../api/get-categories";
import { useDeleteCategory } from "../api/delete-category";
import { CategoriesTable } from "./categories-table";

/** The category list of either admin area, with delete behind a confirmation. */
export function CategoriesList({ editPath, canEdit }: { editPath: (id: string) => string; canEdit: (c: BookCategoryOut) => boolean }) {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<BookCategoryOut | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(`The category “${deleting.name}” was deleted.`);
      setDeleting(null);
    } catch (err) {
      toast.error(errorMessage(err, "Could not delete the category. Please try again."));
    }
  };

  if (categories.isPending) return <LoadingState label="Loading categories" />;
  if (categories.isError) return <ErrorState error={categories.error} title="Could not load the categories" />;
  return (
    <>
      {categories.data.length === 0 ? (
        <EmptyState>No categories yet. Add the first one.</EmptyState>
      ) : (
        <CategoriesTable categories={categories.data} editPath={editPath} canEdit={canEdit} onDelete={setDeleting} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete category"
        description={deleting ? `Delete “${deleting.name}”? Its books stay in the library without this category.` : undefined}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

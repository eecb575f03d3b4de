import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import type { BookCategoryOut } from "@contracts/books";
import { errorMessage } from "@/lib/api-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/query-states";
import { useCategories } from "../api/get-categories";
import { useDeleteCategory } from "../api/delete-category";
import { CategoriesTable } from "./categories-table";
import { isolate } from "@/lib/bidi";

/** The category list of either admin area, with delete behind a confirmation. */
export function CategoriesList({ editPath, canEdit }: { editPath: (id: string) => string; canEdit: (c: BookCategoryOut) => boolean }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<BookCategoryOut | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t("The category “{{name}}” was deleted.", { name: isolate(deleting.name) }));
      setDeleting(null);
    } catch (err) {
      toast.error(errorMessage(err, t("Could not delete the category. Please try again.")));
    }
  };

  if (categories.isPending) return <LoadingState label={t("Loading categories")} />;
  if (categories.isError) return <ErrorState error={categories.error} title={t("Could not load the categories")} />;
  return (
    <>
      {categories.data.length === 0 ? (
        <EmptyState>{t("No categories yet. Add the first one.")}</EmptyState>
      ) : (
        <CategoriesTable categories={categories.data} editPath={editPath} canEdit={canEdit} onDelete={setDeleting} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("Delete category")}
        description={deleting ? t("Delete “{{name}}”? Its books stay in the library without this category.", { name: isolate(deleting.name) }) : undefined}
        confirmLabel={t("Delete")}
        pendingLabel={t("Deleting…")}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

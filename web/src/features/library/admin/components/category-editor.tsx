import { useTranslation } from "react-i18next";
import type { BookCategoryOut } from "@contracts/books";
import { LoadedRecord } from "@/components/ui/loaded-record";
import { PageHeader } from "@/components/ui/page-header";
import { Alert } from "@/components/ui/alert";
import { useCategories } from "../api/get-categories";
import { CategoryForm } from "./category-form";

/** Add (no id) or edit a category, found in the category list (there is no single-category endpoint). */
export function CategoryEditor({ categoryId, listPath, canEdit }: { categoryId?: string; listPath: string; canEdit: (c: BookCategoryOut) => boolean }) {
  const { t } = useTranslation();
  const categories = useCategories();
  if (!categoryId) {
    return (
      <>
        <PageHeader title={t("Add category")} description={t("A category groups books in the library.")} />
        <CategoryForm listPath={listPath} />
      </>
    );
  }
  return (
    <LoadedRecord query={categories} title={t("Edit category")} loadingLabel={t("Loading category")} errorTitle={t("Could not load this category")}>
      {(list) => {
        const category = list.find((c) => c.id === categoryId);
        if (!category || !canEdit(category))
          return (
            <>
              <PageHeader title={t("Edit category")} />
              <Alert tone="error">{category ? t("Platform-wide categories are managed by platform staff.") : t("This category does not exist or was deleted.")}</Alert>
            </>
          );
        return (
          <>
            <PageHeader title={t("Edit category")} description={category.name} />
            <CategoryForm key={category.id} category={category} listPath={listPath} />
          </>
        );
      }}
    </LoadedRecord>
  );
}

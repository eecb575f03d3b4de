import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { BackLink } from "@/components/ui/back-link";
import { CategoryEditor } from "@/features/library/admin/components/category-editor";

/** /admin/add-book-category/:categoryId?: add or edit one of the school's categories. */
export default function AddBookCategoryPage() {
  const { t } = useTranslation();
  const { categoryId } = useParams();
  return (
    <div className="grid gap-6">
      <BackLink to={paths.schoolAdmin.bookCategories}>{t("Book categories")}</BackLink>
      <CategoryEditor categoryId={categoryId} listPath={paths.schoolAdmin.bookCategories} canEdit={(c) => !c.platform} />
    </div>
  );
}

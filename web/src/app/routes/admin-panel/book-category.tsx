import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { BackLink } from "@/components/ui/back-link";
import { CategoryEditor } from "@/features/library/admin/components/category-editor";

/** /admin-panel/book-category/:categoryId?: add or edit a platform-wide category. */
export default function AdminBookCategoryPage() {
  const { t } = useTranslation();
  const { categoryId } = useParams();
  return (
    <div className="grid gap-6">
      <BackLink to={adminPanelPaths.allBookCategories}>{t("Book categories")}</BackLink>
      <CategoryEditor categoryId={categoryId} listPath={adminPanelPaths.allBookCategories} canEdit={() => true} />
    </div>
  );
}

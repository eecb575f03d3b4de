import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { CategoriesList } from "@/features/library/admin/components/categories-list";

/** /admin-panel/all-book-categories: the platform-wide categories every school's library shows. */
export default function AllBookCategoriesPage() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Book categories")}
        description={t("Platform-wide categories, shown in every school's library beside the school's own.")}
        actions={
          <Button asChild>
            <Link to={adminPanelPaths.bookCategory()}>
              <Plus aria-hidden /> {t("Add category")}
            </Link>
          </Button>
        }
      />
      <CategoriesList editPath={(id) => adminPanelPaths.bookCategory(id)} canEdit={() => true} />
    </div>
  );
}

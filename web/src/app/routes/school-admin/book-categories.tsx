import { Link } from "react-router";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { CategoriesList } from "@/features/library/admin/components/categories-list";

/** /admin/book-categories: the school's own categories, beside the platform-wide ones it cannot change. */
export default function SchoolBookCategoriesPage() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("Book categories")}
        description={t("Your school's categories. Platform-wide categories are shown too; platform staff manage those.")}
        actions={
          <Button asChild>
            <Link to={paths.schoolAdmin.addBookCategory()}>
              <Plus aria-hidden /> {t("Add category")}
            </Link>
          </Button>
        }
      />
      <CategoriesList editPath={(id) => paths.schoolAdmin.addBookCategory(id)} canEdit={(c) => !c.platform} />
    </div>
  );
}

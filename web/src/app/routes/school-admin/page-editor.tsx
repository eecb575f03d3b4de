import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { contentPageSlug } from "@contracts/operations";
import { EmptyState } from "@/components/ui/query-states";
import { PageEditor } from "@/features/operations/components/page-editor";

const AREA = "school";

/** /admin/page/{slug}: edit this school's copy of one page. */
export default function SchoolPageEditorPage() {
  const { t } = useTranslation();
  const parsed = contentPageSlug.safeParse(useParams().slug);
  if (!parsed.success) return <EmptyState>{t("There is no such page.")}</EmptyState>;
  return <PageEditor key={parsed.data} slug={parsed.data} area={AREA} />;
}

import { useParams } from "react-router";
import { contentPageSlug } from "@contracts/operations";
import { EmptyState } from "@/components/ui/query-states";
import { PageEditor } from "@/features/operations/components/page-editor";

/** /admin/page/{slug}: edit this school's copy of one page. */
export default function SchoolPageEditorPage() {
  const parsed = contentPageSlug.safeParse(useParams().slug);
  if (!parsed.success) return <EmptyState>There is no such page.</EmptyState>;
  return <PageEditor key={parsed.data} slug={parsed.data} area="school" />;
}

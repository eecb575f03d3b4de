import { PageList } from "@/features/operations/components/page-editor";

/** /admin-panel/pages: the platform's copy of the information pages. */
export default function AdminPagesPage() {
  return <PageList area="platform" />;
}

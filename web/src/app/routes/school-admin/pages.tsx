import { PageList } from "@/features/operations/components/page-editor";

/** /admin/pages: this school's own copies of the information pages. */
export default function SchoolPagesPage() {
  return <PageList area="school" />;
}

import { FilmsAdminList } from "@/features/learning/courses/components/authoring/film-authoring";

/** /admin-panel/impact-films */
export default function ImpactFilmsAdminPage() {
  return <FilmsAdminList />;
}

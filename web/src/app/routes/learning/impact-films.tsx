import { FilmsPage } from "@/features/learning/courses/components/films-page";

/** /impact-films */
export default function ImpactFilmsPage() {
  return <FilmsPage />;
}

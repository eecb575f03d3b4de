import { FilmsPage } from "@/features/learning/components/films-page";

/** /impact-films */
export default function ImpactFilmsPage() {
  return <FilmsPage />;
}

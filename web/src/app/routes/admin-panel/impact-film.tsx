import { FilmAuthoringPage } from "@/features/learning/courses/components/authoring/film-authoring";

/** /admin-panel/impact-film/{filmId?} */
export default function ImpactFilmAdminPage() {
  return <FilmAuthoringPage />;
}

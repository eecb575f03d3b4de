import { useTranslation } from "react-i18next";
import type { UserProfile } from "@contracts/users";
import { canUploadBooks } from "../lib/can-upload";
import { DashboardMyBooks } from "./dashboard-my-books";
import { DashboardMyStories } from "./dashboard-my-stories";
import { DashboardTeacherStats } from "./dashboard-teacher-stats";
import { DashboardStoriesToReview } from "@/features/library/stories/components/dashboard-stories-to-review";

/** The library's dashboard sections: my books and stories, and for teachers the stories to review and their classes' stats. */
export function DashboardLibrary({ user, onSchoolSite }: { user: UserProfile; onSchoolSite: boolean }) {
  const { t } = useTranslation();
  if (!canUploadBooks(user)) return null;
  const teaches = onSchoolSite && !user.is_staff && (user.role === "teacher" || user.role === "school_admin");
  return (
    <section aria-labelledby="dashboard-library" className="grid gap-4">
      <h2 id="dashboard-library" className="text-xl font-bold text-ink">
        {t("Library")}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <DashboardMyBooks userId={user.id} />
        <DashboardMyStories userId={user.id} />
      </div>
      {teaches ? <DashboardStoriesToReview /> : null}
      {teaches ? <DashboardTeacherStats /> : null}
    </section>
  );
}

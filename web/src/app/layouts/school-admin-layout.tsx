import { Archive, ScrollText, FlaskConical, Radio, LibraryBig, Trophy, ListChecks, BarChart3, BookOpen, FileText, FolderTree, GraduationCap, Presentation, Gauge, HandCoins, HeartHandshake, Layers, Users, UserPlus, MailPlus, Award } from "lucide-react";
import { paths } from "@/config/paths";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { SideNavLayout, type SideNavItem } from "./side-nav-layout";

/** School admin sidebar. Books, charities and donations join as their areas land. */
const ITEMS: SideNavItem[] = [
  { label: "Dashboard", to: paths.schoolAdmin.dashboard, icon: Gauge },
  { label: "Users", to: paths.schoolAdmin.users, icon: Users },
  { label: "Invitations", to: paths.schoolAdmin.invitations, icon: MailPlus },
  { label: "Classes", to: paths.schoolAdmin.classes, icon: GraduationCap },
  { label: "Bulk enrolment", to: paths.schoolAdmin.bulkEnrolment, icon: UserPlus },
  { label: "Archived students", to: paths.schoolAdmin.archivedStudents, icon: Archive },
  { label: "Modes", to: paths.schoolAdmin.schoolModes, icon: Layers },
  { label: "Courses", to: paths.schoolAdmin.courses, icon: Presentation },
  { label: "Hubs", to: paths.schoolAdmin.hubs, icon: LibraryBig },
  { label: "Live sessions", to: paths.learning.manageLive, icon: Radio },
  { label: "Challenges", to: paths.schoolAdmin.challenges, icon: Trophy },
  { label: "Certificates", to: paths.schoolAdmin.certificates, icon: Award },
  { label: "Comprehension quizzes", to: paths.schoolAdmin.quizzes, icon: ListChecks },
  { label: "Learning", to: paths.schoolAdmin.learning, icon: BarChart3 },
  { label: "Books", to: paths.schoolAdmin.books, icon: BookOpen },
  { label: "Book categories", to: paths.schoolAdmin.bookCategories, icon: FolderTree },
  { label: "Charities", to: paths.schoolAdmin.charities, icon: HeartHandshake },
  { label: "Donations", to: paths.schoolAdmin.donations, icon: HandCoins },
  { label: "Information pages", to: paths.schoolAdmin.pages, icon: FileText },
  { label: "Experiments", to: paths.experiment, icon: FlaskConical },
  { label: "Action log", to: paths.schoolAdmin.actionLog, icon: ScrollText },
];

export function SchoolAdminLayout() {
  const { data: tenant } = useCurrentTenant();
  return <SideNavLayout title={tenant?.school_name ?? "School admin"} items={ITEMS} />;
}

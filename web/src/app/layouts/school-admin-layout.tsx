import { Archive, Inbox, ClipboardCheck, ScrollText, FlaskConical, Radio, LibraryBig, Trophy, ListChecks, BarChart3, BookOpen, FileText, FolderTree, GraduationCap, Presentation, Gauge, HandCoins, HeartHandshake, Layers, Users, UserPlus, MailPlus, Award, PenLine } from "lucide-react";
import { paths } from "@/config/paths";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { useMemo } from "react";
import { useNewInboxItems } from "@/features/operations/api/inbox";
import { SideNavLayout, type SideNavItem } from "./side-nav-layout";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";

/** School admin sidebar. Books, charities and donations join as their areas land. */
const ITEMS: SideNavItem[] = [
  { label: msg("Dashboard"), to: paths.schoolAdmin.dashboard, icon: Gauge },
  { label: msg("Users"), to: paths.schoolAdmin.users, icon: Users },
  { label: msg("Invitations"), to: paths.schoolAdmin.invitations, icon: MailPlus },
  { label: msg("Messages"), to: paths.schoolAdmin.messages, icon: Inbox },
  { label: msg("Classes"), to: paths.schoolAdmin.classes, icon: GraduationCap },
  { label: msg("Bulk enrolment"), to: paths.schoolAdmin.bulkEnrolment, icon: UserPlus },
  { label: msg("Archived students"), to: paths.schoolAdmin.archivedStudents, icon: Archive },
  { label: msg("Modes"), to: paths.schoolAdmin.schoolModes, icon: Layers },
  { label: msg("Courses"), to: paths.schoolAdmin.courses, icon: Presentation },
  { label: msg("Hubs"), to: paths.schoolAdmin.hubs, icon: LibraryBig },
  { label: msg("Live sessions"), to: paths.learning.manageLive, icon: Radio },
  { label: msg("Challenges"), to: paths.schoolAdmin.challenges, icon: Trophy },
  { label: msg("Certificates"), to: paths.schoolAdmin.certificates, icon: Award },
  { label: msg("Comprehension quizzes"), to: paths.schoolAdmin.quizzes, icon: ListChecks },
  { label: msg("Quiz answers to mark"), to: paths.learning.quizMarking(), icon: PenLine },
  { label: msg("Learning"), to: paths.schoolAdmin.learning, icon: BarChart3 },
  { label: msg("Books"), to: paths.schoolAdmin.books, icon: BookOpen },
  { label: msg("Stories to review"), to: paths.schoolAdmin.stories, icon: ClipboardCheck },
  { label: msg("Book categories"), to: paths.schoolAdmin.bookCategories, icon: FolderTree },
  { label: msg("Charities"), to: paths.schoolAdmin.charities, icon: HeartHandshake },
  { label: msg("Donations"), to: paths.schoolAdmin.donations, icon: HandCoins },
  { label: msg("Information pages"), to: paths.schoolAdmin.pages, icon: FileText },
  { label: msg("Experiments"), to: paths.experiment, icon: FlaskConical },
  { label: msg("Action log"), to: paths.schoolAdmin.actionLog, icon: ScrollText },
];

export function SchoolAdminLayout() {
  const { t } = useTranslation();
  const { data: tenant } = useCurrentTenant();
  const waiting = useNewInboxItems(["contact"]);
  const items = useMemo(() => ITEMS.map((item) => (item.to === paths.schoolAdmin.messages ? { ...item, waiting } : item)), [waiting]);
  return <SideNavLayout title={tenant?.school_name ?? t("School admin")} items={items} />;
}

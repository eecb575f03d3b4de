import { Activity, Backpack, BadgeCheck, ChartLine, Presentation, ScrollText, UserSearch, Clapperboard, Radio, LibraryBig, Trophy, ListChecks, FileText, FlaskConical, Inbox, BarChart3, BookOpen, GraduationCap, Building2, CreditCard, FolderKanban, FolderTree, Gauge, HandCoins, HeartHandshake, Layers, Mail, ShoppingBag, Users, UsersRound, Award } from "lucide-react";
import { paths } from "@/config/paths";
import { SideNavLayout, type SideNavItem } from "./side-nav-layout";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";

/** Platform staff sidebar. Entries of later areas (charities, books, orders, payments) join as they land. */
const ITEMS: SideNavItem[] = [
  { label: msg("Dashboard"), to: paths.adminPanel.dashboard, icon: Gauge },
  { label: msg("Tenants"), to: paths.adminPanel.allTenants, icon: Building2 },
  { label: msg("Modes"), to: paths.adminPanel.modes, icon: Layers },
  { label: msg("Experiments"), to: paths.experiment, icon: FlaskConical },
  { label: msg("Users"), to: paths.adminPanel.allUsers, icon: Users },
  { label: msg("User dashboard"), to: paths.adminPanel.userDashboard(), icon: UserSearch },
  { label: msg("Users dashboard"), to: paths.adminPanel.usersDashboard, icon: ChartLine },
  { label: msg("Teachers"), to: paths.adminPanel.teachers, icon: Presentation },
  { label: msg("Teacher superpowers"), to: paths.adminPanel.superpowerTeacher, icon: BadgeCheck },
  { label: msg("Students"), to: paths.adminPanel.students, icon: Backpack },
  { label: msg("Parents"), to: paths.adminPanel.superpowerParent, icon: UsersRound },
  { label: msg("Action log"), to: paths.adminPanel.actionLog, icon: ScrollText },
  { label: msg("Email monitoring"), to: paths.adminPanel.emailMonitoring, icon: Mail },
  { label: msg("Inbox"), to: paths.adminPanel.inbox(), icon: Inbox },
  { label: msg("Information pages"), to: paths.adminPanel.pages, icon: FileText },
  { label: msg("Courses"), to: paths.adminPanel.courses, icon: GraduationCap },
  { label: msg("Hubs"), to: paths.adminPanel.hubs, icon: LibraryBig },
  { label: msg("Webinars"), to: paths.adminPanel.liveSessions, icon: Radio },
  { label: msg("Challenges"), to: paths.adminPanel.challenges, icon: Trophy },
  { label: msg("Certificates"), to: paths.adminPanel.certificates, icon: Award },
  { label: msg("Comprehension quizzes"), to: paths.adminPanel.quizzes, icon: ListChecks },
  { label: msg("Impact films"), to: paths.adminPanel.films, icon: Clapperboard },
  { label: msg("Learning dashboard"), to: paths.adminPanel.learningDashboard, icon: BarChart3 },
  { label: msg("Books"), to: paths.adminPanel.allBooks, icon: BookOpen },
  { label: msg("Book categories"), to: paths.adminPanel.allBookCategories, icon: FolderTree },
  { label: msg("Book monitoring"), to: paths.adminPanel.bookMonitoring, icon: Activity },
  { label: msg("Charities"), to: paths.adminPanel.charitiesDashboard, icon: HeartHandshake },
  { label: msg("Projects"), to: paths.adminPanel.allProjects, icon: FolderKanban },
  { label: msg("Donations"), to: paths.adminPanel.donations, icon: HandCoins },
  { label: msg("Orders"), to: paths.adminPanel.orders, icon: ShoppingBag },
  { label: msg("Payments"), to: paths.adminPanel.paymentHistory, icon: CreditCard },
];

export function AdminPanelLayout() {
  const { t } = useTranslation();
  return <SideNavLayout title={t("Admin panel")} items={ITEMS} />;
}

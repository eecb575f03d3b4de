import { Activity, Backpack, BadgeCheck, ChartLine, Presentation, ScrollText, UserSearch, Clapperboard, Radio, LibraryBig, Trophy, ListChecks, FileText, FlaskConical, Inbox, BarChart3, BookOpen, GraduationCap, Building2, CreditCard, FolderKanban, FolderTree, Gauge, HandCoins, HeartHandshake, Layers, Mail, ShoppingBag, Users, UsersRound, Award } from "lucide-react";
import { paths } from "@/config/paths";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { SideNavLayout, type SideNavItem } from "./side-nav-layout";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { useMemo } from "react";
import { INBOX_KINDS } from "@contracts/operations";
import { useNewInboxItems } from "@/features/operations/api/inbox";

/** Platform staff sidebar. Entries of later areas (charities, books, orders, payments) join as they land. */
const ITEMS: SideNavItem[] = [
  { label: msg("Dashboard"), to: adminPanelPaths.dashboard, icon: Gauge },
  { label: msg("Tenants"), to: adminPanelPaths.allTenants, icon: Building2 },
  { label: msg("Modes"), to: adminPanelPaths.modes, icon: Layers },
  { label: msg("Experiments"), to: paths.experiment, icon: FlaskConical },
  { label: msg("Users"), to: adminPanelPaths.allUsers, icon: Users },
  { label: msg("User dashboard"), to: adminPanelPaths.userDashboard(), icon: UserSearch },
  { label: msg("Users dashboard"), to: adminPanelPaths.usersDashboard, icon: ChartLine },
  { label: msg("Teachers"), to: adminPanelPaths.teachers, icon: Presentation },
  { label: msg("Teacher superpowers"), to: adminPanelPaths.superpowerTeacher, icon: BadgeCheck },
  { label: msg("Students"), to: adminPanelPaths.students, icon: Backpack },
  { label: msg("Parents"), to: adminPanelPaths.superpowerParent, icon: UsersRound },
  { label: msg("Action log"), to: adminPanelPaths.actionLog, icon: ScrollText },
  { label: msg("Email monitoring"), to: adminPanelPaths.emailMonitoring, icon: Mail },
  { label: msg("Inbox"), to: adminPanelPaths.inbox(), icon: Inbox },
  { label: msg("Information pages"), to: adminPanelPaths.pages, icon: FileText },
  { label: msg("Courses"), to: adminPanelPaths.courses, icon: GraduationCap },
  { label: msg("Hubs"), to: adminPanelPaths.hubs, icon: LibraryBig },
  { label: msg("Webinars"), to: adminPanelPaths.liveSessions, icon: Radio },
  { label: msg("Challenges"), to: adminPanelPaths.challenges, icon: Trophy },
  { label: msg("Certificates"), to: adminPanelPaths.certificates, icon: Award },
  { label: msg("Comprehension quizzes"), to: adminPanelPaths.quizzes, icon: ListChecks },
  { label: msg("Impact films"), to: adminPanelPaths.films, icon: Clapperboard },
  { label: msg("Learning dashboard"), to: adminPanelPaths.learningDashboard, icon: BarChart3 },
  { label: msg("Books"), to: adminPanelPaths.allBooks, icon: BookOpen },
  { label: msg("Book categories"), to: adminPanelPaths.allBookCategories, icon: FolderTree },
  { label: msg("Book monitoring"), to: adminPanelPaths.bookMonitoring, icon: Activity },
  { label: msg("Charities"), to: adminPanelPaths.charitiesDashboard, icon: HeartHandshake },
  { label: msg("Projects"), to: adminPanelPaths.allProjects, icon: FolderKanban },
  { label: msg("Donations"), to: adminPanelPaths.donations, icon: HandCoins },
  { label: msg("Orders"), to: adminPanelPaths.orders, icon: ShoppingBag },
  { label: msg("Payments"), to: adminPanelPaths.paymentHistory, icon: CreditCard },
];

export function AdminPanelLayout() {
  const { t } = useTranslation();
  const waiting = useNewInboxItems(INBOX_KINDS);
  const items = useMemo(() => ITEMS.map((item) => (item.to === adminPanelPaths.inbox() ? { ...item, waiting } : item)), [waiting]);
  return <SideNavLayout title={t("Admin panel")} items={items} />;
}

import { Activity, Backpack, BadgeCheck, ChartLine, Presentation, ScrollText, UserSearch, Clapperboard, Radio, LibraryBig, Trophy, ListChecks, FileText, FlaskConical, Inbox, BarChart3, BookOpen, GraduationCap, Building2, CreditCard, FolderKanban, FolderTree, Gauge, HandCoins, HeartHandshake, Layers, Mail, ShoppingBag, Users, UsersRound, Award } from "lucide-react";
import { paths } from "@/config/paths";
import { SideNavLayout, type SideNavItem } from "./side-nav-layout";

/** Platform staff sidebar. Entries of later areas (charities, books, orders, payments) join as they land. */
const ITEMS: SideNavItem[] = [
  { label: "Dashboard", to: paths.adminPanel.dashboard, icon: Gauge },
  { label: "Tenants", to: paths.adminPanel.allTenants, icon: Building2 },
  { label: "Modes", to: paths.adminPanel.modes, icon: Layers },
  { label: "Experiments", to: paths.experiment, icon: FlaskConical },
  { label: "Users", to: paths.adminPanel.allUsers, icon: Users },
  { label: "User dashboard", to: paths.adminPanel.userDashboard(), icon: UserSearch },
  { label: "Users dashboard", to: paths.adminPanel.usersDashboard, icon: ChartLine },
  { label: "Teachers", to: paths.adminPanel.teachers, icon: Presentation },
  { label: "Teacher superpowers", to: paths.adminPanel.superpowerTeacher, icon: BadgeCheck },
  { label: "Students", to: paths.adminPanel.students, icon: Backpack },
  { label: "Parents", to: paths.adminPanel.superpowerParent, icon: UsersRound },
  { label: "Action log", to: paths.adminPanel.actionLog, icon: ScrollText },
  { label: "Email monitoring", to: paths.adminPanel.emailMonitoring, icon: Mail },
  { label: "Inbox", to: paths.adminPanel.inbox(), icon: Inbox },
  { label: "Information pages", to: paths.adminPanel.pages, icon: FileText },
  { label: "Courses", to: paths.adminPanel.courses, icon: GraduationCap },
  { label: "Hubs", to: paths.adminPanel.hubs, icon: LibraryBig },
  { label: "Webinars", to: paths.adminPanel.liveSessions, icon: Radio },
  { label: "Challenges", to: paths.adminPanel.challenges, icon: Trophy },
  { label: "Certificates", to: paths.adminPanel.certificates, icon: Award },
  { label: "Comprehension quizzes", to: paths.adminPanel.quizzes, icon: ListChecks },
  { label: "Impact films", to: paths.adminPanel.films, icon: Clapperboard },
  { label: "Learning dashboard", to: paths.adminPanel.learningDashboard, icon: BarChart3 },
  { label: "Books", to: paths.adminPanel.allBooks, icon: BookOpen },
  { label: "Book categories", to: paths.adminPanel.allBookCategories, icon: FolderTree },
  { label: "Book monitoring", to: paths.adminPanel.bookMonitoring, icon: Activity },
  { label: "Charities", to: paths.adminPanel.charitiesDashboard, icon: HeartHandshake },
  { label: "Projects", to: paths.adminPanel.allProjects, icon: FolderKanban },
  { label: "Donations", to: paths.adminPanel.donations, icon: HandCoins },
  { label: "Orders", to: paths.adminPanel.orders, icon: ShoppingBag },
  { label: "Payments", to: paths.adminPanel.paymentHistory, icon: CreditCard },
];

export function AdminPanelLayout() {
  return <SideNavLayout title="Admin panel" items={ITEMS} />;
}

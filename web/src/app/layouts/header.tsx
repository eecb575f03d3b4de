import { Suspense, lazy, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { useAtomValue } from "jotai";
import { LayoutDashboard, LogIn, LogOut, Menu, ShoppingCart } from "lucide-react";
import type { PublicTenant } from "@contracts/tenants";
import { paths } from "@/config/paths";
import { genericAccessAtom, userAtom } from "@/lib/session";
import { PLATFORM_NAME } from "@/lib/branding";
import { CommunityTrigger } from "@/features/identity/auth/components/community-trigger";
import { cartCountAtom } from "@/features/commerce/state";
import { HeaderSearch } from "@/features/search/components/header-search";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { msg } from "@/lib/i18n";
import { useTranslation } from "react-i18next";
import { NavMenu, type MainMenu, type MenuLink } from "./nav-menu";
import { initialOf } from "@contracts/initials";

// Loaded on demand: only switchboard schools show the picker, and the menu opens only on phones.
const ModePicker = lazy(() => import("@/features/identity/modes/mode-picker").then((m) => ({ default: m.ModePicker })));
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));
// Only a community visitor has it, and Radix's menu is most of its weight.
const CommunityMenu = lazy(() => import("@/features/identity/auth/components/community-menu").then((m) => ({ default: m.CommunityMenu })));

/**
 * A community visitor's menu. While its code loads, the same Community button stands in its place
 * (nothing moves); a click on it then opens the menu as soon as it is there.
 */
function CommunityAccount({ inPanel }: { inPanel: boolean }) {
  const [opened, setOpened] = useState(false);
  if (inPanel) {
    return (
      <Suspense fallback={null}>
        <CommunityMenu inPanel />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<CommunityTrigger aria-haspopup="menu" aria-expanded={false} onClick={() => setOpened(true)} />}>
      <CommunityMenu defaultOpen={opened} />
    </Suspense>
  );
}

/** The Learn menu: every learning area that exists. */
const LEARN: MenuLink[] = [
  { label: msg("Courses"), to: paths.learning.courses, description: msg("Short courses about our world, for children") },
  { label: msg("Teacher training"), to: paths.learning.teacherTraining, description: msg("Professional development for teachers") },
  { label: msg("Lesson hubs"), to: paths.learning.hubs, description: msg("Lessons gathered around one theme") },
  { label: msg("Live sessions"), to: paths.learning.live, description: msg("Webinars and live class sessions to join") },
  { label: msg("Challenges"), to: paths.learning.challenges, description: msg("Write, draw and make something for a goal") },
  { label: msg("Impact films"), to: paths.learning.impactFilms, description: msg("Short films about what giving changes") },
  { label: msg("The 17 Global Goals"), to: paths.learning.sdgs, description: msg("What serves each Sustainable Development Goal") },
];

/** The Give menu: every way to give that exists. */
const GIVE: MenuLink[] = [
  { label: msg("Charities"), to: paths.giving.charities, description: msg("The charities schools support") },
  { label: msg("Projects"), to: paths.giving.projects, description: msg("Causes with a goal to reach") },
  { label: msg("Libraries"), to: paths.giving.libraries, description: msg("Physical libraries to build and stock") },
];

/** The About menu: the information pages and the ways to reach us. */
const ABOUT: MenuLink[] = [
  { label: msg("About us"), to: paths.about, description: msg("Who we are and why we do this") },
  { label: msg("Our framework"), to: paths.info("our-framework"), description: msg("Read, write, act: how learning works here") },
  { label: msg("Navigating the platform"), to: paths.info("navigating-the-platform"), description: msg("Where everything is, for each role") },
  { label: msg("Global reach"), to: paths.globalReach, description: msg("Libraries, charities and gifts by country") },
  { label: msg("Our team"), to: paths.info("our-team"), description: msg("The people behind the platform") },
  { label: msg("Testimonials"), to: paths.info("testimonials"), description: msg("What teachers and schools say") },
  { label: msg("Acknowledgement"), to: paths.info("acknowledgement"), description: msg("The projects and partners we build on") },
  { label: msg("FAQ"), to: paths.faq, description: msg("Answers to common questions") },
  { label: msg("Contact us"), to: paths.contact, description: msg("Write to us") },
  { label: msg("Request a tour"), to: paths.requestTour, description: msg("A guided tour for your school") },
  { label: msg("Report a problem"), to: paths.reportProblem(), description: msg("Tell us when something goes wrong") },
];

function mainMenu(tenant: PublicTenant | null): MainMenu {
  return [
    // Account creation is for the platform only: schools create their own accounts.
    ...(tenant ? [] : [{ label: msg("Register"), to: paths.register }]),
    { label: msg("Learn"), to: paths.learning.courses, children: LEARN },
    { label: msg("Give"), to: paths.charities, children: GIVE },
    { label: msg("Books"), to: paths.library },
    { label: msg("About"), to: paths.about, children: ABOUT },
  ];
}

export function Header({ tenant }: { tenant: PublicTenant | null }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const community = useAtomValue(genericAccessAtom);
  const count = useAtomValue(cartCountAtom);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const name = tenant?.school_name ?? PLATFORM_NAME;
  const menu = mainMenu(tenant);

  // In the phone menu a finger presses them: 44 px on a touch screen (32 px in the header's row).
  const touch = (inPanel: boolean) => (inPanel ? " pointer-coarse:min-h-11" : "");
  // Between the desktop menu's first width (900 px) and 1024 px the header's row has no room for
  // both labels beside the search and the mode picker: the icons stay, the words are read out.
  const label = (inPanel: boolean, text: string) => <span className={inPanel ? undefined : "sr-only lg:not-sr-only"}>{text}</span>;
  const account = (inPanel: boolean) => user ? (
    <>
      <Link to={paths.dashboard} className={buttonVariants({ variant: "ghost", size: "sm" }) + " whitespace-nowrap" + touch(inPanel)}>
        <LayoutDashboard aria-hidden /> {label(inPanel, t("Dashboard"))}
      </Link>
      <button className={buttonVariants({ variant: "outline", size: "sm" }) + " whitespace-nowrap" + touch(inPanel)} onClick={() => navigate(paths.logout)}>
        <LogOut aria-hidden /> {label(inPanel, t("Logout"))}
      </button>
    </>
  ) : community ? (
    <CommunityAccount inPanel={inPanel} />
  ) : (
    <Link to={paths.login} className={buttonVariants({ size: "sm" }) + " whitespace-nowrap" + touch(inPanel)}>
      <LogIn aria-hidden /> {t("Login")}
    </Link>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-line-muted bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1280px] items-center gap-3 px-3 xs:px-4 lg:px-6">
        <button className={clsx(buttonVariants({ variant: "ghost", size: "icon" }), "mdl:hidden")} aria-label={t("Open menu")} onClick={() => setOpen(true)}>
          <Menu className="size-5" aria-hidden />
        </button>
        <Link to={paths.library} className="flex min-w-0 items-center gap-2">
          {tenant?.logo ? (
            <img src={tenant.logo} alt="" className="size-9 shrink-0 rounded object-contain" />
          ) : (
            <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded bg-primary text-sm font-bold text-white">
              {initialOf(name)}
            </span>
          )}
          {/* Hidden on the smallest phones, but always read out: the link's name is the school's name.
              One line, cut with an ellipsis when the menu needs the room (not-sr-only would undo a
              truncate on the same element: it sets white-space and overflow back). */}
          <span className="sr-only min-w-0 xxs:not-sr-only">
            <span dir="auto" className="block truncate text-base font-bold text-ink lg:text-lg" title={name}>{name}</span>
          </span>
        </Link>

        <nav aria-label={t("Main")} className="ms-4 hidden items-center gap-1 mdl:flex">
          {menu.map((item) =>
            item.children ? (
              <NavMenu key={item.label} label={item.label} items={item.children} />
            ) : (
            <NavLink
              key={item.label}
              to={item.to}
              className={({ isActive }) => clsx("rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-surface-alt", isActive ? "text-primary" : "text-ink")}
            >
              {t(item.label)}
            </NavLink>
            ),
          )}
        </nav>

        <div className="ms-auto flex items-center gap-2">
          {tenant ? <HeaderSearch className="hidden w-40 mdl:block xl:w-64" /> : null}
          {tenant?.switchboard ? (
            <div className="hidden xs:block">
              <Suspense fallback={null}>
                <ModePicker />
              </Suspense>
            </div>
          ) : null}
          <Link to={paths.cart} className="relative rounded-md p-2 text-ink hover:bg-surface-alt" aria-label={count > 0 ? t("Cart, {{count}} items", { count }) : t("Cart")}>
            <ShoppingCart className="size-5" aria-hidden />
            {count > 0 ? (
              <span className="absolute -top-0.5 -end-0.5 flex min-w-5 items-center justify-center rounded-full bg-book-button px-1 text-xs font-bold text-white" aria-hidden>
                {count}
              </span>
            ) : null}
          </Link>
          <div className="hidden items-center gap-2 sm:flex">{account(false)}</div>
        </div>
      </div>

      {open ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} setOpen={setOpen} name={name} tenant={tenant} menu={menu} account={account(true)} />
        </Suspense>
      ) : null}
    </header>
  );
}

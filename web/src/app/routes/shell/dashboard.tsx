import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { Building2, KeyRound, Mail, School, ShieldCheck, UserRound } from "lucide-react";
import { paths } from "@/config/paths";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { ROLE_LABELS } from "@/lib/roles";
import { fullName, userAtom } from "@/lib/session";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { DashboardLibrary } from "@/features/library/books/components/dashboard-library";
import { DashboardGiving } from "@/features/giving/causes/components/dashboard-giving";
import { DashboardLearning } from "@/features/learning/courses/components/dashboard-learning";
import { ParentDashboard } from "@/features/operations/components/parent-dashboard";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { countryName } from "@/lib/format";
import { useTranslation } from "react-i18next";
import { initialOf } from "@contracts/initials";

/** The signed-in user's dashboard: who they are, and where they can go. Later areas add sections. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const { data: tenant } = useCurrentTenant();
  const role = user.is_staff ? t("Platform staff") : user.role ? ROLE_LABELS[user.role] : t("Member");

  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-4 rounded-xl bg-primary p-6 text-white sm:flex-row sm:items-center">
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-16 rounded-full border-2 border-white object-cover" />
        ) : (
          <span aria-hidden className="flex size-16 items-center justify-center rounded-full bg-white/20 text-2xl font-bold">
            {initialOf(user.first_name)}
            {initialOf(user.last_name)}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{fullName(user)}</h1>
          {/* An email address beside the envelope; a pupil has none (their username is under "Your account"). */}
          {user.email ? (
            <p className="flex items-center gap-2 break-all">
              <Mail className="size-4 shrink-0" aria-hidden />
              {user.email}
            </p>
          ) : null}
        </div>
        <Badge className="self-start bg-white text-primary-dark sm:ms-auto sm:self-center">{role}</Badge>
      </header>

      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserRound className="size-5" aria-hidden /> {t("Your account")}
            </CardTitle>
            <CardDescription>{t("How you sign in and where you belong.")}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">{t("Username")}</dt>
              <dd className="break-all">{user.username}</dd>
              <dt className="text-ink-muted">{t("School")}</dt>
              <dd>{tenant?.school_name ?? t("Platform account")}</dd>
              {user.country ? (
                <>
                  <dt className="text-ink-muted">{t("Country")}</dt>
                  <dd>{countryName(user.country)}</dd>
                </>
              ) : null}
            </dl>
          </CardContent>
        </Card>

        {user.is_staff ? (
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <ShieldCheck className="size-5" aria-hidden /> {t("Platform administration")}
              </CardTitle>
              <CardDescription>{t("Schools, users, modes and email monitoring.")}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to={adminPanelPaths.dashboard}>{t("Open the admin panel")}</Link>
              </Button>
            </CardContent>
          </Card>
        ) : null}

        {user.role === "school_admin" || (user.is_staff && tenant) ? (
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <School className="size-5" aria-hidden /> {t("School administration")}
              </CardTitle>
              <CardDescription>{tenant ? t("Users, classes, class codes and modes of {{school}}.", { school: tenant.school_name }) : t("Users, classes, class codes and modes of your school.")}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to={paths.schoolAdmin.dashboard}>{t("Manage the school")}</Link>
              </Button>
            </CardContent>
          </Card>
        ) : null}

        {tenant && (user.role === "teacher" || user.role === "school_admin") ? (
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <KeyRound className="size-5" aria-hidden /> {t("Home-learning codes")}
              </CardTitle>
              <CardDescription>{t("Codes for families: a parent enters their child's code to follow their progress.")}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to={paths.schoolAdmin.homeLearningCodes()}>{t("Print a class's codes")}</Link>
              </Button>
            </CardContent>
          </Card>
        ) : null}

        {tenant ? (
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Building2 className="size-5" aria-hidden /> {tenant.school_name}
              </CardTitle>
              <CardDescription>{t("You are signed in on your school's site.")}</CardDescription>
            </CardHeader>
          </Card>
        ) : null}

        <DashboardGiving />
      </div>

      {user.role === "parent" ? <ParentDashboard /> : null}

      <DashboardLearning teaches={!!tenant && (user.role === "teacher" || user.role === "school_admin")} />

      <DashboardLibrary user={user} onSchoolSite={!!tenant} />
    </div>
  );
}

import { useState } from "react";
import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { Trans, useTranslation } from "react-i18next";
import { FEATURE_CATALOGUE } from "@contracts/features";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingState } from "@/components/ui/query-states";
import { Select } from "@/components/ui/select";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { useTenantOptions } from "@/features/identity/admin-panel/api/get-tenants";
import { FeatureToggles } from "@/features/identity/school-admin/components/feature-toggles";

/** Platform staff on the platform host: pick a school, then switch its features. */
function StaffSchoolFeatures() {
  const { t } = useTranslation();
  const schools = useTenantOptions();
  const [tenantId, setTenantId] = useState("");
  const school = schools.data?.find((s) => s.id === tenantId);
  return (
    <div className="grid gap-4">
      <FormField label={t("School")}>
        <Select value={tenantId} onChange={(e) => setTenantId(e.target.value)} disabled={!schools.data}>
          <option value="">{t("Choose a school…")}</option>
          {schools.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.school_name}
            </option>
          ))}
        </Select>
      </FormField>
      {school ? <FeatureToggles key={school.id} target={{ kind: "tenant", tenantId: school.id }} schoolName={school.school_name} /> : null}
    </div>
  );
}

/** Everyone else: what the catalogue holds, and who can switch it. */
function Catalogue() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3">
      {FEATURE_CATALOGUE.map((f) => (
        <li key={f.key} className="grid gap-1 rounded-lg border border-line-muted bg-surface p-4">
          <h2 className="font-semibold text-ink">{t(f.name)}</h2>
          <p className="text-sm text-ink-muted">{t(f.description)}</p>
          <p className="text-xs text-ink-muted">{f.default ? t("Usually on.") : t("Usually off.")}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * /experiment: the features a school can switch on early (or off) for itself. A school's admins
 * switch them on its site; platform staff for any school from the platform; the API enforces them.
 */
export default function ExperimentPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const tenant = useCurrentTenant();
  if (tenant.isPending) return <LoadingState label={t("Loading")} />;
  const school = tenant.data ?? null;
  const manages = !!user && (user.is_staff || (!!school && user.role === "school_admin"));

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHeader
        title={t("Experiments")}
        description={school ? t("Features {{school}} can switch on early, or off, for everyone at the school.", { school: school.school_name }) : t("Features each school can switch on early, or off, for itself.")}
      />
      {school && manages ? (
        <FeatureToggles target={{ kind: "school" }} schoolName={school.school_name} />
      ) : !school && user?.is_staff ? (
        <StaffSchoolFeatures />
      ) : (
        <>
          <Alert>
            {school
              ? t("{{school}}'s school admins choose these features. Ask them if you would like one switched on.", { school: school.school_name })
              : user
                ? t("Each school's admins choose these features on their school's own site.")
                : <Trans i18nKey="School admins: <0>sign in</0> on your school's site to choose these features." components={[<Link key="login" to={paths.login} className="font-semibold underline" />]} />}
          </Alert>
          <Catalogue />
        </>
      )}
    </div>
  );
}

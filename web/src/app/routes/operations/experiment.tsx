import { useState } from "react";
import { Link } from "react-router";
import { useAtomValue } from "jotai";
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
  const schools = useTenantOptions();
  const [tenantId, setTenantId] = useState("");
  const school = schools.data?.find((s) => s.id === tenantId);
  return (
    <div className="grid gap-4">
      <FormField label="School">
        <Select value={tenantId} onChange={(e) => setTenantId(e.target.value)} disabled={!schools.data}>
          <option value="">Choose a school…</option>
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
  return (
    <ul className="grid gap-3">
      {FEATURE_CATALOGUE.map((f) => (
        <li key={f.key} className="grid gap-1 rounded-lg border border-line-muted bg-surface p-4">
          <h2 className="font-semibold text-ink">{f.name}</h2>
          <p className="text-sm text-ink-muted">{f.description}</p>
          <p className="text-xs text-ink-muted">Usually {f.default ? "on" : "off"}.</p>
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
  const user = useAtomValue(userAtom);
  const tenant = useCurrentTenant();
  if (tenant.isPending) return <LoadingState label="Loading" />;
  const school = tenant.data ?? null;
  const manages = !!user && (user.is_staff || (!!school && user.role === "school_admin"));

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHeader
        title="Experiments"
        description={school ? `Features ${school.school_name} can switch on early, or off, for everyone at the school.` : "Features each school can switch on early, or off, for itself."}
      />
      {school && manages ? (
        <FeatureToggles target={{ kind: "school" }} schoolName={school.school_name} />
      ) : !school && user?.is_staff ? (
        <StaffSchoolFeatures />
      ) : (
        <>
          <Alert>
            {school
              ? `${school.school_name}'s school admins choose these features. Ask them if you would like one switched on.`
              : user
                ? "Each school's admins choose these features on their school's own site."
                : (
                  <>
                    School admins: <Link to={paths.login} className="font-semibold underline">sign in</Link> on your school&apos;s site to choose these features.
                  </>
                )}
          </Alert>
          <Catalogue />
        </>
      )}
    </div>
  );
}

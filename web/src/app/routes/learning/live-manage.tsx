import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { ManageSessions } from "@/features/learning/live/components/manage-sessions";
import { LoadingState } from "@/components/ui/query-states";
import { userAtom } from "@/lib/session";

/** /live/manage: a school's admins and teachers schedule and follow their sessions. */
export default function LiveManagePage() {
  const { t } = useTranslation();
  const tenant = useCurrentTenant();
  const user = useAtomValue(userAtom);
  if (tenant.isPending) return <LoadingState label={t("Loading")} />;
  return <ManageSessions platform={!tenant.data} hostName={user ? `${user.first_name} ${user.last_name}`.trim() : ""} schoolZone={tenant.data?.time_zone} />;
}

import { useAtomValue } from "jotai";
import { paths } from "@/config/paths";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { useCurrentTenant } from "@/features/identity/tenant/api";
import { LiveList } from "@/features/learning/live/components/live-list";
import { userAtom } from "@/lib/session";

/** /live (schedulers get a link to where they schedule: staff on the platform host the admin panel, a school's adults /live/manage). */
export default function LivePage() {
  const user = useAtomValue(userAtom);
  const { data: tenant } = useCurrentTenant();
  const schedules = !!user && (user.is_staff || user.role === "teacher" || user.role === "school_admin");
  const manageTo = !schedules ? undefined : user.is_staff && !tenant ? adminPanelPaths.liveSessions : paths.learning.manageLive;
  return <LiveList manageTo={manageTo} />;
}

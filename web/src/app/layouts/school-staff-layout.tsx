import { useAtomValue } from "jotai";
import { userAtom } from "@/lib/session";
import { RootLayout } from "./root-layout";
import { SchoolAdminLayout } from "./school-admin-layout";

/** Pages school admins and teachers share (bulk enrolment): admins keep their side navigation. */
export function SchoolStaffLayout() {
  const user = useAtomValue(userAtom);
  return user?.role === "teacher" && !user.is_staff ? <RootLayout /> : <SchoolAdminLayout />;
}

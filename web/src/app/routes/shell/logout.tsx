import { useEffect } from "react";
import { useNavigate } from "react-router";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { logout } from "@/features/identity/auth/api";
import { paths } from "@/config/paths";
import { PageLoader } from "@/components/ui/spinner";

export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let done = false;
    logout().finally(() => {
      if (done) return;
      done = true;
      toast.success(i18n.t("You have been logged out."));
      navigate(paths.login, { replace: true });
    });
  }, [navigate]);
  return <PageLoader />;
}

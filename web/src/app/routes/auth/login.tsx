import { useParams } from "react-router";
import { AuthShell } from "@/features/identity/auth/components/auth-shell";
import { LoginWizard } from "@/features/identity/auth/components/login-wizard";

/** /login and /login/:token (an invitation: after sign-in the user goes on to accept it). */
export default function LoginPage() {
  const { token } = useParams();
  return (
    <AuthShell wide>
      <LoginWizard invitationToken={token} />
    </AuthShell>
  );
}

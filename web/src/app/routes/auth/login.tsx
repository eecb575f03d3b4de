import { useParams } from "react-router";
import { AuthPage } from "./auth-page";
import { LoginWizard } from "@/features/identity/auth/components/login-wizard";

/** /login and /login/:token (an invitation: after sign-in the user goes on to accept it). */
export default function LoginPage() {
  const { token } = useParams();
  return (
    <AuthPage wide>
      <LoginWizard invitationToken={token} />
    </AuthPage>
  );
}

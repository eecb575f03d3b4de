import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AccountCard } from "@/features/identity/auth/components/auth-shell";
import { AcceptInvitation } from "@/features/identity/auth/components/accept-invitation";

/** /accept-invitation/{token}/ — the link from an invitation email. */
export default function AcceptInvitationPage() {
  const { t } = useTranslation();
  const token = useParams().token?.trim() ?? "";
  return (
    <AccountCard>
      <section aria-label={t("Invitation")} className="grid gap-5">
        <AcceptInvitation token={token} />
      </section>
    </AccountCard>
  );
}

import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Award } from "lucide-react";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { msg } from "@/lib/i18n";
import { useMyCertificates } from "../api/get-my-certificates";

/** What the way to a certificate says, by its status. */
export const CERTIFICATE_LINK_LABEL: Record<string, string> = {
  awaiting_claim: msg("Get your certificate"),
  returned: msg("Get your certificate"),
  pending_review: msg("Certificate: waiting for approval"),
  issued: msg("See your certificate"),
  revoked: msg("Your certificate"),
};

/** On a finished course's page: the way to the learner's certificate (claim it, or see it). */
export function GetCertificateLink({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const mine = useMyCertificates();
  const cert = mine.data?.find((c) => c.course.id === courseId);
  if (!cert) return mine.isPending ? null : <p className="text-xs text-ink-muted">{t("Your certificate appears here once every lesson (and the final quiz) is done.")}</p>;
  return (
    <Button asChild size="lg" variant={cert.status === "issued" ? "outline" : "default"}>
      <Link to={paths.learning.certificate(cert.id)}>
        <Award aria-hidden /> {t(CERTIFICATE_LINK_LABEL[cert.status])}
      </Link>
    </Button>
  );
}

import { Link } from "react-router";
import { Award } from "lucide-react";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { useMyCertificates } from "../api/get-my-certificates";

const LABEL: Record<string, string> = {
  awaiting_claim: "Get your certificate",
  returned: "Get your certificate",
  pending_review: "Certificate: waiting for approval",
  issued: "See your certificate",
  revoked: "Your certificate",
};

/** On a finished course's page: the way to the learner's certificate (claim it, or see it). */
export function GetCertificateLink({ courseId }: { courseId: string }) {
  const mine = useMyCertificates();
  const cert = mine.data?.find((c) => c.course.id === courseId);
  if (!cert) return mine.isPending ? null : <p className="text-xs text-ink-muted">Your certificate appears here once every lesson (and the final quiz) is done.</p>;
  return (
    <Button asChild size="lg" variant={cert.status === "issued" ? "outline" : "default"}>
      <Link to={paths.learning.certificate(cert.id)}>
        <Award aria-hidden /> {LABEL[cert.status]}
      </Link>
    </Button>
  );
}

import { useParams } from "react-router";
import { VerificationPage } from "@/features/learning/certificates/components/verification-page";

/** /certificates/{id}: public verification, outside the root layout. */
export default function CertificateVerificationRoute() {
  const { id = "" } = useParams();
  return <VerificationPage key={id} id={id} />;
}

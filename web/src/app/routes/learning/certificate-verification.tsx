import { useParams } from "react-router";
import { LanguageMenu } from "@/app/layouts/language-menu";
import { VerificationPage } from "@/features/learning/certificates/components/verification-page";

/** /certificates/{id}: public verification, outside the root layout (so with its own language menu). */
export default function CertificateVerificationRoute() {
  const { id = "" } = useParams();
  return <VerificationPage key={id} id={id} corner={<LanguageMenu />} />;
}

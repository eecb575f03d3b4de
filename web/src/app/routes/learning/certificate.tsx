import { useParams } from "react-router";
import { CertificatePage } from "@/features/learning/certificates/components/certificate-page";

/** /certificate/{id}: the holder's certificate. */
export default function CertificateRoute() {
  const { id = "" } = useParams();
  return <CertificatePage key={id} id={id} />;
}

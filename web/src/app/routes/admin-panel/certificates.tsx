import { CertificatesAdmin } from "@/features/learning/certificates/components/certificates-admin";

/** /admin-panel/certificates: every school's certificates for staff, and platform courses' claims. */
export default function AllCertificatesPage() {
  return <CertificatesAdmin canAdminister staff />;
}

import { CertificatesAdmin } from "@/features/learning/certificates/components/certificates-admin";

/** /admin/certificates: the school's certificates (list, CSV, revoke, reissue) and claims to review. */
export default function SchoolCertificatesPage() {
  return <CertificatesAdmin canAdminister />;
}

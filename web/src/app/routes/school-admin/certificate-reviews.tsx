import { useAtomValue } from "jotai";
import { userAtom } from "@/lib/session";
import { CertificatesAdmin } from "@/features/learning/certificates/components/certificates-admin";

/** /certificate-reviews: teachers review certificate claims (and see the school's certificates). */
export default function CertificateReviewsPage() {
  const user = useAtomValue(userAtom);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <CertificatesAdmin canAdminister={!!user && (user.role === "school_admin" || user.is_staff)} />
    </div>
  );
}

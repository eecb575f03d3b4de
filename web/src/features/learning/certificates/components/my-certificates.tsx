import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Award } from "lucide-react";
import { paths } from "@/config/paths";
import { useMyCertificates } from "../api/get-my-certificates";
import { CERTIFICATE_LINK_LABEL } from "./get-certificate-link";

/**
 * On the dashboard's My courses: the ways to the learner's certificates (to see an issued one, or to
 * claim one waiting for them), so they need not open each course's page. One request, the holder's
 * own list (GET /certificates/, shared with the course pages' link); nothing when they have none yet.
 */
export function MyCertificates() {
  const { t } = useTranslation();
  const mine = useMyCertificates();
  const shown = mine.data?.filter((c) => c.status !== "revoked") ?? [];
  if (!shown.length) return null;
  return (
    <section aria-labelledby="my-certificates" className="grid gap-2 rounded-xl border border-line-muted bg-surface p-4">
      <h3 id="my-certificates" className="flex items-center gap-2 font-bold text-ink">
        <Award aria-hidden className="size-5 text-primary-dark" /> {t("My certificates")}
      </h3>
      <ul className="grid gap-1.5">
        {shown.map((c) => (
          <li key={c.id} className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <Link to={paths.learning.certificate(c.id)} className="font-semibold break-words text-primary-dark underline">
              <bdi>{c.course.title}</bdi>
            </Link>
            <span className="text-ink-muted">{t(CERTIFICATE_LINK_LABEL[c.status] ?? "Certificate")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

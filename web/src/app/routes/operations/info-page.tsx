import type { ContentPageSlug } from "@contracts/operations";
import { InfoPage } from "@/features/operations/components/info-page";

/** /about, /faq, /privacy-policy … (one component; the slug picks the page). */
export default function InfoPageRoute({ slug }: { slug: ContentPageSlug }) {
  return <InfoPage key={slug} slug={slug} />;
}

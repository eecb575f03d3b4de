import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ClipboardCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { StoryReviewQueue } from "./story-review-queue";

/** Dashboard, teachers and school admins: the stories their pupils sent for review. */
export function DashboardStoriesToReview() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardCheck className="size-5" aria-hidden /> {t("Stories to review")}
        </CardTitle>
        <CardDescription>{t("Stories your pupils sent for review. Read each one, then approve it to publish it or send it back with a reason they will read.")}</CardDescription>
      </CardHeader>
      <CardContent>
        <StoryReviewQueue offset={offset} onOffsetChange={setOffset} />
      </CardContent>
    </Card>
  );
}

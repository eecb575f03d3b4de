import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PenLine } from "lucide-react";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useQuizMarkingCount } from "../api/quiz-marking";

/** Dashboard, teachers and school admins: how many quiz attempts wait for their mark, and the way to the marking page. */
export function DashboardQuizMarking() {
  const { t } = useTranslation();
  const count = useQuizMarkingCount();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PenLine className="size-5" aria-hidden /> {t("Quiz answers to mark")}
        </CardTitle>
        <CardDescription>{t("Written answers your pupils gave in course quizzes wait for your mark before their score is final.")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold text-ink" aria-live="polite">
          {count.isSuccess ? (count.data === 0 ? t("Nothing to mark") : t("{{n}} quiz attempts to mark", { count: count.data, n: formatNumber(count.data) })) : count.isError ? t("Could not count the answers to mark") : null}
        </p>
        <Button asChild variant={count.data ? "default" : "outline"}>
          <Link to={paths.learning.quizMarking()}>{t("Mark quiz answers")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { BookOpen } from "lucide-react";
import { paths } from "@/config/paths";
import { userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useCurrentTenant, useFeatureEnabled } from "@/features/identity/tenant/api";
import { useChallenge } from "@/features/learning/courses/api/challenges";
import { ChallengeBrief, LETTER_CHALLENGE } from "@/features/learning/courses/components/challenge-pages";
import { MyLetters } from "@/features/library/dear-world/components/my-letters";
import { WriteLetterForm } from "@/features/library/dear-world/components/write-letter-form";
import { canWriteLetters } from "@/features/library/dear-world/lib/roles";

/**
 * /challenges/write-a-letter-and-change-the-world-with-upschool: write a letter to the world with the
 * library's letter writer; a teacher approves it and it joins the school's Dear World book.
 */
export default function LetterChallengePage() {
  const { t } = useTranslation();
  const challenge = useChallenge(LETTER_CHALLENGE);
  const tenant = useCurrentTenant();
  const user = useAtomValue(userAtom);
  const letters = useFeatureEnabled("dear_world");
  if (challenge.isPending) return <LoadingState label={t("Loading the challenge")} />;
  if (challenge.isError) return <ErrorState error={challenge.error} title={t("Could not load this challenge")} />;
  const c = challenge.data;
  return (
    <div className="grid gap-8">
      <BackLink to={paths.learning.challenges}>{t("All challenges")}</BackLink>
      <PageHeader
        title={c.title}
        actions={
          letters ? (
            <Button asChild variant="outline">
              <Link to={paths.dearWorldBook}>
                <BookOpen aria-hidden /> {t("Read the Dear World book")}
              </Link>
            </Button>
          ) : null
        }
      />
      <ChallengeBrief c={c} />
      {!letters ? (
        <Alert>{t("Dear World letters are switched off for this school.")}</Alert>
      ) : !tenant.data ? (
        <Alert>{t("Letters are written on your school's own site, and go into its Dear World book.")}</Alert>
      ) : canWriteLetters(user) ? (
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle>{t("Write your letter")}</CardTitle>
            <CardDescription>{t("A teacher reads every letter before it goes into the Dear World book.")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <WriteLetterForm teacher={user?.role === "teacher"} />
            <div className="grid gap-2">
              <h2 className="font-semibold text-ink">{t("My letters")}</h2>
              <MyLetters />
            </div>
          </CardContent>
        </Card>
      ) : !user ? (
        <Alert>
          <Trans i18nKey="<0>Sign in</0> to write your letter." components={[<Link key="login" to={paths.login} className="font-semibold underline" />]} />
        </Alert>
      ) : (
        <Alert>
          <Trans
            i18nKey="Teachers choose the letters for the book on the <0>Dear World book</0> page."
            components={[<Link key="book" to={paths.dearWorldBook} className="font-semibold underline" />]}
          />
        </Alert>
      )}
    </div>
  );
}

import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { useAtomValue } from "jotai";
import { Printer } from "lucide-react";
import { paths } from "@/config/paths";
import { genericAccessAtom, userAtom } from "@/lib/session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useCurrentTenant, useFeatureEnabled } from "@/features/identity/tenant/api";
import { useDearWorldBook } from "@/features/library/dear-world/api/get-book";
import { CurationPanel } from "@/features/library/dear-world/components/curation-panel";
import { LetterBook } from "@/features/library/dear-world/components/letter-book";
import { MyLetters } from "@/features/library/dear-world/components/my-letters";
import { WriteLetterForm } from "@/features/library/dear-world/components/write-letter-form";
import { canCurateLetters, canWriteLetters } from "@/features/library/dear-world/lib/roles";
import { isolate } from "@/lib/bidi";

/** /dear-world-book: the school's class book of letters to the world, written by students and curated by teachers. */
export default function DearWorldBookPage() {
  const { t } = useTranslation();
  const tenant = useCurrentTenant();
  const user = useAtomValue(userAtom);
  const community = useAtomValue(genericAccessAtom);
  const school = tenant.data ?? null;
  const switchedOn = useFeatureEnabled("dear_world");
  const mayRead = !!school && switchedOn && (!!user || community);
  const book = useDearWorldBook(mayRead);
  const writes = canWriteLetters(user);
  const curates = canCurateLetters(user);

  if (tenant.isPending) return <LoadingState label={t("Loading Dear World")} />;
  if (school && !switchedOn) {
    return (
      <div className="grid gap-4">
        <PageHeader title={t("Dear World")} />
        <Alert>{t("Dear World letters are switched off for {{school}}. Its school admins can switch them on in Experiments.", { school: isolate(school.school_name) })}</Alert>
      </div>
    );
  }
  if (!school) {
    return (
      <div className="grid gap-4">
        <PageHeader title={t("Dear World")} />
        <Alert>{t("Dear World is a class book each school writes together. Open it on your school's site.")}</Alert>
      </div>
    );
  }

  return (
    <div className="grid gap-8">
      <PageHeader
        title={t("Dear World")}
        description={t("Letters to the world from {{school}}, chosen by our teachers.", { school: isolate(school.school_name) })}
        actions={
          mayRead && book.data && book.data.chapters.length > 0 ? (
            <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden /> {t("Print the book")}
            </Button>
          ) : null
        }
      />

      {writes || curates ? (
        <div className="grid gap-6 print:hidden">
          {writes ? (
            <Card className="max-w-3xl">
              <CardHeader>
                <CardTitle>{t("Write a letter")}</CardTitle>
                <CardDescription>{t("What would you like to tell the world? A teacher reads every letter before it goes into the book.")}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-6">
                <WriteLetterForm teacher={user?.role === "teacher"} />
                <div className="grid gap-2">
                  <h3 className="font-semibold text-ink">{t("My letters")}</h3>
                  <MyLetters />
                </div>
              </CardContent>
            </Card>
          ) : null}
          {curates ? (
            <Card>
              <CardHeader>
                <CardTitle>{t("Review letters")}</CardTitle>
                <CardDescription>{t("Include letters from your classes in the book and set their order.")}</CardDescription>
              </CardHeader>
              <CardContent>
                <CurationPanel />
              </CardContent>
            </Card>
          ) : null}
        </div>
      ) : null}

      <section aria-label={t("The class book")} className="grid gap-4">
        {!mayRead ? (
          <Alert>
            <Trans
              i18nKey="The class book is for our school's students, teachers and families. <0>Sign in to read it</0>."
              components={[<Link key="sign-in" to={paths.login} className="font-semibold underline" />]}
            />
          </Alert>
        ) : book.isPending ? (
          <LoadingState label={t("Loading the class book")} />
        ) : book.isError ? (
          <ErrorState error={book.error} title={t("Could not load the class book")} />
        ) : (
          <LetterBook book={book.data} />
        )}
      </section>
    </div>
  );
}

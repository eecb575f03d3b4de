import { useState } from "react";
import { Printer, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { TBody, TD, TH, THead, TR, Table } from "@/components/ui/table";
import { useHomeLearningCodes, useRotateHomeLearningCode } from "../api/home-learning-codes";

/**
 * Home-learning codes of a class: a family enters their child's code on /dashboard to link the
 * child to a parent account. Shown on demand (they are as private as the roster) and printable.
 */
export function HomeLearningCodes({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const codes = useHomeLearningCodes(classId, shown);
  const rotate = useRotateHomeLearningCode(classId);
  return (
    <section aria-labelledby="home-learning-codes" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="home-learning-codes" className="text-xl font-bold text-ink">
          {t("Home-learning codes for parents")}
        </h2>
        {shown ? (
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden /> {t("Print codes")}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setShown(true)}>
            {t("Show codes")}
          </Button>
        )}
      </div>
      <p className="text-sm text-ink-muted">{t("A parent signed in to a parent account enters the code on their dashboard to follow their child. Each code works once; a new one is issued after it is used.")}</p>
      {!shown ? null : codes.isPending ? (
        <LoadingState label={t("Loading codes")} />
      ) : codes.isError ? (
        <ErrorState error={codes.error} title={t("Could not load the codes")} />
      ) : (
        <Table className="min-w-[520px]" label={t("Home-learning codes")}>
          <caption className="sr-only">{t("Home-learning codes of {{class}}", { class: codes.data.class_name })}</caption>
          <THead>
            <TR>
              <TH>{t("Student")}</TH>
              <TH>{t("Code")}</TH>
              <TH>{t("Parents linked")}</TH>
              <TH>
                <span className="sr-only">{t("Actions")}</span>
              </TH>
            </TR>
          </THead>
          <TBody>
            {codes.data.results.map((s) => (
              <TR key={s.student_id}>
                <TD>{s.name}</TD>
                <TD>
                  <code className="font-mono text-base tracking-widest">{s.code}</code>
                </TD>
                <TD>{formatNumber(s.parents)}</TD>
                <TD className="text-end">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t("New code for {{name}}", { name: s.name })}
                    disabled={rotate.isPending}
                    onClick={() => rotate.mutate(s.student_id, { onSuccess: () => toast.success(t("New code for {{name}}; the old one no longer works.", { name: s.name })), onError: (err) => toast.error(errorMessage(err)) })}
                  >
                    <RefreshCw aria-hidden /> {t("New code")}
                  </Button>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}

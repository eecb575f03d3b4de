import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QrCode } from "lucide-react";
import { z } from "zod";
import { classCodeParam } from "@contracts/classes";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { classStudentsQuery } from "../api/get-class-students";
import { CLASS_CODE_REQUIRED_MESSAGE, classCodeFailure } from "../messages";
import { QrScannerDialog } from "./qr-scanner-dialog";
import { useSecurityCheck } from "../hooks/use-security-check";

const classCodeFormSchema = z.object({
  code: z.string().trim().min(1, { error: CLASS_CODE_REQUIRED_MESSAGE }).pipe(classCodeParam),
});

/** Student step 2: the class code, typed (shown uppercased) or read from the class QR code. */
export function ClassCodeForm({ defaultCode = "", onFound }: { defaultCode?: string; onFound: (code: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [scanning, setScanning] = useState(false);
  const check = useSecurityCheck();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(classCodeFormSchema), defaultValues: { code: defaultCode } });

  // The first page is fetched here, so a wrong code is reported beside the field it came from (and only there: the message is an alert).
  const submit = handleSubmit(async ({ code }) => {
    try {
      await queryClient.fetchQuery(classStudentsQuery(code, { page: 0, search: "" }, check.token));
      onFound(code);
    } catch (err) {
      check.onFailure(err);
      setError("code", { message: classCodeFailure(err) }, { shouldFocus: true });
    }
  });

  const codeField = register("code");
  const onScanned = (code: string) => {
    setScanning(false);
    setValue("code", code);
    void submit();
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label={t("Class code")} hint={t("Your teacher gives you this code.")} error={errors.code?.message}>
        <Input
          {...codeField}
          onChange={(e) => {
            e.target.value = e.target.value.toUpperCase();
            return codeField.onChange(e);
          }}
          className="font-mono text-lg tracking-widest uppercase"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </FormField>
      {check.widget}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t("Finding your class…") : t("Continue")}
      </Button>
      <div className="flex items-center gap-3 text-sm text-ink-muted" aria-hidden>
        <span className="h-px flex-1 bg-line-muted" /> {t("or")} <span className="h-px flex-1 bg-line-muted" />
      </div>
      <Button type="button" variant="outline" size="lg" onClick={() => setScanning(true)}>
        <QrCode aria-hidden /> {t("Scan QR code")}
      </Button>
      <QrScannerDialog
        open={scanning}
        onOpenChange={setScanning}
        onCode={onScanned}
      />
    </form>
  );
}

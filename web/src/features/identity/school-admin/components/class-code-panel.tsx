import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import type { AdminClass } from "@contracts/school-admin";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRegenerateClassCode } from "../api/regenerate-class-code";
import { ClassCode } from "./class-code";

/** The class code students type (or scan) to sign in, with a confirmed "Regenerate code". */
export function ClassCodePanel({ cls }: { cls: AdminClass }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateClassCode();
  const confirm = async () => {
    try {
      const updated = await regenerate.mutateAsync(cls.id);
      setConfirming(false);
      toast.success(t("The new class code is {{code}}.", { code: updated.code }));
    } catch (err) {
      toast.error(errorMessage(err, t("Could not regenerate the code. Please try again.")));
    }
  };
  return (
    <section aria-labelledby="class-code-title" className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4 shadow-sm sm:p-5">
      <div className="grid gap-1">
        <h2 id="class-code-title" className="text-lg font-semibold text-ink">
          {t("Class code")}
        </h2>
        <p className="text-sm text-ink-muted">{t("Students type this code, or scan their login card, to find the class when they sign in.")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ClassCode code={cls.code} size="lg" />
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden /> {t("Regenerate code")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Regenerate the class code?")}
        description={t("The current code {{code}} stops working immediately: students who type it and printed login cards will no longer find {{class}}. Share the new code and print new login cards afterwards.", { code: cls.code, class: cls.name })}
        confirmLabel={t("Regenerate code")}
        pendingLabel={t("Regenerating…")}
        pending={regenerate.isPending}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}

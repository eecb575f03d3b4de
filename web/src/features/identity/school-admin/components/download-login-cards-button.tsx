import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Download } from "lucide-react";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { downloadLoginCardsPdf } from "../api/download-login-cards-pdf";

/** Downloads a class's login cards as a PDF (with `students`, only those, each with their one-time password). */
export function DownloadLoginCardsButton({ classId, classCode, students, label }: { classId: string; classCode: string; students?: { id: string; password: string }[]; label?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadLoginCardsPdf(classId, classCode, students);
    } catch (err) {
      toast.error(errorMessage(err, t("Could not prepare the PDF. Please try again.")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy}>
      <Download aria-hidden /> {busy ? t("Preparing…") : (label ?? t("Download PDF"))}
    </Button>
  );
}

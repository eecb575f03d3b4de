import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useQrScanner } from "../hooks/use-qr-scanner";

interface QrScannerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCode: (code: string) => void;
}

/** The rear camera in a dialog; closing it (Cancel, Escape, ✕) releases the camera. */
export function QrScannerDialog({ open, onOpenChange, onCode }: QrScannerDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("Scan QR code")} description={t("Point the camera at your class QR code.")}>
      {open ? <QrScanner onCode={onCode} /> : null}
      <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
        {t("Cancel")}
      </Button>
    </Dialog>
  );
}

function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const state = useQrScanner(videoRef, onCode);
  return (
    <div className="grid gap-3">
      {/* No camera, no black square: the reason and Cancel are then all the dialog holds, in view on a phone. */}
      <div className={cn("relative aspect-square w-full overflow-hidden rounded-lg bg-black", state.status === "error" && "hidden")}>
        <video ref={videoRef} className="size-full object-cover" muted playsInline aria-label={t("Camera preview")} />
        {state.status === "starting" ? (
          <div className="absolute inset-0 flex items-center justify-center text-white">
            <Spinner label={t("Starting the camera")} className="text-white" />
          </div>
        ) : null}
        {state.status === "scanning" ? <div aria-hidden className="absolute inset-[15%] rounded-lg border-4 border-white/80" /> : null}
      </div>
      {state.status === "error" ? (
        <p role="alert" className="text-sm text-danger">
          {t(state.message)}
        </p>
      ) : (
        <p role="status" className="text-sm text-ink-muted">
          {state.status === "scanning" ? (state.hint ? t(state.hint) : t("Looking for a QR code…")) : t("Starting the camera…")}
        </p>
      )}
    </div>
  );
}

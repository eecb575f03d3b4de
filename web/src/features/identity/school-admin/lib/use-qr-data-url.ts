import { useEffect, useState } from "react";

export type QrState = { status: "loading" } | { status: "ready"; src: string } | { status: "error" };

/**
 * An SVG data URL of a QR code for `text`. The qrcode package is imported on first use, so only
 * the login-cards view pays for it; SVG stays sharp at any print size.
 */
export function useQrDataUrl(text: string | undefined): QrState {
  const [state, setState] = useState<QrState>({ status: "loading" });
  useEffect(() => {
    if (!text) return;
    let live = true;
    setState({ status: "loading" });
    import("qrcode")
      .then((QRCode) => QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((svg) => live && setState({ status: "ready", src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => live && setState({ status: "error" }));
    return () => {
      live = false;
    };
  }, [text]);
  return state;
}

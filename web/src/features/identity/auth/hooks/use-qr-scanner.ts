import { useEffect, useRef, useState, type RefObject } from "react";
import { classCodeParam } from "@contracts/classes";
import { msg } from "@/lib/i18n";

/** The class QR encodes a login URL such as https://school.host/login?class=GREEN4. */
export function classCodeFromQr(text: string): string | null {
  const raw = text.trim();
  let candidate: string | null;
  try {
    candidate = new URL(raw).searchParams.get("class");
  } catch {
    candidate = raw; // a QR holding just the code
  }
  const parsed = classCodeParam.safeParse(candidate ?? "");
  return parsed.success ? parsed.data : null;
}

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's own BarcodeDetector where it reads QR codes, else jsQR on canvas frames (loaded only then). */
async function createDecoder(): Promise<Decode> {
  const Detector = (window as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
    if (formats.includes("qr_code")) {
      const detector = new Detector({ formats: ["qr_code"] });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    }
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    // Smaller frames decode faster and a class QR fills most of the picture anyway.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

function cameraProblem(err: unknown): string {
  const name = (err as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return msg("Camera access was not allowed. Allow the camera in your browser, or type your class code instead.");
  if (name === "NotFoundError" || name === "OverconstrainedError") return msg("No camera was found on this device. Type your class code instead.");
  if (name === "NotReadableError") return msg("The camera is being used by another app. Close it and try again, or type your class code.");
  return msg("The camera could not be started. Type your class code instead.");
}

export type QrScannerState =
  | { status: "starting" }
  | { status: "scanning"; hint?: string }
  | { status: "error"; message: string };

const SCAN_INTERVAL_MS = 200;
export const NOT_A_CLASS_QR = msg("That QR code is not a class login code. Try your class's QR code.");

/**
 * Opens the rear camera into `videoRef` and reads QR codes until one holds a class code, which is
 * passed to `onCode`. The camera is released when the component using this unmounts.
 */
export function useQrScanner(videoRef: RefObject<HTMLVideoElement | null>, onCode: (code: string) => void): QrScannerState {
  const [state, setState] = useState<QrScannerState>({ status: "starting" });
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const video = videoRef.current;

    async function start() {
      if (!video) return;
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({ status: "error", message: msg("This browser cannot open the camera here. Type your class code instead.") });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch (err) {
        if (!stopped) setState({ status: "error", message: cameraProblem(err) });
        return;
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      video.srcObject = stream;
      await Promise.resolve(video.play()).catch(() => undefined);
      const decode = await createDecoder();
      if (stopped) return;
      setState({ status: "scanning" });

      const tick = async () => {
        if (stopped) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const text = await decode(video).catch(() => null);
          if (stopped) return;
          if (text) {
            const code = classCodeFromQr(text);
            if (code) return latestOnCode.current(code);
            setState({ status: "scanning", hint: NOT_A_CLASS_QR });
          }
        }
        timer = setTimeout(tick, SCAN_INTERVAL_MS);
      };
      void tick();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      if (video) video.srcObject = null;
    };
  }, [videoRef]);

  return state;
}

import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { CheckCircle2, AlertTriangle, XCircle, Camera, RefreshCw } from "lucide-react";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Spinner } from "@/components/ui/spinner";
import { browserCheck, clockCheck, reportText, type CheckResult } from "../lib/system-check";

const ICONS = { pass: CheckCircle2, warn: AlertTriangle, fail: XCircle } as const;
const TONES = { pass: "text-green-700", warn: "text-amber-700", fail: "text-danger" } as const;
const WORDS = { pass: "Passed", warn: "Warning", fail: "Failed" } as const;

function storageCheck(): CheckResult {
  const broken: string[] = [];
  for (const [name, store] of [["local storage", () => window.localStorage], ["session storage", () => window.sessionStorage]] as const) {
    try {
      const s = store();
      s.setItem("__check", "1");
      if (s.getItem("__check") !== "1") broken.push(name);
      s.removeItem("__check");
    } catch {
      broken.push(name);
    }
  }
  return broken.length === 0
    ? { id: "storage", label: "Storage", status: "pass", detail: "The browser keeps your sign-in and cart between pages." }
    : { id: "storage", label: "Storage", status: "fail", detail: `The browser blocks ${broken.join(" and ")} (private mode or a policy): sign-in cannot be kept. Allow site data for this address.` };
}

function cookieCheck(): CheckResult {
  let ok = navigator.cookieEnabled;
  try {
    document.cookie = "__check=1; SameSite=Lax; path=/";
    ok = ok && document.cookie.includes("__check=1");
    document.cookie = "__check=; Max-Age=0; path=/";
  } catch {
    ok = false;
  }
  return ok
    ? { id: "cookies", label: "Cookies", status: "pass", detail: "Cookies work (community access uses one)." }
    : { id: "cookies", label: "Cookies", status: "warn", detail: "Cookies are blocked: the school's shared community password will not keep you signed in. Allow cookies for this address." };
}

function featureCheck(): CheckResult {
  const missing = [
    ["fetch", typeof fetch === "function"],
    ["CSS grid", typeof CSS !== "undefined" && CSS.supports("display", "grid")],
    ["IntersectionObserver", "IntersectionObserver" in window],
    ["ResizeObserver", "ResizeObserver" in window],
    ["Web Crypto", !!window.crypto?.subtle],
  ].filter(([, ok]) => !ok).map(([name]) => name);
  return missing.length === 0
    ? { id: "features", label: "Browser features", status: "pass", detail: "Everything the site uses is available." }
    : { id: "features", label: "Browser features", status: "fail", detail: `Missing: ${missing.join(", ")}. Update the browser.` };
}

async function serverChecks(): Promise<CheckResult[]> {
  const sentAt = Date.now();
  try {
    const res = await fetch("/api/health", { cache: "no-store" });
    const receivedAt = Date.now();
    const body = (await res.json().catch(() => ({}))) as { checks?: Record<string, string>; time?: string };
    const ms = receivedAt - sentAt;
    const api: CheckResult = res.ok
      ? { id: "api", label: "Connection to the site", status: ms > 2000 ? "warn" : "pass", detail: `The server answered in ${ms} ms${ms > 2000 ? ": slow — pages will feel sluggish on this network" : ""}.` }
      : { id: "api", label: "Connection to the site", status: "fail", detail: `The server answered ${res.status}. Try again in a few minutes; if it lasts, report a problem.` };
    const files: CheckResult =
      body.checks?.r2 === "ok"
        ? { id: "files", label: "File storage", status: "pass", detail: "Books, covers and lesson videos can be reached." }
        : { id: "files", label: "File storage", status: "fail", detail: "The file storage did not answer: books and videos may not open." };
    const out = [api, files];
    if (body.time) out.push(clockCheck(body.time, sentAt, receivedAt));
    return out;
  } catch {
    return [{ id: "api", label: "Connection to the site", status: "fail", detail: "This device cannot reach the site's server. A firewall or web filter may block it: ask your IT to allow this address." }];
  }
}

async function cameraCheck(ask: boolean): Promise<CheckResult> {
  if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
    return { id: "camera", label: "Camera (QR sign-in)", status: "warn", detail: "This browser cannot use a camera here (it needs https). Students can type the class code instead." };
  }
  if (!ask) {
    const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    const cameras = devices.filter((d) => d.kind === "videoinput").length;
    return cameras > 0
      ? { id: "camera", label: "Camera (QR sign-in)", status: "pass", detail: `${cameras === 1 ? "A camera is" : `${cameras} cameras are`} available. Use “Test the camera” to check permission.` }
      : { id: "camera", label: "Camera (QR sign-in)", status: "warn", detail: "No camera found. Students can type the class code instead of scanning." };
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    stream.getTracks().forEach((t) => t.stop());
    return { id: "camera", label: "Camera (QR sign-in)", status: "pass", detail: "The camera works and this site may use it." };
  } catch (err) {
    const name = (err as Error).name;
    return {
      id: "camera",
      label: "Camera (QR sign-in)",
      status: "warn",
      detail: name === "NotAllowedError" ? "Camera permission was refused: allow it in the browser's site settings to scan QR codes." : `The camera could not start (${name}). Students can type the class code instead.`,
    };
  }
}

/** /test: a school IT's system check, runnable on any device, with a report to copy. */
export function SystemCheck() {
  const [results, setResults] = useState<CheckResult[] | null>(null);
  const [running, setRunning] = useState(false);

  const run = useCallback(async (askCamera = false) => {
    setRunning(true);
    const local = [browserCheck(navigator.userAgent), featureCheck(), cookieCheck(), storageCheck()];
    const [server, camera] = await Promise.all([serverChecks(), cameraCheck(askCamera)]);
    setResults([...local, ...server, camera]);
    setRunning(false);
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

  const context = {
    Address: window.location.host,
    Time: new Date().toISOString(),
    "Time zone": Intl.DateTimeFormat().resolvedOptions().timeZone ?? "unknown",
    Language: navigator.language,
    Screen: `${window.screen.width}×${window.screen.height}, window ${window.innerWidth}×${window.innerHeight}`,
    "User agent": navigator.userAgent,
  };
  const failed = results?.filter((r) => r.status === "fail").length ?? 0;
  const warned = results?.filter((r) => r.status === "warn").length ?? 0;

  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-ink">System check</h1>
        <p className="text-ink-muted">Checks this device and network for everything the site needs. Run it on a school computer or tablet and copy the report for your IT team or for us.</p>
      </header>
      <div role="status" aria-live="polite" className="rounded-lg border border-line-muted bg-surface p-4">
        {!results || running ? (
          <Spinner label="Checking" />
        ) : failed ? (
          <p className="font-semibold text-danger">{failed} {failed === 1 ? "check failed" : "checks failed"}: see below what to change.</p>
        ) : warned ? (
          <p className="font-semibold text-amber-800">Ready, with {warned} {warned === 1 ? "warning" : "warnings"}.</p>
        ) : (
          <p className="font-semibold text-green-800">Everything works: this device is ready.</p>
        )}
      </div>
      {results ? (
        <ul className="grid gap-2" aria-label="Results">
          {results.map((r) => {
            const Icon = ICONS[r.status];
            return (
              <li key={r.id} className="flex gap-3 rounded-lg border border-line-muted bg-surface p-3">
                <Icon className={`mt-0.5 size-5 shrink-0 ${TONES[r.status]}`} aria-hidden />
                <div className="grid gap-0.5">
                  <p className="font-semibold text-ink">
                    {r.label} <span className="sr-only">— {WORDS[r.status]}</span>
                  </p>
                  <p className="text-sm break-words text-ink-muted">{r.detail}</p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void run()} disabled={running}>
          <RefreshCw aria-hidden /> Run again
        </Button>
        <Button variant="outline" onClick={() => void run(true)} disabled={running}>
          <Camera aria-hidden /> Test the camera
        </Button>
        {results ? (
          <CopyButton value={reportText(results, context)} label="Copy the report" variant="default">
            Copy the report
          </CopyButton>
        ) : null}
      </div>
      {results ? (
        <details className="rounded-lg border border-line-muted bg-surface p-3 text-sm">
          <summary className="cursor-pointer font-medium text-ink">Show the report</summary>
          <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap text-ink">{reportText(results, context)}</pre>
        </details>
      ) : null}
      <p className="text-sm text-ink-muted">
        Something failed and you cannot fix it? <Link to={paths.reportProblem("/test")} className="font-medium text-primary-dark underline">Report a problem</Link> and paste the report. Back to{" "}
        <Link to={paths.library} className="font-medium text-primary-dark underline">
          the site
        </Link>
        .
      </p>
    </main>
  );
}

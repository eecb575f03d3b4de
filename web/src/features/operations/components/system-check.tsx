import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { CheckCircle2, AlertTriangle, XCircle, Camera, RefreshCw } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Spinner } from "@/components/ui/spinner";
import { browserCheck, clockCheck, reportText, type CheckResult } from "../lib/system-check";

const ICONS = { pass: CheckCircle2, warn: AlertTriangle, fail: XCircle } as const;
const TONES = { pass: "text-green-700", warn: "text-amber-700", fail: "text-danger" } as const;
const WORDS = { pass: msg("Passed"), warn: msg("Warning"), fail: msg("Failed") } as const;

function storageCheck(t: TFunction): CheckResult {
  const broken: string[] = [];
  for (const [name, store] of [[t("local storage"), () => window.localStorage], [t("session storage"), () => window.sessionStorage]] as const) {
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
    ? { id: "storage", label: t("Storage"), status: "pass", detail: t("The browser keeps your sign-in and cart between pages.") }
    : {
        id: "storage",
        label: t("Storage"),
        status: "fail",
        detail:
          broken.length === 1
            ? t("The browser blocks {{store}} (private mode or a policy): sign-in cannot be kept. Allow site data for this address.", { store: broken[0] })
            : t("The browser blocks {{store}} and {{other}} (private mode or a policy): sign-in cannot be kept. Allow site data for this address.", { store: broken[0], other: broken[1] }),
      };
}

function cookieCheck(t: TFunction): CheckResult {
  let ok = navigator.cookieEnabled;
  try {
    document.cookie = "__check=1; SameSite=Lax; path=/";
    ok = ok && document.cookie.includes("__check=1");
    document.cookie = "__check=; Max-Age=0; path=/";
  } catch {
    ok = false;
  }
  return ok
    ? { id: "cookies", label: t("Cookies"), status: "pass", detail: t("Cookies work (community access uses one).") }
    : { id: "cookies", label: t("Cookies"), status: "warn", detail: t("Cookies are blocked: the school's shared community password will not keep you signed in. Allow cookies for this address.") };
}

function featureCheck(t: TFunction): CheckResult {
  const missing = [
    ["fetch", typeof fetch === "function"],
    ["CSS grid", typeof CSS !== "undefined" && CSS.supports("display", "grid")],
    ["IntersectionObserver", "IntersectionObserver" in window],
    ["ResizeObserver", "ResizeObserver" in window],
    ["Web Crypto", !!window.crypto?.subtle],
  ].filter(([, ok]) => !ok).map(([name]) => name);
  return missing.length === 0
    ? { id: "features", label: t("Browser features"), status: "pass", detail: t("Everything the site uses is available.") }
    : { id: "features", label: t("Browser features"), status: "fail", detail: t("Missing: {{features}}. Update the browser.", { features: missing.join(", ") }) };
}

async function serverChecks(t: TFunction): Promise<CheckResult[]> {
  const sentAt = Date.now();
  try {
    const res = await fetch("/api/health", { cache: "no-store" });
    const receivedAt = Date.now();
    const body = (await res.json().catch(() => ({}))) as { checks?: Record<string, string>; time?: string };
    const ms = receivedAt - sentAt;
    const api: CheckResult = res.ok
      ? {
          id: "api",
          label: t("Connection to the site"),
          status: ms > 2000 ? "warn" : "pass",
          detail: ms > 2000 ? t("The server answered in {{ms}} ms: slow — pages will feel sluggish on this network.", { ms: formatNumber(ms) }) : t("The server answered in {{ms}} ms.", { ms: formatNumber(ms) }),
        }
      : { id: "api", label: t("Connection to the site"), status: "fail", detail: t("The server answered {{status}}. Try again in a few minutes; if it lasts, report a problem.", { status: res.status }) };
    const files: CheckResult =
      body.checks?.r2 === "ok"
        ? { id: "files", label: t("File storage"), status: "pass", detail: t("Books, covers and lesson videos can be reached.") }
        : { id: "files", label: t("File storage"), status: "fail", detail: t("The file storage did not answer: books and videos may not open.") };
    const out = [api, files];
    if (body.time) out.push(clockCheck(body.time, sentAt, receivedAt, t));
    return out;
  } catch {
    return [{ id: "api", label: t("Connection to the site"), status: "fail", detail: t("This device cannot reach the site's server. A firewall or web filter may block it: ask your IT to allow this address.") }];
  }
}

async function cameraCheck(ask: boolean, t: TFunction): Promise<CheckResult> {
  const label = t("Camera (QR sign-in)");
  if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
    return { id: "camera", label, status: "warn", detail: t("This browser cannot use a camera here (it needs https). Students can type the class code instead.") };
  }
  if (!ask) {
    const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    const cameras = devices.filter((d) => d.kind === "videoinput").length;
    return cameras > 0
      ? { id: "camera", label, status: "pass", detail: t("{{count, number}} cameras are available. Use “Test the camera” to check permission.", { count: cameras }) }
      : { id: "camera", label, status: "warn", detail: t("No camera found. Students can type the class code instead of scanning.") };
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    stream.getTracks().forEach((t) => t.stop());
    return { id: "camera", label, status: "pass", detail: t("The camera works and this site may use it.") };
  } catch (err) {
    const name = (err as Error).name;
    return {
      id: "camera",
      label,
      status: "warn",
      detail: name === "NotAllowedError" ? t("Camera permission was refused: allow it in the browser's site settings to scan QR codes.") : t("The camera could not start ({{error}}). Students can type the class code instead.", { error: name }),
    };
  }
}

/** /test: a school IT's system check, runnable on any device, with a report to copy. */
export function SystemCheck() {
  const { t } = useTranslation();
  const [results, setResults] = useState<CheckResult[] | null>(null);
  const [running, setRunning] = useState(false);

  const run = useCallback(async (askCamera = false) => {
    setRunning(true);
    const local = [browserCheck(navigator.userAgent, t), featureCheck(t), cookieCheck(t), storageCheck(t)];
    const [server, camera] = await Promise.all([serverChecks(t), cameraCheck(askCamera, t)]);
    setResults([...local, ...server, camera]);
    setRunning(false);
  }, [t]);

  useEffect(() => {
    void run();
  }, [run]);

  const context = {
    [t("Address")]: window.location.host,
    [t("Time")]: new Date().toISOString(),
    [t("Time zone")]: Intl.DateTimeFormat().resolvedOptions().timeZone ?? t("unknown"),
    [t("Language")]: navigator.language,
    [t("Screen")]: t("{{screen}}, window {{window}}", { screen: `${window.screen.width}×${window.screen.height}`, window: `${window.innerWidth}×${window.innerHeight}` }),
    [t("User agent")]: navigator.userAgent,
  };
  const failed = results?.filter((r) => r.status === "fail").length ?? 0;
  const warned = results?.filter((r) => r.status === "warn").length ?? 0;

  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-ink">{t("System check")}</h1>
        <p className="text-ink-muted">{t("Checks this device and network for everything the site needs. Run it on a school computer or tablet and copy the report for your IT team or for us.")}</p>
      </header>
      <div role="status" aria-live="polite" className="rounded-lg border border-line-muted bg-surface p-4">
        {!results || running ? (
          <Spinner label={t("Checking")} />
        ) : failed ? (
          <p className="font-semibold text-danger">{t("{{count, number}} checks failed: see below what to change.", { count: failed })}</p>
        ) : warned ? (
          <p className="font-semibold text-amber-800">{t("Ready, with {{count, number}} warnings.", { count: warned })}</p>
        ) : (
          <p className="font-semibold text-green-800">{t("Everything works: this device is ready.")}</p>
        )}
      </div>
      {results ? (
        <ul className="grid gap-2" aria-label={t("Results")}>
          {results.map((r) => {
            const Icon = ICONS[r.status];
            return (
              <li key={r.id} className="flex gap-3 rounded-lg border border-line-muted bg-surface p-3">
                <Icon className={`mt-0.5 size-5 shrink-0 ${TONES[r.status]}`} aria-hidden />
                <div className="grid gap-0.5">
                  <p className="font-semibold text-ink">
                    {r.label} <span className="sr-only">— {t(WORDS[r.status])}</span>
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
          <RefreshCw aria-hidden /> {t("Run again")}
        </Button>
        <Button variant="outline" onClick={() => void run(true)} disabled={running}>
          <Camera aria-hidden /> {t("Test the camera")}
        </Button>
        {results ? (
          <CopyButton value={reportText(results, context, t)} label={t("Copy the report")} variant="default">
            {t("Copy the report")}
          </CopyButton>
        ) : null}
      </div>
      {results ? (
        <details className="rounded-lg border border-line-muted bg-surface p-3 text-sm">
          <summary className="cursor-pointer font-medium text-ink">{t("Show the report")}</summary>
          <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap text-ink">{reportText(results, context, t)}</pre>
        </details>
      ) : null}
      <p className="text-sm text-ink-muted">
        <Trans
          i18nKey="Something failed and you cannot fix it? <0>Report a problem</0> and paste the report. Back to <1>the site</1>."
          components={[
            <Link key="problem" to={paths.reportProblem("/test")} className="font-medium text-primary-dark underline" />,
            <Link key="site" to={paths.library} className="font-medium text-primary-dark underline" />,
          ]}
        />
      </p>
    </main>
  );
}

import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { PartyPopper } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";

export const CONFETTI_MS = 2000;

/** Two seconds of confetti from both sides, loaded on demand and skipped for reduced motion. */
function useConfetti() {
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    let frame = 0;
    let reset: (() => void) | undefined;
    void import("canvas-confetti").then(({ default: confetti }) => {
      if (cancelled) return;
      reset = () => confetti.reset();
      const end = Date.now() + CONFETTI_MS;
      const burst = () => {
        if (cancelled) return;
        void confetti({ particleCount: 4, angle: 60, spread: 60, origin: { x: 0, y: 0.7 }, disableForReducedMotion: true });
        void confetti({ particleCount: 4, angle: 120, spread: 60, origin: { x: 1, y: 0.7 }, disableForReducedMotion: true });
        if (Date.now() < end) frame = requestAnimationFrame(burst);
      };
      burst();
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      reset?.();
    };
  }, []);
}

/** Registration step 1: the account exists (and the user is signed in, unless that failed). */
export function SignupSuccess({ email, signedIn }: { email: string; signedIn: boolean }) {
  const { t } = useTranslation();
  useConfetti();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="signup-success-title" className="grid justify-items-center gap-4 py-4 text-center">
      <PartyPopper className="size-14 text-primary" aria-hidden />
      <h1 id="signup-success-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink sm:text-3xl">
        {t("Your account is ready!")}
      </h1>
      <p role="status" className="text-ink-muted">
        <Trans i18nKey="Welcome aboard. We have sent a link to <0>{{email}}</0> so you can verify your email address." values={{ email }} components={[<strong key="email" className="break-all text-ink" />]} />
      </p>
      {signedIn ? (
        <Button asChild size="lg">
          <Link to={paths.dashboard}>{t("Go to Dashboard")}</Link>
        </Button>
      ) : (
        <>
          <p className="text-ink-muted">{t("Please sign in with your new email and password.")}</p>
          <Button asChild size="lg">
            <Link to={paths.login}>{t("Go to Login")}</Link>
          </Button>
        </>
      )}
    </section>
  );
}

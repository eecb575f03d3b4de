import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams, type NavigateFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { toast } from "@/lib/toast";
import { LogIn, PlayCircle, ShoppingCart } from "lucide-react";
import type { CourseDataOut } from "@contracts/learning";
import { formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { addItem } from "@/features/commerce/actions";
import { GetCertificateLink } from "@/features/learning/certificates/components/get-certificate-link";
import { useEnroll } from "../api/enroll";

/** Where "Continue To Course" goes: the first unfinished lesson, else the first lesson. */
export function continueTarget(course: CourseDataOut): string | null {
  const next = course.progress?.next_lesson;
  if (next) return paths.learning.lesson(course.slug, next.chapter, next.lesson);
  const chapter = course.chapters.find((c) => c.lessons.length > 0);
  return chapter ? paths.learning.lesson(course.slug, chapter.slug, chapter.lessons[0].slug) : null;
}

const enrolFeedback = (t: TFunction, title: string) => ({
  onSuccess: () => toast.success(t("You are enrolled"), { description: title }),
  onError: (err: unknown) => toast.error(errorMessage(err, t("Could not enrol you. Please try again."))),
});

/** Puts a paid course in the (signed-in) buyer's cart and says so, with the way to checkout. */
async function addCourseToCart(course: CourseDataOut, t: TFunction, navigate: NavigateFunction) {
  if (!course.price) return;
  try {
    await addItem(`item:${course.price.catalog_item_id}`);
    toast.success(t("Added to your cart"), { description: course.title, action: { label: t("Checkout"), onClick: () => navigate(paths.giving.checkout) } });
  } catch (err) {
    toast.error(errorMessage(err, t("Could not add it to your cart. Please try again.")));
  }
}

/**
 * Back from signing in with ?enrol=1 (a free course: enrol) or ?buy=1 (a paid one: into the cart):
 * finish what the visitor asked for (once). One who had bought the course already finds it open.
 */
export function useEnrolOnReturn(course: CourseDataOut | undefined, fetching = false) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enroll = useEnroll(course?.slug ?? "");
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  const intent = params.get("enrol") === "1" ? "enrol" : params.get("buy") === "1" ? "buy" : null;
  useEffect(() => {
    // Wait for the answer fetched as the signed-in user, not the visitor's cached one.
    if (!course || fetching || !intent || done.current) return;
    done.current = true;
    setParams(
      (p) => {
        p.delete("enrol");
        p.delete("buy");
        return p;
      },
      { replace: true },
    );
    if (intent === "enrol" && course.access === "enroll") enroll.mutate(course.id, enrolFeedback(t, course.title));
    if (intent === "buy" && course.access === "buy") void addCourseToCart(course, t, navigate);
  }, [course, fetching, intent, setParams, enroll, t, navigate]);
}

/**
 * The course page's call to action, by what the caller may do: sign in to enrol (coming back here
 * enrols them), Enrol Now, Continue To Course with their progress, or — for a paid course not yet
 * bought — its price and Add to cart. A paid course opens on the buyer's account, so a visitor is
 * asked to sign in to buy it (coming back here puts it in their cart); the API refuses a visitor's
 * order for one (commerce/orders/pricing.ts#requireAccountFor).
 */
export function CourseActions({ course }: { course: CourseDataOut }) {
  const { t } = useTranslation();
  const enroll = useEnroll(course.slug);
  const navigate = useNavigate();
  const location = useLocation();
  const [adding, setAdding] = useState(false);
  const target = continueTarget(course);
  const enrollNow = () => enroll.mutate(course.id, enrolFeedback(t, course.title));

  const signInToEnrol = () => navigate(paths.login, { state: { from: `${location.pathname}?enrol=1` } });
  const signInToBuy = () => navigate(paths.login, { state: { from: `${location.pathname}?buy=1` } });

  const addToCart = async () => {
    setAdding(true);
    await addCourseToCart(course, t, navigate);
    setAdding(false);
  };

  const price = course.price ? formatMoney(course.price.amount, course.price.currency) : null;

  return (
    <div className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
      {course.access === "open" && course.progress ? (
        <>
          <p className="text-sm font-semibold text-ink">{course.progress.percent === 100 ? t("You finished this course. Well done!") : t("{{percent}} complete", { percent: formatPercent(course.progress.percent / 100) })}</p>
          <Progress value={course.progress.percent} label={t("{{percent}} of the course complete", { percent: formatPercent(course.progress.percent / 100) })} />
          <p className="text-xs text-ink-muted">
            {t("{{completed}} of {{n}} lessons done", { count: course.progress.total, completed: formatNumber(course.progress.completed), n: formatNumber(course.progress.total) })}
          </p>
          {course.progress.percent === 100 ? <GetCertificateLink courseId={course.id} /> : null}
          {target ? (
            <Button asChild size="lg">
              <Link to={target}>
                <PlayCircle aria-hidden /> {t("Continue To Course")}
              </Link>
            </Button>
          ) : null}
        </>
      ) : course.access === "enroll" ? (
        <Button size="lg" onClick={enrollNow} disabled={enroll.isPending}>
          {enroll.isPending ? t("Enrolling…") : t("Enrol Now")}
        </Button>
      ) : course.access === "preview" ? (
        <>
          <p className="text-sm text-ink-muted">{t("You manage this course. Preview it as a learner sees it (nothing you do is saved).")}</p>
          {target ? (
            <Button asChild size="lg" variant="outline">
              <Link to={target}>{t("Preview the first lesson")}</Link>
            </Button>
          ) : null}
        </>
      ) : course.price && course.access === "sign_in" ? (
        <>
          <p className="text-2xl font-bold text-ink">{price}</p>
          <Button size="lg" onClick={signInToBuy}>
            <LogIn aria-hidden /> {t("Sign in to buy")}
          </Button>
          <p className="text-xs text-ink-muted">{t("A course opens on your account: you will sign in first, then come straight back here. Bought it already? Signing in opens it.")}</p>
        </>
      ) : course.price ? (
        <>
          <p className="text-2xl font-bold text-ink">{price}</p>
          <Button size="lg" onClick={() => void addToCart()} disabled={adding}>
            <ShoppingCart aria-hidden /> {adding ? t("Adding…") : t("Add to cart")}
          </Button>
          <p className="text-xs text-ink-muted">{t("Once your payment is confirmed, the course opens here.")}</p>
        </>
      ) : (
        <>
          <Button size="lg" onClick={signInToEnrol}>
            {t("Enrol Now")}
          </Button>
          <p className="text-xs text-ink-muted">{t("Free. You will sign in first, then come straight back here.")}</p>
        </>
      )}
    </div>
  );
}

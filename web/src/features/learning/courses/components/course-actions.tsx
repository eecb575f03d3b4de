import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { PlayCircle, ShoppingCart } from "lucide-react";
import type { CourseDataOut } from "@contracts/learning";
import { formatMoney } from "@/lib/format";
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

const enrolFeedback = (title: string) => ({
  onSuccess: () => toast.success("You are enrolled", { description: title }),
  onError: (err: unknown) => toast.error(errorMessage(err, "Could not enrol you. Please try again.")),
});

/** Back from signing in with ?enrol=1: finish what the visitor asked for (once). */
export function useEnrolOnReturn(course: CourseDataOut | undefined, fetching = false) {
  const enroll = useEnroll(course?.slug ?? "");
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  useEffect(() => {
    // Wait for the answer fetched as the signed-in user, not the visitor's cached one.
    if (!course || fetching || params.get("enrol") !== "1" || done.current) return;
    done.current = true;
    setParams(
      (p) => {
        p.delete("enrol");
        return p;
      },
      { replace: true },
    );
    if (course.access === "enroll") enroll.mutate(course.id, enrolFeedback(course.title));
  }, [course, fetching, params, setParams, enroll]);
}

/**
 * The course page's call to action, by what the caller may do: sign in to enrol (coming back here
 * enrols them), Enrol Now, Continue To Course with their progress, or — for a paid course not yet
 * bought — its price and Add to cart.
 */
export function CourseActions({ course }: { course: CourseDataOut }) {
  const enroll = useEnroll(course.slug);
  const navigate = useNavigate();
  const location = useLocation();
  const [adding, setAdding] = useState(false);
  const target = continueTarget(course);
  const enrollNow = () => enroll.mutate(course.id, enrolFeedback(course.title));

  const signInToEnrol = () => navigate(paths.login, { state: { from: `${location.pathname}?enrol=1` } });

  const addToCart = async () => {
    if (!course.price) return;
    setAdding(true);
    try {
      await addItem(`item:${course.price.catalog_item_id}`);
      toast.success("Added to your cart", { description: course.title, action: { label: "Checkout", onClick: () => navigate(paths.giving.checkout) } });
    } catch (err) {
      toast.error(errorMessage(err, "Could not add it to your cart. Please try again."));
    } finally {
      setAdding(false);
    }
  };

  const price = course.price ? formatMoney(course.price.amount, course.price.currency) : null;

  return (
    <div className="grid gap-3 rounded-xl border border-line-muted bg-surface p-4 shadow-sm">
      {course.access === "open" && course.progress ? (
        <>
          <p className="text-sm font-semibold text-ink">{course.progress.percent === 100 ? "You finished this course. Well done!" : `${course.progress.percent}% complete`}</p>
          <Progress value={course.progress.percent} label={`${course.progress.percent}% of the course complete`} />
          <p className="text-xs text-ink-muted">
            {course.progress.completed} of {course.progress.total} lessons done
          </p>
          {course.progress.percent === 100 ? <GetCertificateLink courseId={course.id} /> : null}
          {target ? (
            <Button asChild size="lg">
              <Link to={target}>
                <PlayCircle aria-hidden /> Continue To Course
              </Link>
            </Button>
          ) : null}
        </>
      ) : course.access === "enroll" ? (
        <Button size="lg" onClick={enrollNow} disabled={enroll.isPending}>
          {enroll.isPending ? "Enrolling…" : "Enrol Now"}
        </Button>
      ) : course.access === "preview" ? (
        <>
          <p className="text-sm text-ink-muted">You manage this course. Preview it as a learner sees it (nothing you do is saved).</p>
          {target ? (
            <Button asChild size="lg" variant="outline">
              <Link to={target}>Preview the first lesson</Link>
            </Button>
          ) : null}
        </>
      ) : course.price ? (
        <>
          <p className="text-2xl font-bold text-ink">{price}</p>
          <Button size="lg" onClick={() => void addToCart()} disabled={adding}>
            <ShoppingCart aria-hidden /> {adding ? "Adding…" : "Add to cart"}
          </Button>
          {course.access === "sign_in" ? (
            <p className="text-xs text-ink-muted">
              Already bought it?{" "}
              <button type="button" className="font-semibold text-primary underline" onClick={signInToEnrol}>
                Sign in
              </button>{" "}
              to open it.
            </p>
          ) : (
            <p className="text-xs text-ink-muted">Once your payment is confirmed, the course opens here.</p>
          )}
        </>
      ) : (
        <>
          <Button size="lg" onClick={signInToEnrol}>
            Enrol Now
          </Button>
          <p className="text-xs text-ink-muted">Free. You will sign in first, then come straight back here.</p>
        </>
      )}
    </div>
  );
}

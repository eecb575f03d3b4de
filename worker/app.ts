import { d1Session } from "./middleware/d1-session";
import { edgeCache } from "./middleware/edge-cache";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env";
import { AppError, renderError } from "./lib/errors";
import { pageWithHints } from "./lib/page-hints";
import { requestId } from "./middleware/request-id";
import { securityHeaders } from "./middleware/security-headers";
import { tenantMiddleware } from "./middleware/tenant";
import { authMiddleware } from "./middleware/auth";
import { requireFeature } from "./middleware/require-feature";
import { devRoutes, emailMonitoringRoutes, fileRoutes, healthRoutes, schoolActionLogRoutes, staffActionLogRoutes } from "./platform";
import { accountRoutes, adminTenantRoutes, authRoutes, classLoginCardRoutes, LOGIN_CARDS_PRINT_PATH, communityRoutes, currentTenantRoutes, homeLearningCodeRoutes, modeRoutes, parentLinkRoutes, rosterImportRoutes, schoolAdminRoutes, staffConsoleRoutes, staffParentLinkRoutes, staffUserRoutes, studentListRoutes, superAdminRoutes, teacherClassRoutes, tenantEditRoutes, twoFactorRoutes, userRoutes } from "./identity";
import { bookCategoryRoutes, bookMonitoringRoutes, bookRoutes, bookStatsRoutes, categoryContributionRoutes, dearWorldRoutes, reactionRoutes, storyRoutes, teacherStatsRoutes } from "./library";
import { charityRoutes, donationReportRoutes, donationRoutes, givingStatsRoutes, impactRoutes, libraryRoutes, projectRoutes } from "./giving";
import { challengeRoutes, chapterRoutes, comprehensionRoutes, filmRoutes, courseDataRoutes, courseRoutes, enrollmentRoutes, hubRoutes, liveSessionRoutes, submissionRoutes, learningRoutes, lessonProgressRoutes, lessonRoutes, quizAttemptRoutes, certificateRoutes, didRoutes } from "./learning";
import { cartRoutes, catalogRoutes, checkoutRoutes, donationReceiptRoutes, orderRoutes, paymentEventRoutes, webhookRoutes } from "./commerce";
import { combinedSearchRoutes, sdgRoutes, sitemapRoutes } from "./search";
import { contactRoutes, demoRoutes, eraseStudentRoutes, inboxRoutes, pageRoutes, problemReportRoutes, reachRoutes, tourRequestRoutes, parentDashboardRoutes, staffPeopleRoutes } from "./operations";

function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) return renderError(c, err);
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) return renderError(c, new AppError("PAYLOAD_TOO_LARGE", "The request is too large."));
    if (status === 401) return renderError(c, new AppError("UNAUTHORIZED", "Please sign in to continue."));
    if (status >= 400 && status < 500) {
      // Hono raises these for bodies it cannot parse (malformed JSON or multipart).
      return renderError(c, new AppError("BAD_REQUEST", "The request body could not be read. Send valid JSON or form data."));
    }
  }
  console.error(
    JSON.stringify({ msg: "unhandled error", requestId: c.get("requestId"), path: c.req.path, error: err.message, stack: err.stack }),
  );
  return renderError(c, new AppError("INTERNAL", "Something went wrong on our side. Please try again."));
}

/**
 * JSON bodies are small; uploads (multipart) have their own 3 MB limit in lib/validate.ts, and a
 * streamed book upload (PUT /api/books/{id}/upload/{token}) or course file (PUT /api/learning/media, or
 * a 10 MB part of a larger one: PUT /api/learning/media/uploads/{id}/parts/{n}) is capped by the size it announced and its kind's limit.
 */
const jsonLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
  },
});
const STREAMED_UPLOAD = /^\/api\/books\/[^/]+\/upload\/(?!complete\/?$)[^/]+\/?$|^\/api\/learning\/media(?:\/uploads\/[^/]+\/parts\/[^/]+)?\/?$/;
/** Provider webhooks carry their own 512 KB limit (commerce/payments/payments.routes.ts). */
const WEBHOOK = /^\/api\/webhooks\//;
const jsonBodyLimit = createMiddleware<AppEnv>((c, next) =>
  (c.req.header("Content-Type") ?? "").startsWith("multipart/form-data") ||
  (c.req.method === "PUT" && STREAMED_UPLOAD.test(c.req.path)) ||
  (c.req.method === "POST" && WEBHOOK.test(c.req.path)) ||
  (c.req.method === "POST" && LOGIN_CARDS_PRINT_PATH.test(c.req.path)) // its own 1 MB limit (5,000 one-time passwords)
    ? next()
    : jsonLimit(c, next),
);

const api = new Hono<AppEnv>({ strict: false })
  // Readiness and liveness (platform/health); answer on any host, before tenancy.
  .route("/health", healthRoutes)
  .use("*", jsonBodyLimit, tenantMiddleware, authMiddleware)
  // Per-school feature flags (contracts/features.ts, /experiment): a switched-off feature is 404.
  .use("/dear-world/*", requireFeature("dear_world"))
  .use("/comprehension/*", requireFeature("comprehension_corner"))
  .route("/auth", authRoutes)
  .route("/", accountRoutes)
  .route("/user/two-factor", twoFactorRoutes)
  .route("/user", userRoutes)
  .route("/current-tenant", currentTenantRoutes)
  .route("/admin/tenants", adminTenantRoutes)
  .route("/super-admin/action-log", staffActionLogRoutes)
  .route("/super-admin/people", staffPeopleRoutes)
  .route("/super-admin", superAdminRoutes)
  .route("/super-admin", staffConsoleRoutes)
  .route("/super-admin", emailMonitoringRoutes)
  // The seed client's paths (spec §7): the same staff handlers, guards and contracts, nothing else.
  .route("/api-super-admin", staffUserRoutes)
  .route("/api-admin/tenants", tenantEditRoutes)
  .route("/school-admin/archived-students", eraseStudentRoutes)
  .route("/school-admin/action-log", schoolActionLogRoutes)
  .route("/school-admin", schoolAdminRoutes)
  .route("/classes", classLoginCardRoutes)
  .route("/roster-import", rosterImportRoutes)
  .route("/super-admin/parent-links", staffParentLinkRoutes)
  .route("/parent/links", parentLinkRoutes)
  .route("/parent/children", parentDashboardRoutes)
  .route("/home-learning-codes", homeLearningCodeRoutes)
  .route("/list-student-in-class", studentListRoutes)
  .route("/v1/teacher", teacherClassRoutes)
  .route("/modes", modeRoutes)
  // Anonymous library answers from the data centre's cache, keyed by content version (issue #15);
  // a list sorted by popularity follows reading counts, which no version tracks.
  .use("/books", edgeCache({ uncached: (q) => q.get("sort") === "popular" }))
  .use("/books/:id", edgeCache())
  .use("/book-stats", edgeCache())
  .route("/books", bookRoutes)
  .route("/book-stats", bookStatsRoutes)
  .route("/book-categories", bookCategoryRoutes)
  .route("/book-monitoring", bookMonitoringRoutes)
  .route("/reactions", reactionRoutes)
  // The stories' list (on the library's first page under the books) and a story's page: stories
  // move the host's content version like books (migration 0029).
  .use("/stories", edgeCache())
  .use("/stories/:id", edgeCache())
  .route("/stories", storyRoutes)
  .route("/teacher", teacherStatsRoutes)
  // An anonymous combined search reads only versioned content (public books, stories, the host's
  // catalogues): from the edge too.
  .use("/combined", edgeCache())
  .route("/combined", combinedSearchRoutes)
  .route("/sdgs", sdgRoutes)
  // The other anonymous public catalogues from the edge too: their answers follow content versions
  // (migrations 0029 and 0031: charities with their raised totals, projects, courses with their
  // outlines, prices and programs).
  .use("/charities", edgeCache())
  .use("/charities/:id", edgeCache())
  .use("/projects", edgeCache())
  .use("/projects/:id", edgeCache())
  .route("/charities", charityRoutes)
  .route("/projects", projectRoutes)
  .route("/libraries", libraryRoutes)
  .route("/catalog", catalogRoutes)
  .route("/v1/impacts", impactRoutes)
  .route("/giving", givingStatsRoutes)
  // Reports only (GET / and /raised): before any other /donations mount.
  .route("/donations", donationReportRoutes)
  .route("/donations", donationRoutes)
  .route("/donations", donationReceiptRoutes)
  .route("/data/cart", cartRoutes)
  .route("/orders", orderRoutes)
  .route("/checkout", checkoutRoutes)
  .route("/webhooks", webhookRoutes)
  .route("/payments", paymentEventRoutes)
  .use("/courses", edgeCache())
  .use("/courses/:slug", edgeCache())
  .use("/courses/:slug/chapters", edgeCache())
  .use("/courses/:slug/chapters/:chapter/lessons", edgeCache())
  .use("/data/courses/:slug", edgeCache())
  .route("/courses", courseRoutes)
  .route("/data/courses", courseDataRoutes)
  .route("/course-enrollments", enrollmentRoutes)
  .route("/lesson-progress", lessonProgressRoutes)
  .route("/quiz-attempts", quizAttemptRoutes)
  .route("/course-chapters", chapterRoutes)
  .route("/course-lessons", lessonRoutes)
  .route("/learning", learningRoutes)
  .route("/hubs", hubRoutes)
  .route("/live-sessions", liveSessionRoutes)
  .route("/challenges", challengeRoutes)
  .route("/challenge-submissions", submissionRoutes)
  .route("/comprehension", comprehensionRoutes)
  .route("/impact-films", filmRoutes)
  .route("/certificates", certificateRoutes)
  .route("/dear-world", dearWorldRoutes)
  .route("/categories", categoryContributionRoutes)
  .route("/pages", pageRoutes)
  .route("/contact", contactRoutes)
  .route("/problem-reports", problemReportRoutes)
  .route("/tour-requests", tourRequestRoutes)
  .route("/inbox", inboxRoutes)
  .route("/global-reach", reachRoutes)
  .route("/demo", demoRoutes)
  .route("/", communityRoutes)
  .route("/files", fileRoutes)
  .route("/dev", devRoutes)
  // A mounted app's notFound is ignored: without this, /api/nope would fall through to the SPA.
  .all("*", () => {
    throw new AppError("NOT_FOUND", "No API endpoint at this path.");
  });

export const app = new Hono<AppEnv>({ strict: false })
  .use("*", requestId, securityHeaders)
  // Every query of an API request in one D1 session (read replicas; the bookmark in x-d1-bookmark).
  .use("/api/*", d1Session)
  .route("/api", api)
  // run_worker_first sends /assets/* here: a missing build file must be a real 404, not index.html.
  .get("/assets/*", async (c) => {
    const res = await c.env.ASSETS.fetch(c.req.raw);
    if (res.status === 404 || (res.headers.get("Content-Type") ?? "").startsWith("text/html")) {
      return c.text("Not found", 404);
    }
    return res;
  })
  // The platform's DID document (did:web): the key that signs certificate credentials.
  .route("/", didRoutes)
  // Discovery files of each host (search/sitemap.routes.ts): they need the host's school.
  .use("/robots.txt", d1Session, tenantMiddleware, authMiddleware)
  .use("/sitemap.xml", d1Session, tenantMiddleware, authMiddleware)
  .route("/", sitemapRoutes)
  // Everything else is the SPA (wrangler.toml: run_worker_first = true). A page path falls back
  // to index.html; a missing file (a path with an extension) that is not a page navigation is a
  // real 404 instead of the app's HTML.
  // A page navigation's HTML also carries what its first render needs (lib/page-hints.ts).
  .all("*", async (c): Promise<Response> => {
    const isFile = /\.[A-Za-z0-9]{1,8}$/.test(c.req.path);
    const navigation = c.req.header("Sec-Fetch-Mode") === "navigate" || (c.req.header("Accept") ?? "").includes("text/html");
    if (c.req.method === "GET" && !isFile && navigation) {
      // Unconditional: the answer is never the browser's cached copy, whose answers are old.
      const unconditional = new Request(c.req.raw);
      unconditional.headers.delete("If-None-Match");
      unconditional.headers.delete("If-Modified-Since");
      return pageWithHints(c.req.raw, c.env.ASSETS.fetch(unconditional), c.env.ASSETS, (req): Promise<Response> => Promise.resolve(app.fetch(req, c.env, c.executionCtx)));
    }
    const res = await c.env.ASSETS.fetch(c.req.raw);
    const fellBack = (res.headers.get("Content-Type") ?? "").startsWith("text/html") && !c.req.path.endsWith(".html");
    if (fellBack && isFile && c.req.header("Sec-Fetch-Mode") !== "navigate") return c.text("Not found", 404);
    return res;
  });

app.onError(handleError);
app.notFound((c) => renderError(c, new AppError("NOT_FOUND", "Not found")));

import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, signInAs } from "./helpers";
import { demoCertificateId } from "../../worker/db/seed/demo-ids";

/*
 * Certificates end to end: a new Greenfield student has done every lesson of the demo course but
 * the last, finishes it in the browser (its quiz first), gets the certificate, downloads the PDF (fonts embedded,
 * the name's text extractable) and the credential, and opens the public verification page from
 * the certificate's link, where the credential checks out. A fresh account each run, so local
 * state from an earlier run changes nothing.
 */
const site = origin("greenfield");
const green = api("greenfield");
const ADMIN = { username: "greenfield.admin", password: "admin-demo-2026" };
const COURSE = "This Is Our World: An Introduction to the Global Goals";

async function newStudent(page: Page) {
  const admin = await (await page.request.post(green.url("/api/auth/token/"), { headers: green.headers, data: ADMIN })).json();
  const username = `e2e.cert.${Date.now().toString(36)}`;
  const password = "certificates-2026-ok";
  const res = await page.request.post(green.url("/api/school-admin/users/"), {
    headers: { ...green.headers, Authorization: `Bearer ${admin.access}` },
    multipart: { first_name: "Priya", last_name: "Sharma", role: "student", username, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password };
}

test("a student finishes the demo course's last lesson, gets the certificate, downloads the PDF and opens the public verification page", async ({ page }, info) => {
  test.setTimeout(180_000);
  const student = await newStudent(page);
  const session = await signInAs(page, "greenfield", student.username, student.password);
  const auth = { ...green.headers, Authorization: `Bearer ${session.access}` };

  // Enrolled, with every lesson but the last already done.
  expect((await page.request.post(green.url("/api/course-enrollments/"), { headers: auth, data: { course: "this-is-course" } })).ok()).toBe(true);
  const course = (await (await page.request.get(green.url("/api/data/courses/this-is-course"), { headers: auth })).json()).data;
  const lessons = course.chapters.flatMap((c: { slug: string; lessons: { id: string; slug: string }[] }) => c.lessons.map((l) => ({ ...l, chapter: c.slug })));
  const last = lessons.at(-1)!;
  for (const l of lessons.slice(0, -1)) {
    // A lesson with a quiz is marked complete only once its quiz is answered.
    const opened = await (await page.request.get(green.url(`/api/courses/this-is-course/chapters/${l.chapter}/lessons/${l.slug}/`), { headers: auth })).json();
    const quiz = opened.blocks.find((b: { type: string }) => b.type === "quiz") as { questions: { id: string; kind: string }[] } | undefined;
    if (quiz) {
      const answers = Object.fromEntries(quiz.questions.map((q) => [q.id, q.kind === "choice" ? 0 : "Goal 4, because every child should go to school."]));
      expect((await page.request.post(green.url("/api/quiz-attempts/"), { headers: auth, data: { lesson: l.id, answers } })).ok()).toBe(true);
    }
    expect((await page.request.put(green.url("/api/lesson-progress/"), { headers: auth, data: { lesson: l.id, completed: true } })).ok()).toBe(true);
  }

  // The last lesson ends with a quiz: Mark complete waits until it is answered.
  await page.goto(`${site}/courses/this-is-course/${last.chapter}/${last.slug}`);
  await expect(page.getByRole("button", { name: "Mark complete" })).toBeDisabled();
  await expect(page.getByText("Answer the quiz above to mark this lesson complete.")).toBeVisible();
  const quiz = page.getByRole("region", { name: "Check what you learned" });
  await quiz.getByRole("radio", { name: "Goal 17: Partnerships for the Goals" }).check();
  await quiz.getByRole("radio", { name: "Something we can really do and check" }).check();
  await quiz.getByRole("textbox", { name: /Which goal would you choose/ }).fill("Goal 13, because our school floods.");
  await quiz.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.getByRole("heading", { name: "Check what you learned: your answers" })).toBeVisible();
  await page.getByRole("button", { name: "Mark complete" }).click();
  await expect(page.getByText("Course complete!")).toBeVisible();
  const outline = page.getByRole("complementary", { name: "Course outline" });
  await outline.getByRole("link", { name: /See your certificate/ }).click();

  await expect(page).toHaveURL(/\/certificate\/crt_[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  const sheet = page.getByRole("article", { name: "Certificate" });
  await expect(sheet.getByText("Priya S.", { exact: true })).toBeVisible();
  await expect(sheet.getByText("Greenfield Primary School").first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "certificate-holder", async () => {
    await expect(sheet.getByText("Priya S.", { exact: true })).toBeVisible();
  });

  // The PDF: a real PDF, landscape A4 for a school in Britain, the font embedded and the name extractable.
  const [pdfDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  const pdf = readFileSync((await pdfDownload.path())!);
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-")).toBe(true);
  expect(text).toContain("/MediaBox [0 0 841.89 595.28]");
  expect(text).toContain("/FontFile2");
  expect(text).toContain("/ToUnicode");
  const nameHex = [..."Priya S."].map((ch) => ch.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()).join("");
  expect(text).toContain(`/ActualText <FEFF${nameHex}>`);

  // The credential file, checked on the public page later.
  const [credentialDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download digital credential" }).click()]);
  const credentialPath = (await credentialDownload.path())!;
  expect(readFileSync(credentialPath, "utf8").split(".")).toHaveLength(3);

  // The public verification page, from the certificate's own link (outside the app's layout).
  await page.getByRole("link", { name: "Open the verification page" }).click();
  await expect(page).toHaveURL(/\/certificates\/crt_[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate verification" })).toBeVisible();
  await expect(page.getByText("Valid certificate")).toBeVisible();
  await expect(page.getByText("Priya S.", { exact: true })).toBeVisible();
  await expect(page.getByText(COURSE, { exact: true })).toBeVisible();
  await expect(page.getByText("Sharma")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await page.getByLabel("Credential file", { exact: true }).setInputFiles(credentialPath);
  await page.getByRole("button", { name: "Check it" }).click();
  await expect(page.getByText("Genuine and valid")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "certificate-verification", async () => {
    await expect(page.getByText("Valid certificate")).toBeVisible();
  });

  // A visitor (signed out, another browser context) sees the same page from the link alone.
  const url = page.url();
  const visitor = await page.context().browser()!.newContext();
  const anon = await visitor.newPage();
  await anon.goto(url);
  await expect(anon.getByText("Valid certificate")).toBeVisible();
  await visitor.close();
});

test("another learner's certificate page is not found for a student (only its public verification is open)", async ({ page }, info) => {
  test.setTimeout(120_000);
  const student = await newStudent(page);
  await signInAs(page, "greenfield", student.username, student.password);
  const amaras = demoCertificateId("crs_demo_this_is_course", "usr_demo_greenfield_student01");
  await page.goto(`${site}/certificate/${amaras}`);
  await expect(page.getByText("Could not load this certificate")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "certificate-not-yours", async () => {
    await expect(page.getByText("Could not load this certificate")).toBeVisible();
  });
  await page.goto(`${site}/certificates/${amaras}`);
  await expect(page.getByText("Valid certificate")).toBeVisible();
  await expect(page.getByText("Amara A.", { exact: true })).toBeVisible();
});

test("school admins list and filter their certificates, and teachers see the claims to review", async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  await signInAs(page, "greenfield", ADMIN.username, ADMIN.password);
  await page.goto(`${site}/admin/certificates`);
  await expect(page.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
  const table = page.getByRole("region", { name: "Certificates" }).getByRole("table");
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await page.getByLabel("Search").fill("greenfield.student01");
  await expect(table.getByText("greenfield.student01").first()).toBeVisible();
  await page.getByLabel("Search").fill("greenfield.student02");
  await expect(table.getByText("greenfield.student01")).toHaveCount(0);
  await expect(table.getByText("greenfield.student02").first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "certificates-admin", async () => {
    await expect(table.getByText("greenfield.student02").first()).toBeVisible();
  });
  await page.getByRole("tab", { name: "Claims to review" }).click();
  await expect(page.getByText("No claims are waiting for review.")).toBeVisible();
  await expectAccessible(page);

  // The teacher in a browser of their own.
  const context = await browser.newContext();
  const teacher = await context.newPage();
  await signInAs(teacher, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
  await teacher.goto(`${site}/certificate-reviews`);
  await expect(teacher.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
  // A teacher's page opens on the claims they decide; the certificates issued are a tab away.
  await expect(teacher.getByRole("tab", { name: "Claims to review" })).toHaveAttribute("aria-selected", "true");
  await teacher.getByRole("tab", { name: "Issued and revoked" }).click();
  await expect(teacher.getByRole("region", { name: "Certificates" }).getByRole("table")).toBeVisible();
  await expect(teacher.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
  await expectAccessible(teacher);
  await screenshots(teacher, info, "certificate-reviews", async () => {
    await expect(teacher.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
  });
  await context.close();
});

test("a course that asks for final work: the student claims with a Canva link and the teacher approves it", async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  // A school course of one lesson that asks for a link, made by the school's admin.
  const admin = await (await page.request.post(green.url("/api/auth/token/"), { headers: green.headers, data: ADMIN })).json();
  const asAdmin = { ...green.headers, Authorization: `Bearer ${admin.access}` };
  const title = `Poster challenge ${Date.now().toString(36)}`;
  const created = await page.request.post(green.url("/api/courses/"), { headers: asAdmin, data: { title, status: "published", final_work: "link", final_work_guidelines: "A poster about one goal, shared from Canva." } });
  expect(created.status(), await created.text()).toBe(201);
  const course = await created.json();
  const chapter = await (await page.request.post(green.url(`/api/courses/${course.id}/chapters/`), { headers: asAdmin, data: { title: "Make it" } })).json();
  const lesson = await page.request.post(green.url(`/api/course-chapters/${chapter.id}/lessons/`), { headers: asAdmin, data: { title: "Design your poster", blocks: [{ type: "text", html: "<p>Open Canva and design a poster.</p>" }] } });
  expect(lesson.status(), await lesson.text()).toBe(201);
  const lessonId = (await lesson.json()).id;

  const student = await newStudent(page);
  const session = await signInAs(page, "greenfield", student.username, student.password);
  const auth = { ...green.headers, Authorization: `Bearer ${session.access}` };
  expect((await page.request.post(green.url("/api/course-enrollments/"), { headers: auth, data: { course: course.id } })).ok()).toBe(true);
  expect((await page.request.put(green.url("/api/lesson-progress/"), { headers: auth, data: { lesson: lessonId, completed: true } })).ok()).toBe(true);

  await page.goto(`${site}/course/${course.slug}`);
  await page.getByRole("link", { name: /Get your certificate/ }).click();
  await expect(page.getByRole("heading", { name: "Get your certificate" })).toBeVisible();
  await expect(page.getByText("A poster about one goal, shared from Canva.")).toBeVisible();
  await expect(page.getByLabel("Name on the certificate")).toHaveValue("Priya S.");
  await expectAccessible(page);
  await screenshots(page, info, "certificate-claim", async () => {
    await expect(page.getByRole("heading", { name: "Get your certificate" })).toBeVisible();
  });
  await page.getByLabel(/Link to your final work/).fill("http://canva.com/not-https");
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.getByText("Paste an https:// link to your work (for example a Canva share link)").first()).toBeVisible();
  await page.getByLabel(/Link to your final work/).fill("https://www.canva.com/design/DAE2e2/view");
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.getByText("Waiting for approval")).toBeVisible();
  const certificateUrl = page.url();

  // The teacher approves it from the review list, on a phone: the work and the buttons are on the
  // screen, not in a row wider than it (they were past its right edge at 412 px).
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true });
  const teacher = await context.newPage();
  await signInAs(teacher, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
  await teacher.goto(`${site}/certificate-reviews`);
  await teacher.getByRole("tab", { name: "Claims to review" }).click();
  const row = teacher.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("link", { name: "https://www.canva.com/design/DAE2e2/view" })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Approve the claim of/ })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole("button", { name: /^Send back the claim of/ })).toBeInViewport({ ratio: 1 });
  // 44 px high for a finger.
  expect((await row.getByRole("button", { name: /^Approve the claim of/ }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await expectAccessible(teacher);
  await row.getByRole("button", { name: /^Approve the claim of/ }).click();
  await expect(teacher.getByText("Approved: the certificate is issued")).toBeVisible();
  await context.close();

  await page.goto(certificateUrl);
  await expect(page.getByRole("article", { name: "Certificate" }).getByText("Priya S.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
});

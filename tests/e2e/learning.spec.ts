import { expect, test, type Page } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, signInAs } from "./helpers";

/*
 * Learning end to end: a visitor enrols (signing in on the way), plays the first lesson's video,
 * marks it complete and sees the progress on the course page and the dashboard; a teacher buys the
 * paid teacher-training course with the demo provider and opens it; staff author and publish a
 * course. Each run uses fresh accounts, so local state left by an earlier run changes nothing.
 */
const site = origin("greenfield");
const ADMIN = { username: "greenfield.admin", password: "admin-demo-2026" };
const COURSE = "This Is Our World: An Introduction to the Global Goals";
const stamp = () => Date.now().toString(36);

/** A new member of Greenfield, made by its admin through the API. */
async function newMember(page: Page, role: "student" | "teacher") {
  const green = api("greenfield");
  const admin = await (await page.request.post(green.url("/api/auth/token/"), { headers: green.headers, data: ADMIN })).json();
  const username = `e2e.${role}.${stamp()}`;
  const password = "learning-is-fun-2026";
  const res = await page.request.post(green.url("/api/school-admin/users/"), {
    headers: { ...green.headers, Authorization: `Bearer ${admin.access}` },
    multipart: { first_name: role === "student" ? "Robin" : "Tess", last_name: "Example", role, username, password, ...(role === "teacher" ? { email: `${username}@example.org`, country: "GB" } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password };
}

test("a visitor enrols on the way through sign-in, plays the first lesson, marks it complete and sees the progress", async ({ page }, info) => {
  test.setTimeout(150_000);
  const student = await newMember(page, "student");

  await page.goto(`${site}/courses`);
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await expect(page.getByRole("link", { name: COURSE })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "learning-courses", async () => {
    await expect(page.getByRole("link", { name: COURSE })).toBeVisible();
  });
  // The header's Learn menu leads here and to teacher training.
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Learn" }).click();
  await expect(page.getByRole("link", { name: /Teacher training/ })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: COURSE }).click();
  await expect(page).toHaveURL(/\/course\/this-is-course$/);
  await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sustainability details" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Download the teaching program/ })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "learning-course", async () => {
    await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  });

  // Enrol Now → sign in → back on the course, enrolled.
  await page.getByRole("button", { name: "Enrol Now" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: /Teacher Login/ }).click();
  await page.getByLabel("Email or username").fill(student.username);
  await page.getByLabel("Password", { exact: true }).fill(student.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/course\/this-is-course$/);
  await expect(page.getByText("You are enrolled")).toBeVisible();
  const cont = page.getByRole("link", { name: /Continue To Course/ });
  await expect(cont).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "0% of the course complete" })).toBeVisible();

  // The first lesson of the first chapter, with its video.
  await cont.click();
  await expect(page).toHaveURL(/\/courses\/this-is-course\/[^/]+\/[^/]+$/);
  const video = page.locator("video");
  await expect(video).toBeVisible();
  await expect(page.locator("video track[kind=captions]")).toHaveCount(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await expectAccessible(page);
  await screenshots(page, info, "learning-lesson", async () => {
    await expect(page.getByRole("button", { name: "Mark complete" })).toBeVisible();
  });
  await page.getByRole("button", { name: "Mark complete" }).click();
  await expect(page.getByRole("button", { name: "Completed" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Course outline" }).getByRole("progressbar")).not.toHaveAttribute("aria-valuenow", "0");

  // The course page and the dashboard show the progress.
  await page.goto(`${site}/course/this-is-course`);
  await expect(page.getByRole("progressbar", { name: /^\d+% of the course complete$/ })).not.toHaveAttribute("aria-valuenow", "0");
  await page.goto(`${site}/dashboard`);
  const mine = page.getByRole("list", { name: "My courses" });
  await expect(mine.getByRole("link", { name: COURSE })).toBeVisible();
  await expect(mine.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByText("Continue where you left off")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "learning-dashboard", async () => {
    await expect(page.getByText("Continue where you left off")).toBeVisible();
  });
});

/** A small real PNG (a 1×1 pixel): enough for the server's type check and the gallery's <img>. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

test("a student sends an SDG challenge entry and their teacher approves it into the gallery", async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  const student = await newMember(page, "student");
  await page.goto(`${site}/challenges`);
  await expect(page.getByRole("heading", { level: 1, name: "Challenges" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "learning-challenges", async () => {
    await expect(page.getByRole("list", { name: "Open challenges" })).toBeVisible();
  });

  await signInAs(page, "greenfield", student.username, student.password);
  await page.goto(`${site}/sdg-challenge/plastic-free-lunchbox`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const title = `Tin and wraps ${stamp()}`;
  await page.getByLabel("Title (optional)").fill(title);
  await page.getByLabel("Your picture").setInputFiles({ name: "lunch.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Send my entry" }).click();
  await expect(page.getByText("Waiting for your teacher")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "learning-challenge", async () => {
    await expect(page.getByText("Waiting for your teacher")).toBeVisible();
  });

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signInAs(teacher, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
  await teacher.goto(`${site}/sdg-challenge/plastic-free-lunchbox`);
  const queue = teacher.getByRole("list", { name: "Entries to review" });
  const mine = queue.getByRole("listitem").filter({ hasText: title });
  await mine.getByLabel("Note for the learner (optional)").fill("What a clever idea!");
  await mine.getByRole("button", { name: /^Approve/ }).click();
  await expect(teacher.getByText("Added to the gallery")).toBeVisible();
  await expectAccessible(teacher);
  await teacherContext.close();

  // Anyone on the school's site sees it in the gallery, the child as first name and initial.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${site}/sdg-challenge/plastic-free-lunchbox`);
  const card = visitor.getByRole("list", { name: "Gallery entries" }).getByRole("listitem").filter({ hasText: title });
  // The name is bidi-isolated inside the sentence (U+2068 … U+2069), so an Arabic page keeps its order.
  await expect(card).toContainText(/by \u2068?Robin E\.\u2069?/);
  // The deadline is a badge as wide as its words, not a grey bar across the page (it sat in a grid that stretched it).
  for (const width of [412, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    const [badge, words] = await visitor.getByText(/^Open until /).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [el.getBoundingClientRect().width, range.getBoundingClientRect().width];
    });
    expect(badge).toBeLessThan(words + 30);
  }
  await visitorContext.close();
});

test("a teacher buys the paid teacher-training course with the demo provider and opens its first lesson", async ({ page }, info) => {
  test.setTimeout(150_000);
  const teacher = await newMember(page, "teacher");
  await signInAs(page, "greenfield", teacher.username, teacher.password);

  await page.goto(`${site}/teacher-training`);
  await expect(page.getByRole("heading", { level: 1, name: "Teacher training" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Teaching Reading for Pleasure" }).click();
  await expect(page).toHaveURL(/\/teacher-training-course\/teaching-reading-for-pleasure$/);
  await expect(page.getByText("$149.00").first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "learning-training-course", async () => {
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  });
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await page.goto(`${site}/checkout`);
  await page.getByLabel("Full name").fill("Tess Example");
  await page.getByLabel("Email").fill(`${teacher.username}@example.org`);
  await page.getByRole("radio", { name: /Demo payment/ }).check();
  await page.getByRole("button", { name: "Pay" }).click();
  await page.getByRole("button", { name: "Pay $149.00" }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 25_000 });

  // The payment went through the queue: the course opens.
  await expect
    .poll(
      async () => {
        await page.goto(`${site}/teacher-training-course/teaching-reading-for-pleasure`);
        await expect(page.getByRole("heading", { level: 1, name: "Teaching Reading for Pleasure" })).toBeVisible();
        return page.getByRole("link", { name: /Continue To Course/ }).isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.getByRole("link", { name: /Continue To Course/ }).click();
  await expect(page.getByRole("button", { name: "Mark complete" })).toBeVisible();
  // Teachers see the teacher's notes.
  await expect(page.getByRole("complementary", { name: "Course outline" })).toBeVisible();
});

test("staff author a course with a chapter and a lesson, publish it, and learners can see it", async ({ page }, info) => {
  test.setTimeout(150_000);
  const title = `Pond Life ${stamp()}`;
  await signInAs(page, undefined, "staff", "staff-demo-2026");
  await page.goto(`${origin()}/admin-panel/courses`);
  await expect(page.getByRole("region", { name: "Courses" }).getByRole("table")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "New course" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Introduction").fill("Frogs, newts and dragonflies in the school pond.");
  await page.getByRole("button", { name: "Create draft" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Draft: learners cannot see it")).toBeVisible();
  await page.getByLabel("Add chapter").fill("Who lives in the pond?");
  await page.getByRole("button", { name: "Add chapter" }).click();
  await expect(page.getByRole("heading", { name: "Chapter 1: Who lives in the pond?" })).toBeVisible();
  await page.getByLabel("Add lesson").fill("Frogspawn");
  await page.getByRole("button", { name: "Add lesson" }).click();
  await page.getByRole("link", { name: "1. Frogspawn" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Edit lesson: Frogspawn" })).toBeVisible();
  await page.getByRole("group", { name: "Add a block" }).getByRole("button", { name: "Text" }).click();
  const editor = page.getByRole("textbox", { name: "Text" });
  await editor.click();
  await editor.pressSequentially("Frogs lay their eggs in spring.");
  await page.getByRole("group", { name: "Add a block" }).getByRole("button", { name: "Quiz" }).click();
  await page.getByLabel("Question 1", { exact: true }).fill("When do frogs lay eggs?");
  await page.getByLabel("Option 1", { exact: true }).fill("In spring");
  await page.getByLabel("Option 2", { exact: true }).fill("In winter");
  await expectAccessible(page);
  await screenshots(page, info, "learning-lesson-editor", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Edit lesson: Frogspawn" })).toBeVisible();
  });
  await page.getByRole("button", { name: "Save lesson" }).first().click();
  await expect(page.getByText("Lesson saved")).toBeVisible();

  await page.getByRole("link", { name: "Back to the course" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "learning-course-editor", async () => {
    await expect(page.getByRole("heading", { name: "Chapters and lessons" })).toBeVisible();
  });

  // A learner on a school's site sees the platform course.
  const visitor = await page.context().browser()!.newContext();
  const tab = await visitor.newPage();
  await tab.goto(`${site}/courses?search=${encodeURIComponent(title)}`);
  await expect(tab.getByRole("link", { name: title })).toBeVisible();
  await visitor.close();
});

test("the learning dashboard and a class's progress show the seeded learners", async ({ page, browser }, info) => {
  await signInAs(page, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
  await page.goto(`${site}/dashboard`);
  const progress = page.getByRole("region", { name: "Class progress in courses" });
  await progress.getByLabel("Course").selectOption({ label: COURSE });
  await expect(progress.getByRole("table")).toContainText("%");
  await expectAccessible(page);
  await screenshots(page, info, "learning-class-progress", async () => {
    await expect(progress.getByRole("table")).toBeVisible();
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, "greenfield", ADMIN.username, ADMIN.password);
  await admin.goto(`${site}/admin/learning`);
  await expect(admin.getByRole("heading", { level: 1, name: "Learning dashboard" })).toBeVisible();
  await expect(admin.getByText("Most-started courses").first()).toBeVisible();
  await expectAccessible(admin);
  await screenshots(admin, info, "learning-stats", async () => {
    await expect(admin.getByText("Most-started courses").first()).toBeVisible();
  });
  await adminContext.close();
});

test("hubs, the goals, impact films and the comprehension corner work and are accessible", async ({ page }, info) => {
  test.setTimeout(150_000);
  await page.goto(`${site}/hubs`);
  await page.getByRole("link", { name: "Climate action" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Climate action" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "learning-hub", async () => {
    await expect(page.getByRole("list", { name: "Lessons of Climate action" })).toBeVisible();
  });

  await page.goto(`${site}/sdgs`);
  await page.getByRole("button", { name: /^13 Climate Action/ }).click();
  await expect(page.getByRole("heading", { name: "Goal 13: Climate Action" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Climate Heroes" }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "learning-sdgs", async () => {
    await expect(page.getByRole("heading", { name: "Goal 13: Climate Action" })).toBeVisible();
  });

  await page.goto(`${site}/impact-films`);
  const films = page.getByRole("list", { name: "Films" });
  await expect(films.getByRole("heading", { name: "Light after dark" })).toBeVisible();
  const video = films.locator("video").first();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await expectAccessible(page);
  await screenshots(page, info, "learning-films", async () => {
    await expect(films).toBeVisible();
  });

  await signInAs(page, "greenfield", "greenfield.student04", "reading-rocks-2026");
  await page.goto(`${site}/comprehension-corner/the-lion-and-the-mouse`);
  await expect(page.getByRole("heading", { level: 1, name: /Comprehension corner/ })).toBeVisible();
  await page.getByRole("radio", { name: "The mouse promised to help him one day" }).check();
  await page.getByRole("radio", { name: "It chewed through the hunter's net" }).check();
  await page.getByRole("radio", { name: "A small friend can be a great help" }).check();
  await page.getByRole("textbox", { name: /Tell of a time/ }).fill("My little brother found my lost key.");
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You scored 3 out of 3" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "learning-comprehension", async () => {
    await expect(page.getByText("You scored 3 out of 3")).toBeVisible();
  });
});

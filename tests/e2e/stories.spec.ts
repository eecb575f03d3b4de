import { expect, test, type Page } from "@playwright/test";
import { api, expectAccessible, origin, screenshots, signInAs } from "./helpers";

const STUDENT = { username: "greenfield.student01", password: "reading-rocks-2026" };
const ADMIN = { username: "admin@greenfield.example.org", password: "admin-demo-2026" };

/** axe and both screenshot widths for one step of the writer. */
async function checkStep(page: Page, info: Parameters<typeof screenshots>[1], name: string, ready: () => Promise<void>) {
  await ready();
  await expectAccessible(page);
  await screenshots(page, info, name, ready);
}

test("a student writes a story step by step, submits it, and follows its status on the dashboard", async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const title = `The Brave Hedgehog ${Date.now().toString(36)}`;
  const session = await signInAs(page, "greenfield", STUDENT.username, STUDENT.password);

  // Choose what to share.
  await page.goto(`${origin("greenfield")}/uploadcontent`);
  await checkStep(page, info, "stories-upload-content", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "What would you like to share?" })).toBeVisible();
  });
  await page.getByRole("link", { name: /Write a story/ }).click();

  // Start: a title and who can read it.
  await expect(page).toHaveURL(/\/upload-blog$/);
  await page.getByRole("button", { name: /Start writing/ }).click();
  await expect(page.getByText("Required")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("radio", { name: /Public/ }).check();
  await checkStep(page, info, "stories-upload-blog", async () => {
    await expect(page.getByRole("radio", { name: /Public/ })).toBeChecked();
  });
  await page.getByRole("button", { name: /Start writing/ }).click();

  // Step 1: the title, saved as it changes.
  await expect(page).toHaveURL(/\/uploadblogsteps\/the-brave-hedgehog-/);
  const slug = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
  await expect(page.getByRole("heading", { level: 1, name: "Write a story" })).toBeVisible();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await page.getByLabel("Title").fill(`${title}!`);
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await checkStep(page, info, "stories-step-1-title", async () => {
    await expect(page.getByLabel("Title")).toHaveValue(`${title}!`);
  });
  await page.getByRole("button", { name: /Next/ }).click();

  // Step 2: write, with bold from the toolbar; the empty story is refused first.
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByRole("button", { name: /Next/ }).click();
  await expect(page.getByText("Write your story", { exact: true })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "Your story" });
  await editor.click();
  await page.keyboard.type("Once upon a time a hedgehog was ");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("very brave");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(".");
  await page.keyboard.press("Enter");
  await page.keyboard.type("The end.");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await checkStep(page, info, "stories-step-2-write", async () => {
    await expect(editor).toContainText("The end.");
  });
  await page.getByRole("button", { name: /Next/ }).click();

  // Step 3: visibility and the preview of what was saved (sanitised by the server, bold kept).
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  const preview = page.getByRole("article", { name: "Story preview" });
  await expect(preview.locator("strong")).toHaveText("very brave");
  await checkStep(page, info, "stories-step-3-preview", async () => {
    await expect(preview.getByRole("heading", { name: `${title}!` })).toBeVisible();
  });
  await page.getByRole("button", { name: /Next/ }).click();

  // Step 4: submit for review (students do not publish their own stories).
  await expect(page.getByText("Step 4 of 4")).toBeVisible();
  await checkStep(page, info, "stories-step-4-submit", async () => {
    await expect(page.getByRole("button", { name: /Submit for review/ })).toBeVisible();
  });
  await page.getByRole("button", { name: /Submit for review/ }).click();
  await expect(page.getByRole("heading", { name: "Your story was sent for review" })).toBeVisible();

  // The dashboard shows it as pending review.
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  const myStories = page.getByRole("list", { name: "My stories" });
  const item = myStories.getByRole("listitem").filter({ hasText: `${title}!` });
  await expect(item.getByText("Pending review")).toBeVisible();

  // The school admin approves it; the student's dashboard then shows it published.
  const greenfield = api("greenfield");
  const stored = await request.get(greenfield.url(`/api/stories/${slug}/`), { headers: { ...greenfield.headers, Authorization: `Bearer ${session.access}` } });
  expect(stored.status()).toBe(200);
  const story = (await stored.json()) as { id: string; body_html: string; visibility: string; status: string };
  expect(story).toMatchObject({ visibility: "public", status: "pending_review" });
  expect(story.body_html).toContain("<strong>very brave</strong>");
  const admin = await request.post(greenfield.url("/api/auth/token/"), { headers: greenfield.headers, data: ADMIN });
  const { access } = (await admin.json()) as { access: string };
  const approved = await request.post(greenfield.url(`/api/stories/${story.id}/approve`), { headers: { ...greenfield.headers, Authorization: `Bearer ${access}` } });
  expect(approved.status()).toBe(200);

  await page.reload();
  await expect(item.getByText("Published")).toBeVisible();
  await checkStep(page, info, "stories-dashboard", async () => {
    await expect(item.getByText("Published")).toBeVisible();
  });
});

test("on the platform's own host the story writer says stories are written on a school's site", async ({ page }) => {
  await signInAs(page, undefined, "staff@example.org", "staff-demo-2026");
  await page.goto(`${origin()}/uploadblogsteps/some-story`);
  await expect(page.getByRole("heading", { level: 1, name: "Write a story" })).toBeVisible();
  await expect(page.getByText("Stories are written on a school's site")).toBeVisible();
  await expectAccessible(page);
});

test("a teacher's dashboard shows book and story stats per class, accessible at both widths", async ({ page }, info) => {
  test.setTimeout(90_000);
  await signInAs(page, "greenfield", "teacher@greenfield.example.org", "teacher-demo-2026");
  await page.goto(`${origin("greenfield")}/dashboard`);
  const books = page.getByRole("region", { name: "Books per class" });
  const stories = page.getByRole("region", { name: "Stories per class" });
  await expect(books.getByRole("row", { name: /Year 4 Blue/ })).toBeVisible();
  await expect(stories.getByRole("row", { name: /Year 4 Blue/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "My books" })).toBeVisible();
  await page.getByText("Books by student in Year 4 Blue").click();
  await expect(page.getByRole("region", { name: "Books by student in Year 4 Blue" })).toBeVisible();
  await checkStep(page, info, "stories-teacher-dashboard", async () => {
    await expect(books).toBeVisible();
  });
});

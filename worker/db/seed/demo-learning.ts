/**
 * The demo learning data (development and tests only): the platform's courses and teacher-training
 * courses (demo-learning-content.ts) with chapters, lessons, a video with poster and captions, quizzes
 * and a teaching-program download; a Greenfield course of its own; the Year 4 Blue class given the
 * introduction course; and enrolments, progress and quiz attempts of the demo students spread over
 * the last months, so teachers' progress views and the learning dashboard have something to show.
 * Pure SQL text with fixed ids (INSERT OR IGNORE): seeding twice changes nothing. scripts/seed.ts
 * writes the files (demoLearningFiles) into local R2.
 */
import { DEMO_CHALLENGES, DEMO_COMPREHENSION, DEMO_COURSES, DEMO_HUBS, DEMO_IMPACT_FILMS, type DemoCourse, type DemoImpactFilm, type DemoLesson } from "./demo-learning-content.ts";
import { nameKey } from "../../contracts/text.ts";
import { insert } from "./sql.ts";
import { demoCertificateId } from "./demo-ids.ts";

const DAY = 86_400_000;
const GREEN = "ten_demo_greenfield";
const RIVER = "ten_demo_riverside";
const GREEN4 = "cls_demo_green4";

export const DEMO_VIDEO_KEY = "platform/learning/demo-globe.webm";
export const DEMO_POSTER_KEY = "platform/learning/demo-globe-poster.png";

/** A school's own course: only Greenfield's host shows it. */
const GREENFIELD_COURSE: DemoCourse = {
  id: "crs_demo_green_garden",
  slug: "our-school-garden",
  kind: "course",
  title: "Our School Garden",
  intro: "Grow food, help wildlife and keep a garden diary with Year 4 Blue.",
  description:
    "Greenfield's garden club course. Learn what plants need, how to make a bug hotel and how to share what we grow.\n\nEvery lesson ends with a job to do in the garden.",
  subject: "Science",
  age_min: 7,
  age_max: 10,
  sdgs: [2, 12, 15],
  catalog_item_id: null,
  chapters: [
    {
      slug: "what-plants-need",
      title: "What plants need",
      lessons: [
        {
          slug: "sun-water-soil",
          title: "Sun, water and soil",
          summary: "The three things every plant in our garden needs.",
          minutes: 10,
          paragraphs: [
            "Plants make their own food from sunlight, air and water. Their roots drink water from the soil and their leaves catch the sun.",
            "In our garden the tomatoes grow by the sunny wall and the mint grows in the shade by the shed. Every plant has a favourite spot.",
            "Garden job: feel the soil with your finger. If it is dry two centimetres down, it is time to water.",
          ],
          teacher_note: "Take the class out for the soil test; ten minutes is plenty.",
        },
        {
          slug: "seeds-in-jars",
          title: "Seeds in jars",
          summary: "Watch a bean sprout on the windowsill.",
          minutes: 12,
          paragraphs: [
            "A seed holds a tiny plant and a packed lunch of food to start it off.",
            "Put a damp paper towel in a jar, slide a bean between the towel and the glass, and watch. First a root grows down, then a shoot grows up.",
            "Draw your bean every day in your garden diary.",
          ],
          quiz: [
            {
              id: "q1",
              prompt: "Which grows first from a bean seed?",
              kind: "choice",
              options: ["The root", "The flower", "The leaves"],
              answer: 0,
              explanation: "The root comes first so the young plant can drink water.",
            },
          ],
        },
      ],
    },
  ],
};

const ALL_COURSES = [...DEMO_COURSES, GREENFIELD_COURSE];

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/&lt;(\/?)strong&gt;/g, "<$1strong>");

const media = (course: DemoCourse, what: "video" | "poster" | "captions" | "program") => `lmd_demo_${course.id.replace(/^crs_demo_/, "")}_${what}`;
const tenantOf = (course: DemoCourse) => (course === GREENFIELD_COURSE ? GREEN : null);
const captionsKey = (course: DemoCourse) => `platform/learning/demo-${course.slug}.vtt`;
const programKey = (course: DemoCourse) => `${tenantOf(course) ? `tenants/${GREEN}` : "platform"}/learning/demo-${course.slug}-teaching-program.pdf`;

function blocksOf(course: DemoCourse, lesson: DemoLesson): unknown[] {
  const blocks: unknown[] = [];
  if (lesson.video) {
    blocks.push({
      type: "video",
      media: media(course, "video"),
      poster: media(course, "poster"),
      captions: media(course, "captions"),
      title: lesson.title,
      transcript: lesson.video_transcript ?? "",
    });
  }
  blocks.push({ type: "text", html: lesson.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") });
  if (lesson.teacher_note) blocks.push({ type: "teacher_note", html: `<p>${escapeHtml(lesson.teacher_note)}</p>` });
  if (lesson.quiz?.length) {
    blocks.push({
      type: "quiz",
      title: "Check what you learned",
      questions: lesson.quiz.map((q) =>
        q.kind === "choice" ? { id: q.id, kind: "choice", prompt: q.prompt, options: q.options ?? [], answer: q.answer ?? 0, explanation: q.explanation } : { id: q.id, kind: "short", prompt: q.prompt, explanation: q.explanation },
      ),
    });
  }
  return blocks;
}

const lessonId = (course: DemoCourse, c: number, l: number) => `lsn_demo_${course.id.replace(/^crs_demo_/, "")}_${c + 1}_${l + 1}`;

/** WebVTT for a course's clip, from its video lesson's transcript (three cues over six seconds). */
export function captionsFor(course: DemoCourse): string {
  const lesson = course.chapters.flatMap((c) => c.lessons).find((l) => l.video);
  const words = (lesson?.video_transcript ?? course.intro).split(/\s+/).filter(Boolean);
  const third = Math.ceil(words.length / 3);
  const cue = (i: number) => words.slice(i * third, (i + 1) * third).join(" ");
  return `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${cue(0)}\n\n00:00:02.000 --> 00:00:04.000\n${cue(1)}\n\n00:00:04.000 --> 00:00:06.000\n${cue(2)}\n`;
}

/** Files the demo courses use, for scripts/seed.ts to put into local R2. */
export function demoLearningFiles(): { key: string; kind: "video" | "poster" | "captions" | "program"; course: DemoCourse }[] {
  const out: ReturnType<typeof demoLearningFiles> = [];
  for (const course of ALL_COURSES) {
    if (course.chapters.some((ch) => ch.lessons.some((l) => l.video))) out.push({ key: captionsKey(course), kind: "captions", course });
    out.push({ key: programKey(course), kind: "program", course });
  }
  return out;
}

/** Pictures of the demo entries to the picture challenge (scripts/seed.ts draws them). */
export const demoEntryPictureKey = (student: string) => `tenants/${GREEN}/challenges/demo-lunchbox-${student}.png`;
export const DEMO_ENTRY_PICTURES = [
  { key: demoEntryPictureKey("01"), name: "Beeswax wraps", colour: "#BF8B2E" },
  { key: demoEntryPictureKey("02"), name: "The lunchbox swap", colour: "#3F7E44" },
  { key: demoEntryPictureKey("03"), name: "Fruit first", colour: "#DD1367" },
  { key: demoEntryPictureKey("05"), name: "Pasta in a flask", colour: "#0A97D9" },
];

export const filmCaptionsKey = (film: DemoImpactFilm) => `platform/films/${film.slug}.vtt`;
const vttTime = (s: number) => `00:00:0${Math.floor(s)}.${String(Math.round((s % 1) * 1000)).padStart(3, "0")}`;

/** WebVTT of an impact film's caption cues. */
export function filmCaptions(film: DemoImpactFilm): string {
  return `WEBVTT\n\n${film.captions.map((c) => `${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text}`).join("\n\n")}\n`;
}

export const demoFilms = () => DEMO_IMPACT_FILMS;

/** Which students enrol in which course, how far they got, and when they started (days ago). */
const ACTIVITY: { course: string; tenant: string; students: string[]; startedDaysAgo: number[]; done: number[] }[] = [
  {
    course: "crs_demo_this_is_course",
    tenant: GREEN,
    students: ["01", "02", "03", "04", "05", "06", "07", "08"].map((n) => `usr_demo_greenfield_student${n}`),
    startedDaysAgo: [150, 120, 95, 80, 60, 40, 20, 6],
    done: [9, 9, 7, 6, 4, 3, 1, 0],
  },
  {
    course: "crs_demo_water_detectives",
    tenant: GREEN,
    students: ["01", "02", "03", "09", "10"].map((n) => `usr_demo_greenfield_student${n}`),
    startedDaysAgo: [100, 70, 45, 30, 12],
    done: [9, 5, 3, 2, 0],
  },
  {
    course: "crs_demo_green_garden",
    tenant: GREEN,
    students: ["04", "05", "11"].map((n) => `usr_demo_greenfield_student${n}`),
    startedDaysAgo: [50, 35, 10],
    done: [2, 1, 0],
  },
  {
    course: "crs_demo_climate_heroes",
    tenant: RIVER,
    students: ["01", "02", "03"].map((n) => `usr_demo_riverside_student${n}`),
    startedDaysAgo: [90, 55, 15],
    done: [9, 4, 1],
  },
];

export function buildDemoLearningSeed(now = Math.floor(Date.now() / DAY) * DAY): string[] {
  const out: string[] = [];
  const created = now - 200 * DAY;
  const stamps = { created_at: created, updated_at: created };
  const lessonsOf = new Map<string, { id: string; quiz: DemoLesson["quiz"] }[]>();

  for (const course of ALL_COURSES) {
    const tenant = tenantOf(course);
    const hasVideo = course.chapters.some((ch) => ch.lessons.some((l) => l.video));
    out.push(
      insert("courses", {
        id: course.id,
        tenant_id: tenant,
        kind: course.kind,
        slug: course.slug,
        title: course.title,
        title_key: nameKey(course.title),
        intro: course.intro,
        description: course.description,
        subject: course.subject,
        age_min: course.age_min,
        age_max: course.age_max,
        sdgs: JSON.stringify([...course.sdgs].sort((a, b) => a - b)),
        cover_media_id: null,
        program_media_id: media(course, "program"),
        catalog_item_id: course.catalog_item_id,
        status: "published",
        published_at: created,
        created_by: null,
        ...stamps,
      }),
    );
    const file = (what: "video" | "poster" | "captions" | "program", key: string, name: string, contentType: string, size: number) =>
      insert("learning_media", { id: media(course, what), tenant_id: tenant, course_id: course.id, kind: what, key, name, content_type: contentType, size, created_by: null, created_at: created });
    out.push(file("program", programKey(course), `${course.title} – teaching program.pdf`, "application/pdf", 4_000));
    if (hasVideo) {
      out.push(file("video", DEMO_VIDEO_KEY, "globe.webm", "video/webm", 51_082));
      out.push(file("poster", DEMO_POSTER_KEY, "globe-poster.png", "image/png", 9_231));
      out.push(file("captions", captionsKey(course), `${course.slug}.vtt`, "text/vtt", captionsFor(course).length));
    }
    const lessons: { id: string; quiz: DemoLesson["quiz"] }[] = [];
    course.chapters.forEach((chapter, c) => {
      const chapterId = `chp_demo_${course.id.replace(/^crs_demo_/, "")}_${c + 1}`;
      out.push(insert("course_chapters", { id: chapterId, course_id: course.id, slug: chapter.slug, title: chapter.title, position: c + 1, ...stamps }));
      chapter.lessons.forEach((lesson, l) => {
        const id = lessonId(course, c, l);
        lessons.push({ id, quiz: lesson.quiz });
        out.push(
          insert("course_lessons", {
            id,
            course_id: course.id,
            chapter_id: chapterId,
            slug: lesson.slug,
            title: lesson.title,
            summary: lesson.summary,
            minutes: lesson.minutes,
            position: l + 1,
            blocks: JSON.stringify(blocksOf(course, lesson)),
            ...stamps,
          }),
        );
      });
    });
    lessonsOf.set(course.id, lessons);
  }

  // Hubs: lessons drawn from the courses above, by "course/chapter/lesson" path.
  const lessonByPath = new Map<string, string>();
  for (const course of ALL_COURSES)
    course.chapters.forEach((chapter, c) => chapter.lessons.forEach((lesson, l) => lessonByPath.set(`${course.slug}/${chapter.slug}/${lesson.slug}`, lessonId(course, c, l))));
  for (const hub of DEMO_HUBS) {
    const id = `hub_demo_${hub.slug.replace(/-/g, "_")}`;
    out.push(insert("hubs", { id, tenant_id: null, slug: hub.slug, title: hub.title, title_key: nameKey(hub.title), summary: hub.summary, sdgs: JSON.stringify(hub.sdgs), status: "published", ...stamps }));
    hub.lessons.forEach((path, i) => {
      const lesson = lessonByPath.get(path);
      if (lesson) out.push(insert("hub_lessons", { hub_id: id, lesson_id: lesson, position: i + 1 }));
    });
  }

  // Challenges, with entries from Year 4 Blue: most approved (the gallery), one waiting for review.
  for (const ch of DEMO_CHALLENGES) {
    const id = `chl_demo_${ch.slug.replace(/-/g, "_").slice(0, 40)}`;
    const deadline = now + ch.deadline_in_days * DAY + DAY - 1;
    out.push(
      insert("challenges", { id, tenant_id: null, slug: ch.slug, title: ch.title, sdg: ch.sdg, brief: ch.brief, prompts: JSON.stringify(ch.prompts), submission: ch.submission, deadline, status: "published", ...stamps }),
    );
  }
  const entries: { challenge: string; student: string; title: string; body: string; status: "approved" | "pending" }[] = [
    { challenge: "plastic-free-lunchbox", student: "01", title: "Beeswax wraps", body: "My sandwich was wrapped in a beeswax wrap and my crisps were in a tin. Nothing went in the bin!", status: "approved" },
    { challenge: "plastic-free-lunchbox", student: "02", title: "The lunchbox swap", body: "I swapped my yoghurt pot for a little jar with a lid. Mum washes it every night.", status: "approved" },
    { challenge: "plastic-free-lunchbox", student: "03", title: "Fruit first", body: "An apple and a banana come in their own wrappers already.", status: "approved" },
    { challenge: "plastic-free-lunchbox", student: "05", title: "Pasta in a flask", body: "Warm pasta in a flask, and a metal spoon from home.", status: "pending" },
    { challenge: "map-your-local-water", student: "04", title: "Our stream", body: "We found where the stream behind the field goes: into the river by the bridge.", status: "approved" },
  ];
  for (const e of entries) {
    const ch = DEMO_CHALLENGES.find((c) => c.slug === e.challenge);
    if (!ch) continue;
    const challengeId = `chl_demo_${ch.slug.replace(/-/g, "_").slice(0, 40)}`;
    const at = now - 5 * DAY;
    const picture = ch.submission === "image" ? demoEntryPictureKey(e.student) : null;
    out.push(
      insert("challenge_submissions", {
        id: `sub_demo_${e.challenge.replace(/-/g, "_").slice(0, 24)}_${e.student}`,
        tenant_id: GREEN,
        challenge_id: challengeId,
        user_id: `usr_demo_greenfield_student${e.student}`,
        title: e.title,
        body: e.body,
        file_key: picture,
        file_type: picture ? "image/png" : null,
        file_name: picture ? `${e.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.png` : null,
        file_size: picture ? 2_000 : null,
        status: e.status,
        review_note: e.status === "approved" ? "Lovely idea, well done!" : "",
        reviewed_by: e.status === "approved" ? "usr_demo_green_teacher" : null,
        reviewed_at: e.status === "approved" ? at + DAY : null,
        created_at: at,
        updated_at: at,
      }),
    );
  }

  // Comprehension corner: quizzes on two platform books, with Year 4 Blue's attempts (a written answer waits for marking).
  for (const q of DEMO_COMPREHENSION) {
    const id = `cmp_demo_${q.slug.replace(/-/g, "_")}`;
    out.push(insert("comprehension_quizzes", { id, tenant_id: null, slug: q.slug, book_id: q.book_id, title: q.title, title_key: nameKey(q.title), summary: q.summary, questions: JSON.stringify(q.questions), status: "published", ...stamps }));
    ["01", "02", "03"].forEach((n, i) => {
      const answers: Record<string, number | string> = {};
      for (const question of q.questions) answers[question.id] = question.kind === "choice" ? (i === 2 && question.id === "q1" ? ((question.answer ?? 0) + 1) % (question.options?.length ?? 2) : (question.answer ?? 0)) : q.slug === "the-lion-and-the-mouse" ? "My little sister found my lost key when nobody else could." : "The jaguar, because it moves so quietly through the trees.";
      const choice = q.questions.filter((x) => x.kind === "choice");
      out.push(
        insert("comprehension_attempts", {
          id: `cma_demo_${q.slug.replace(/-/g, "_")}_${n}`,
          tenant_id: GREEN,
          quiz_id: id,
          user_id: `usr_demo_greenfield_student${n}`,
          answers: JSON.stringify(answers),
          score: choice.filter((x) => answers[x.id] === x.answer).length,
          max_score: q.questions.length,
          pending: q.questions.length - choice.length,
          marks: "{}",
          marked_by: null,
          created_at: now - (10 - i) * DAY,
        }),
      );
    });
  }

  // Impact films: the demo clip with each film's own captions.
  for (const f of DEMO_IMPACT_FILMS) {
    out.push(
      insert("impact_films", {
        id: `flm_demo_${f.slug.replace(/-/g, "_")}`,
        tenant_id: null,
        slug: f.slug,
        title: f.title,
        title_key: nameKey(f.title),
        summary: f.summary,
        sdgs: JSON.stringify(f.sdgs),
        project_ids: JSON.stringify(f.project_ids),
        video_key: DEMO_VIDEO_KEY,
        video_type: "video/webm",
        poster_key: DEMO_POSTER_KEY,
        captions_key: filmCaptionsKey(f),
        duration_seconds: 6,
        status: "published",
        ...stamps,
      }),
    );
  }

  out.push(insert("course_assignments", { id: "cas_demo_green4_intro", tenant_id: GREEN, class_id: GREEN4, course_id: "crs_demo_this_is_course", assigned_by: "usr_demo_green_teacher", created_at: now - 160 * DAY }));

  for (const a of ACTIVITY) {
    const lessons = lessonsOf.get(a.course) ?? [];
    a.students.forEach((student, i) => {
      const started = now - a.startedDaysAgo[i] * DAY;
      const done = Math.min(a.done[i], lessons.length);
      const finished = done === lessons.length && lessons.length > 0;
      const lastActive = started + done * 2 * DAY;
      out.push(
        insert("course_enrollments", {
          id: `enr_demo_${a.course.replace(/^crs_demo_/, "")}_${student.replace(/^usr_demo_/, "")}`,
          tenant_id: a.tenant,
          user_id: student,
          course_id: a.course,
          source: a.course === "crs_demo_this_is_course" ? "assignment" : "self",
          completed_at: finished ? lastActive : null,
          last_lesson_id: done > 0 ? lessons[done - 1].id : null,
          last_active_at: lastActive,
          created_at: started,
        }),
      );
      for (let k = 0; k < done; k++) {
        const at = started + (k + 1) * 2 * DAY;
        out.push(insert("lesson_progress", { user_id: student, lesson_id: lessons[k].id, course_id: a.course, completed_at: at, video_position: 0, updated_at: at }));
        const quiz = lessons[k].quiz;
        if (quiz?.length) {
          const choice = quiz.filter((q) => q.kind === "choice");
          // Most answers right; every third student misses the first question.
          const answers: Record<string, number | string> = {};
          for (const q of quiz) answers[q.id] = q.kind === "choice" ? (i % 3 === 2 && q === choice[0] ? ((q.answer ?? 0) + 1) % (q.options?.length ?? 2) : (q.answer ?? 0)) : "I would tell my family about it.";
          const score = choice.filter((q) => answers[q.id] === q.answer).length;
          out.push(
            insert("quiz_attempts", {
              id: `qza_demo_${lessons[k].id.replace(/^lsn_demo_/, "")}_${student.replace(/^usr_demo_/, "")}`,
              tenant_id: a.tenant,
              user_id: student,
              lesson_id: lessons[k].id,
              course_id: a.course,
              answers: JSON.stringify(answers),
              score,
              max_score: quiz.length,
              pending: quiz.length - choice.length,
              marks: "{}",
              marked_by: null,
              created_at: at,
            }),
          );
        }
      }
      // A finished course has its certificate (issued when the last lesson was done), printed as a
      // child is shown: first name and last initial.
      if (finished) {
        const id = demoCertificateId(a.course, student);
        out.push(
          `INSERT OR IGNORE INTO certificates (id, tenant_id, user_id, course_id, status, display_name, country, course_title, issuer_name, completed_at, issued_at, version, review_note, created_at, updated_at)
  SELECT '${id}', u.tenant_id, u.id, c.id, 'issued', u.first_name || CASE WHEN trim(u.last_name) = '' THEN '' ELSE ' ' || upper(substr(trim(u.last_name), 1, 1)) || '.' END, t.country, c.title, t.school_name, ${lastActive}, ${lastActive}, 1, '', ${lastActive}, ${lastActive}
  FROM users u JOIN courses c ON c.id = '${a.course}' JOIN tenants t ON t.id = u.tenant_id WHERE u.id = '${student}';`,
        );
      }
    });
  }
  return out;
}

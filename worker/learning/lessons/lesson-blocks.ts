import { lessonBlockSchema, type LessonBlock, type LessonBlockOut, type QuizQuestion } from "../../contracts/learning";
import type { LearningMedia } from "../../db/schema";
import type { AuthUser } from "../../env";
import { mediaUrl } from "../courses/course-presenter";

/**
 * Stored blocks, read back through the contract one by one: a block that no longer parses (written
 * before a contract change) is left out and logged, the rest of the lesson still shows.
 */
export function parseBlocks(json: string): LessonBlock[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: LessonBlock[] = [];
  for (const item of raw) {
    const parsed = lessonBlockSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else console.warn(JSON.stringify({ msg: "lesson block skipped", type: (item as { type?: unknown })?.type ?? null, issues: parsed.error.issues.map((i) => i.message) }));
  }
  return out;
}

export function mediaIdsOf(blocks: LessonBlock[]): string[] {
  const ids = new Set<string>();
  for (const b of blocks) {
    if (b.type === "video") for (const id of [b.media, b.poster, b.captions]) if (id) ids.add(id);
    if (b.type === "image" || b.type === "resource") ids.add(b.media);
  }
  return [...ids];
}

/** Teachers, school admins and staff see teacher's notes. */
export const seesTeacherNotes = (user: AuthUser | null) => !!user && (user.isStaff || user.role === "teacher" || user.role === "school_admin");

export function quizQuestionsOf(blocks: LessonBlock[]): QuizQuestion[] {
  return blocks.flatMap((b) => (b.type === "quiz" ? b.questions : []));
}

/**
 * Blocks as the learner receives them: files as URLs (a block whose file is gone is left out),
 * quiz answers and explanations withheld until an attempt, teacher's notes only for teachers.
 */
export function presentBlocks(blocks: LessonBlock[], media: Map<string, LearningMedia>, user: AuthUser | null, links: Map<string, string> = new Map()): LessonBlockOut[] {
  const url = (id: string | null) => (id && media.has(id) ? (links.get(id) ?? mediaUrl(id)) : null);
  const out: LessonBlockOut[] = [];
  for (const b of blocks) {
    switch (b.type) {
      case "text":
        out.push({ type: "text", html: b.html });
        break;
      case "teacher_note":
        if (seesTeacherNotes(user)) out.push({ type: "teacher_note", html: b.html });
        break;
      case "video": {
        const file = media.get(b.media);
        if (file) out.push({ type: "video", src: url(file.id)!, content_type: file.contentType, poster: url(b.poster), captions: url(b.captions), title: b.title, transcript: b.transcript });
        break;
      }
      case "image":
        if (media.has(b.media)) out.push({ type: "image", src: url(b.media)!, alt: b.alt, caption: b.caption });
        break;
      case "resource": {
        const file = media.get(b.media);
        if (file) out.push({ type: "resource", src: url(file.id)!, title: b.title || file.name, name: file.name, size: file.size, content_type: file.contentType });
        break;
      }
      case "quiz":
        out.push({ type: "quiz", title: b.title, questions: b.questions.map((q) => ({ id: q.id, kind: q.kind, prompt: q.prompt, options: q.kind === "choice" ? q.options : [] })) });
        break;
    }
  }
  return out;
}

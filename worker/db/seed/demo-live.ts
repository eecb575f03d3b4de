/*
 * Demo live sessions and webinars: upcoming and past ones for the platform and both demo schools,
 * with registrations. Times are relative to the seed run; a re-run moves an "upcoming" demo session
 * forward only once it has passed (so edits made to it in the meantime are kept), and inserts
 * nothing twice.
 */
import { insert, sqlLiteral } from "./sql.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GREEN = "ten_demo_greenfield";
const RIVER = "ten_demo_riverside";

interface DemoSession {
  id: string;
  tenant: string | null;
  slug: string;
  title: string;
  description: string;
  host: string;
  /** Days from the seed run (negative: past). */
  inDays: number;
  hourUtc: number;
  zone: string;
  minutes: number;
  capacity: number;
  audience: "public" | "signed_in" | "school" | "class";
  classId?: string;
  sdgs: number[];
  recording?: string;
  materials?: { title: string; url: string }[];
  registrants: string[];
}

const SESSIONS: DemoSession[] = [
  { id: "lvs_demo_ocean_qa", tenant: null, slug: "ocean-qa-with-a-marine-biologist", title: "Ocean Q&A with a marine biologist", description: "Bring your questions about whales, coral reefs and plastic in the sea. For learners of every age, with a teacher or parent nearby.", host: "Dr Amina Yusuf", inDays: 3, hourUtc: 15, zone: "Europe/London", minutes: 45, capacity: 200, audience: "public", sdgs: [14], registrants: ["usr_demo_green_parent", "usr_demo_green_teacher"] },
  { id: "lvs_demo_climate_teaching", tenant: null, slug: "teaching-climate-change-with-confidence", title: "Teaching climate change with confidence", description: "A practical webinar for teachers: answering hard questions, hope-based lessons and classroom activities.", host: "Platform learning team", inDays: 10, hourUtc: 16, zone: "America/New_York", minutes: 60, capacity: 100, audience: "signed_in", sdgs: [4, 13], registrants: ["usr_demo_river_admin", "usr_demo_green_admin"] },
  { id: "lvs_demo_libraries_talk", tenant: null, slug: "how-libraries-change-lives", title: "How libraries change lives", description: "Librarians from three countries on what a new library changes for a village school.", host: "Platform giving team", inDays: -14, hourUtc: 14, zone: "Asia/Kolkata", minutes: 60, capacity: 300, audience: "public", sdgs: [4], recording: "https://video.example.com/recordings/how-libraries-change-lives", materials: [{ title: "Slides (PDF)", url: "https://files.example.com/how-libraries-change-lives.pdf" }], registrants: ["usr_demo_green_teacher", "usr_demo_green_parent"] },
  { id: "lvs_demo_green_assembly", tenant: GREEN, slug: "greenfield-reading-week-assembly", title: "Reading week assembly", description: "The whole school together online to start reading week: a story, a challenge and prizes.", host: "Helen Marsh", inDays: 2, hourUtc: 9, zone: "Europe/London", minutes: 30, capacity: 400, audience: "school", sdgs: [4], registrants: ["usr_demo_green_teacher", "usr_demo_green_parent", "usr_demo_greenfield_student02"] },
  { id: "lvs_demo_green4_story", tenant: GREEN, slug: "year-4-blue-story-time-with-the-author", title: "Year 4 Blue: story time with the author", description: "The author of our class book reads a chapter and answers your questions.", host: "Tom Fields", inDays: 1, hourUtc: 13, zone: "Europe/London", minutes: 40, capacity: 30, audience: "class", classId: "cls_demo_green4", sdgs: [4, 15], registrants: ["usr_demo_greenfield_student01", "usr_demo_greenfield_student02", "usr_demo_greenfield_student03", "usr_demo_greenfield_student05"] },
  { id: "lvs_demo_green_science", tenant: GREEN, slug: "greenfield-science-fair-showcase", title: "Science fair showcase", description: "Every class shows its best experiment live.", host: "Tom Fields", inDays: -7, hourUtc: 10, zone: "Europe/London", minutes: 60, capacity: 400, audience: "school", sdgs: [9], recording: "https://video.example.com/recordings/greenfield-science-fair", materials: [{ title: "Experiment cards", url: "https://files.example.com/greenfield-experiment-cards.pdf" }], registrants: ["usr_demo_green_teacher", "usr_demo_greenfield_student01", "usr_demo_greenfield_student04"] },
  { id: "lvs_demo_river_cleanup", tenant: RIVER, slug: "riverside-river-clean-up-briefing", title: "River clean-up briefing", description: "What to bring, where we meet and how we keep everyone safe on clean-up day.", host: "Rosa Banks", inDays: 4, hourUtc: 8, zone: "America/Chicago", minutes: 30, capacity: 300, audience: "school", sdgs: [6, 14], registrants: ["usr_demo_river_admin", "usr_demo_riverside_student01"] },
  { id: "lvs_demo_river5_lab", tenant: RIVER, slug: "year-5-river-water-cycle-live-lab", title: "Year 5 River: water cycle live lab", description: "We watched clouds form in a jar, live.", host: "Rosa Banks", inDays: -5, hourUtc: 15, zone: "America/Chicago", minutes: 45, capacity: 30, audience: "class", classId: "cls_demo_river5", sdgs: [6], recording: "https://video.example.com/recordings/water-cycle-live-lab", registrants: ["usr_demo_riverside_student01", "usr_demo_riverside_student02"] },
];

export function buildDemoLiveSeed(now = Date.now()): string[] {
  const out: string[] = [];
  const today = Math.floor(now / DAY) * DAY;
  for (const s of SESSIONS) {
    const startsAt = today + s.inDays * DAY + s.hourUtc * HOUR;
    const created = Math.min(now, startsAt) - 20 * DAY;
    const row = {
      id: s.id,
      tenant_id: s.tenant,
      slug: s.slug,
      title: s.title,
      description: s.description,
      host_name: s.host,
      starts_at: startsAt,
      time_zone: s.zone,
      duration_minutes: s.minutes,
      capacity: s.capacity,
      audience: s.audience,
      class_id: s.classId ?? null,
      meeting_url: `https://meet.example.com/demo-${s.slug}`,
      poster_key: null,
      sdgs: JSON.stringify(s.sdgs),
      recording_url: s.recording ?? null,
      materials: JSON.stringify(s.materials ?? []),
      status: "scheduled",
      sequence: 0,
      created_by: null,
      created_at: created,
      updated_at: created,
    };
    const upcoming = s.inDays > 0;
    const base = insert("live_sessions", row).replace(/^INSERT OR IGNORE/, "INSERT").replace(/;$/, "");
    // An upcoming demo session that has since passed moves forward again; anything else stays as it is.
    out.push(upcoming ? `${base} ON CONFLICT(id) DO UPDATE SET starts_at = excluded.starts_at, status = 'scheduled', sequence = live_sessions.sequence + 1 WHERE live_sessions.starts_at + live_sessions.duration_minutes * 60000 < ${sqlLiteral(now)};` : `${base} ON CONFLICT DO NOTHING;`);
    s.registrants.forEach((userId, i) => {
      out.push(
        insert("live_session_registrations", {
          id: `lvr_${s.id.slice(4)}_${i + 1}`,
          session_id: s.id,
          user_id: userId,
          email: null,
          name: null,
          status: "registered",
          access_key: `demo-${s.id.slice(9)}-${i + 1}`,
          promoted_at: null,
          joined_at: upcoming ? null : startsAt + (i + 1) * 60_000,
          created_at: created + (i + 1) * HOUR,
        }),
      );
    });
  }
  return out;
}

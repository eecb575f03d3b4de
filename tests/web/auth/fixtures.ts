import { toast } from "sonner";
import { userAtom, genericAccessAtom } from "@/lib/session";
import { store } from "@/lib/store";

export const greenfield = {
  school_name: "Greenfield Primary School",
  subdomain: "greenfield",
  domain_url: "greenfield.localhost",
  switchboard: true,
  logo: null,
  primary_color: null,
};

/** 25 students of class GREEN4: Ava F., Ben F. … so each page and search has a known answer. */
const FIRST = ["Ava", "Ben", "Cara", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivan", "Jade", "Kai", "Lia", "Max", "Nia", "Omar", "Pia", "Quin", "Rosa", "Sam", "Tia", "Uma", "Vic", "Wren", "Xena", "Yuri"];
export const students = FIRST.map((first, i) => ({
  tile: `t_opaqueTileId${String(i + 1).padStart(10, "0")}`,
  first_name: first,
  last_initial: "F",
  avatar: null,
}));

export const teacher = {
  id: "usr_teacher",
  first_name: "Tess",
  last_name: "Teacher",
  email: "teacher@greenfield.example.org",
  username: "teacher@greenfield.example.org",
  is_staff: false,
  country: "GB",
  avatar: null,
  role: "teacher" as const,
  tenant: "ten_green",
};

export const tokens = { access: "access-token", refresh: "refresh-token" };

export function envelope(status: number, code: string, message: string, fields?: Record<string, string[]>) {
  return { status, body: { error: { code, message, fields, requestId: "req_test" } } };
}

/** Answers GET /api/list-student-in-class/GREEN4/ like the worker: limit/offset/search; other codes 404. */
export function classListHandler(log: { search: string | null; offset: number; at: number }[] = []) {
  return ({ url }: { url: string }) => {
    const u = new URL(url, "http://localhost");
    const code = decodeURIComponent(u.pathname.split("/")[3] ?? "");
    if (code !== "GREEN4") return envelope(404, "NOT_FOUND", "Invalid class code.");
    const limit = Number(u.searchParams.get("limit") ?? 20);
    const offset = Number(u.searchParams.get("offset") ?? 0);
    const search = u.searchParams.get("search");
    log.push({ search, offset, at: Date.now() });
    const matching = search ? students.filter((s) => s.first_name.toLowerCase().includes(search.toLowerCase())) : students;
    return {
      body: {
        count: matching.length,
        next: offset + limit < matching.length ? "next" : null,
        previous: offset > 0 ? "previous" : null,
        results: { students: matching.slice(offset, offset + limit) },
      },
    };
  };
}

export const platformHost = () => ({ status: 204 });
export const schoolHost = () => ({ body: greenfield });

/** Before each test: nobody signed in, and no toast of an earlier test (sonner replays active toasts to a new Toaster). */
export function resetSession() {
  toast.dismiss();
  store.set(userAtom, null);
  store.set(genericAccessAtom, false);
}

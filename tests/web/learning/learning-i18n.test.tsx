import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import type { CertificatePublicOut } from "@contracts/certificates";
import { CoursePage } from "@/features/learning/courses/components/course-page";
import { VerificationPage } from "@/features/learning/certificates/components/verification-page";
import { setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";
import { courseData, resetState } from "./fixtures";

/** What Intl itself writes for a number or a calendar day in a language (the runtime's data, not ours). */
const number = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);
const longDay = (locale: string, day: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

const certificate = (patch: Partial<CertificatePublicOut> = {}): CertificatePublicOut => ({
  id: "crt_1",
  status: "valid",
  display_name: "Maya O.",
  course: { title: "Posters for the Goals", kind: "course" },
  issuer: { name: "Greenfield Primary School", did: "did:web:schools.example.org" },
  issued_on: "2026-11-21",
  revoked_on: null,
  revocation_reason: null,
  version: 1,
  verify_url: "https://greenfield.schools.example.org/certificates/crt_1",
  ...patch,
});

describe("learning in the reader's language", () => {
  beforeEach(resetState);
  afterEach(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("shows a course page in Arabic, right to left, with Arabic plural forms and numbers written by Intl for ar", async () => {
    await act(() => setInterfaceLocale("ar"));
    stubFetch({ "GET /api/data/courses/this-is-course": () => ({ body: { data: courseData() } }) });
    renderPage(<CoursePage slug="this-is-course" kind="course" />, { path: "/course/this-is-course" });

    // The course's own title stays as written; the interface around it is Arabic.
    expect(await screen.findByRole("heading", { level: 1, name: "This Is Our World" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(screen.getByRole("heading", { name: "عن هذه الدورة" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "الفصول والدروس" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "سجّل الآن" }).length).toBeGreaterThan(0);
    expect(screen.queryByText("About this course")).toBeNull();
    expect(screen.queryByRole("button", { name: "Enrol Now" })).toBeNull();

    // One chapter and two lessons take Arabic's "one" and "two" forms; 20 minutes and ages 7–11 are Intl's ar numbers.
    expect(screen.getByText(/فصل واحد · درسان/)).toHaveTextContent(`فصل واحد · درسان · ${number("ar", 20)} د`);
    expect(screen.getByText(`الأعمار ${number("ar", 7)}–${number("ar", 11)}`)).toBeInTheDocument();
    expect(screen.getByText("المواطنة")).toBeInTheDocument();
  });

  it("counts the lessons done out of the course's total with the total's plural form (Arabic 9: دروس, English 1: lesson)", async () => {
    const open = (total: number) => courseData({ access: "open", progress: { completed: 0, total, percent: 0, next_lesson: { chapter: "what-are-the-goals", lesson: "seventeen-goals", title: "Seventeen goals" } } });
    await act(() => setInterfaceLocale("ar"));
    stubFetch({ "GET /api/data/courses/this-is-course": () => ({ body: { data: open(9) } }) });
    const arabic = renderPage(<CoursePage slug="this-is-course" kind="course" />, { path: "/course/this-is-course" });
    // It said "9 درس", the form for 100 and more.
    expect(await screen.findByText(`أُنجز ${number("ar", 0)} من أصل ${number("ar", 9)} دروس`)).toBeInTheDocument();
    arabic.unmount();

    await act(() => setInterfaceLocale("en"));
    stubFetch({ "GET /api/data/courses/this-is-course": () => ({ body: { data: open(1) } }) });
    renderPage(<CoursePage slug="this-is-course" kind="course" />, { path: "/course/this-is-course" });
    expect(await screen.findByText("0 of 1 lesson done")).toBeInTheDocument();
  });

  it("verifies a certificate in Arabic and in Hindi, with the issue date written by Intl in each language", async () => {
    stubFetch({ "GET /api/certificates/crt_1/": () => ({ body: certificate({ status: "revoked", revoked_on: "2026-11-25", revocation_reason: "Issued by mistake" }) }) });

    await act(() => setInterfaceLocale("ar"));
    const arabic = renderPage(<VerificationPage id="crt_1" />);
    expect(screen.getByRole("heading", { name: "التحقق من الشهادة" })).toBeInTheDocument();
    expect(await screen.findByText("ملغاة")).toBeInTheDocument();
    // The reason is staff's own text, isolated (U+2068 … U+2069) inside the Arabic sentence.
    expect(screen.getByText(`أُلغيت في ${longDay("ar", "2026-11-25")}: \u2068Issued by mistake\u2069`)).toBeInTheDocument();
    expect(screen.getByText(longDay("ar", "2026-11-21"))).toBeInTheDocument();
    // Intl's Arabic, not English: the month is named in Arabic.
    expect(longDay("ar", "2026-11-21")).not.toMatch(/November/);
    arabic.unmount();

    await act(() => setInterfaceLocale("hi"));
    renderPage(<VerificationPage id="crt_1" />);
    expect(screen.getByRole("heading", { name: "प्रमाणपत्र सत्यापन" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(await screen.findByText("जारी होने की तिथि")).toBeInTheDocument();
    expect(screen.getByText(longDay("hi", "2026-11-21"))).toBeInTheDocument();
    expect(screen.getByText(`${longDay("hi", "2026-11-25")} को रद्द किया गया: \u2068Issued by mistake\u2069`)).toBeInTheDocument();
  });
});

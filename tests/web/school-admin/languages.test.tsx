import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InvitationOut } from "@contracts/people";
import ClassesPage from "@/app/routes/school-admin/classes";
import SchoolLearningPage from "@/app/routes/school-admin/learning";
import LoginPage from "@/app/routes/auth/login";
import { countriesInReaderOrder } from "@/features/identity/auth/api/get-countries";
import { InvitationsTable } from "@/features/identity/school-admin/components/invitations-table";
import { i18n, setInterfaceLocale } from "@/lib/i18n";
import { renderPage, stubFetch } from "../render";
import { page, year4 } from "./fixtures";

const invitation: InvitationOut = {
  id: "inv_1",
  email: "pat@example.org",
  role: "parent",
  first_name: "Pat",
  last_name: "Lee",
  children: [],
  classes: [],
  state: "pending",
  invited_by: "Ada Admin",
  created_at: "2026-11-20T09:00:00.000Z",
  expires_at: "2026-11-27T09:00:00.000Z",
  accepted_at: null,
  revoked_at: null,
  sent_count: 3,
  last_sent_at: "2026-11-26T18:00:00.000Z",
};

describe("the school admin area in Arabic", () => {
  beforeAll(async () => {
    await act(() => setInterfaceLocale("ar"));
  });
  afterAll(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("classes: headings, table and plural forms come from the Arabic catalogue, the page is right to left", async () => {
    stubFetch({
      "GET /api/school-admin/classes/": () => ({
        body: page([year4, { ...year4, id: "cls_old", name: "Old class", code: "OLD111", teacher: null, archived: true, student_count: 11 }]),
      }),
    });
    renderPage(<ClassesPage />);
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(screen.getByRole("heading", { level: 1, name: i18n.t("Classes") })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "صفوف المدرسة" });
    const [blue, old] = within(table).getAllByRole("row").slice(1);
    // Class names are the school's own words and stay as they are.
    expect(within(blue).getByRole("link", { name: "Year 4 Blue" })).toBeInTheDocument();
    // Arabic has a dual: two students is its own form, eleven takes the "many" form.
    expect(within(blue).getByRole("link", { name: "طالبان في Year 4 Blue: إدارة القائمة" })).toBeInTheDocument();
    expect(within(old).getByRole("link", { name: "11 طالبًا في Old class: إدارة القائمة" })).toBeInTheDocument();
    expect(within(old).getByText("مؤرشف")).toBeInTheDocument();
    expect(within(old).getByText("بلا معلم")).toBeInTheDocument();
    expect(screen.queryByText("Archived")).not.toBeInTheDocument();
  });

  it("learning: the page's description is the Arabic catalogue's, not the English literal", async () => {
    stubFetch({ "GET /api/learning/stats": () => ({ body: { enrollments: 0, completions: 0, learners: 0, by_month: [], courses: [], drop_off: null } }) });
    renderPage(<SchoolLearningPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "لوحة التعلّم" })).toBeInTheDocument();
    expect(screen.getByText("تسجيلات مدرستك وإكمالاتها، والدورات الأكثر بدءًا والأكثر إكمالًا، وأين يتوقف المتعلّمون.")).toBeInTheDocument();
  });

  it("invitations: the date is Intl's Arabic date, the resend count a translated plural", async () => {
    renderPage(<InvitationsTable invitations={[invitation]} />);
    const arabicDate = new Intl.DateTimeFormat("ar", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(invitation.last_sent_at));
    const englishDate = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(invitation.last_sent_at));
    expect(arabicDate).not.toBe(englishDate);
    const row = within(screen.getByRole("table", { name: "دعوات المدرسة" })).getAllByRole("row")[1];
    expect(within(row).getByText(`${arabicDate} (3 مرات)`, { exact: false })).toBeInTheDocument();
    expect(within(row).getByText("بواسطة Ada Admin")).toBeInTheDocument();
    expect(within(row).getByText("قيد الانتظار")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "إعادة إرسال الدعوة إلى pat@example.org" })).toBeInTheDocument();
  });
});

describe("country names", () => {
  afterAll(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("keep the list's English names in English, and are Intl's names in the reader's order otherwise", async () => {
    const list = [
      { code: "EG", name: "Egypt" },
      { code: "GB", name: "United Kingdom" },
    ];
    expect(countriesInReaderOrder(list)).toEqual(list);
    await act(() => setInterfaceLocale("ar"));
    expect(countriesInReaderOrder(list)).toEqual([
      { code: "GB", name: "المملكة المتحدة" },
      { code: "EG", name: "مصر" },
    ]);
  });
});

describe("sign-in in Hindi", () => {
  beforeAll(async () => {
    await act(() => setInterfaceLocale("hi"));
  });
  afterAll(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("the wizard's steps, choices and form read in Hindi", async () => {
    stubFetch({ "GET /api/current-tenant": () => ({ body: null }) });
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: "/login" });
    expect(await screen.findByRole("heading", { level: 1, name: "कृपया चुनें कि आप कौन हैं!" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    await user.click(screen.getByRole("button", { name: /शिक्षक लॉग इन/ }));
    expect(screen.getByRole("heading", { level: 1, name: "शिक्षक लॉग इन" })).toBeInTheDocument();
    expect(screen.getByLabelText("ईमेल या उपयोगकर्ता नाम")).toBeInTheDocument();
    expect(screen.getByLabelText("पासवर्ड")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "पासवर्ड भूल गए?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "वापस" })).toBeInTheDocument();
  });
});

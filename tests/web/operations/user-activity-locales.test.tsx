import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import type { UserActivityOut } from "@contracts/staff-people";
import { UserActivity } from "@/features/operations/components/user-activity";
import { i18n, setInterfaceLocale } from "@/lib/i18n";
import { renderPage } from "../render";

const activity: UserActivityOut = {
  user: { id: "usr_1", name: "Tom Fields", email: "tom@greenfield.example", username: "tom@greenfield.example", role: "teacher", is_staff: false, school: { id: "ten_1", name: "Greenfield Primary School" }, archived: false, verified_at: "2026-02-01T09:00:00Z", created_at: "2026-01-15T09:00:00Z" },
  counts: { sign_ins: 12, failed_sign_ins: 1, books_uploaded: 2, stories_written: 1, books_read: 7, courses_enrolled: 1, courses_completed: 0, lessons_completed: 3, orders_paid: 1, donations_completed: 1 },
  sign_ins: [
    { at: "2026-11-20T08:30:00Z", success: false, host: "greenfield.example", place: "abcdef123" },
    { at: "2026-11-20T08:31:00Z", success: true, host: "greenfield.example", place: null },
  ],
  uploads: [{ kind: "book", id: "bk_1", title: "Our River", status: "pending_review", created_at: "2026-11-18T10:00:00Z" }],
  reading: [],
  courses: [{ course_id: "crs_1", title: "Reading Together", enrolled_at: "2026-10-01T10:00:00Z", completed_at: null, lessons_completed: 3 }],
  purchases: [{ id: "ord_1", number: "GF-1042", status: "paid", total: 4000, refunded_amount: 1500, currency: "USD", created_at: "2026-11-10T10:00:00Z" }],
  donations: [
    { id: "don_1", amount: 4000, refunded_amount: 1500, currency: "USD", status: "completed", target_type: "charity", created_at: "2026-11-10T10:00:00Z" },
    { id: "don_2", amount: 1000, refunded_amount: 1000, currency: "USD", status: "refunded", target_type: "project", created_at: "2026-11-11T10:00:00Z" },
  ],
};

const dateIn = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

describe("a staff screen in another language", () => {
  afterEach(async () => {
    await act(() => setInterfaceLocale("en"));
  });

  it("shows a user's activity in Arabic, right to left, with Arabic dates, numbers and plural forms", async () => {
    await act(() => setInterfaceLocale("ar"));
    expect(document.documentElement.dir).toBe("rtl");
    renderPage(<UserActivity activity={activity} />);

    expect(screen.getByRole("heading", { name: "عمليات تسجيل الدخول الأخيرة" })).toBeInTheDocument();
    expect(screen.getByText("معلّم موثَّق")).toBeInTheDocument();
    expect(screen.getByText(`انضم في ${dateIn("ar", "2026-01-15T09:00:00Z")}`)).toBeInTheDocument();
    // The emphasis inside the sentence (<Trans>) keeps its markup.
    expect(screen.getByText("كلمة مرور خاطئة").tagName).toBe("STRONG");
    // Arabic's "few" form (3–10), with the number written by Intl for Arabic.
    expect(screen.getByText(`· أُنجزت ${new Intl.NumberFormat("ar").format(3)} دروس`)).toBeInTheDocument();
    expect(screen.getByText("(بانتظار المراجعة)")).toBeInTheDocument();
    const uploads = screen.getByRole("heading", { name: i18n.t("Uploads") }).closest("section")!;
    expect(within(uploads).getByText(dateIn("ar", "2026-11-18T10:00:00Z"))).toBeInTheDocument();
    expect(screen.queryByText("Recent sign-ins")).not.toBeInTheDocument();
  });

  it("shows it in Hindi, and back in English once switched back", async () => {
    await act(() => setInterfaceLocale("hi"));
    const { unmount } = renderPage(<UserActivity activity={activity} />);
    expect(screen.getByRole("heading", { name: "हाल के साइन-इन" })).toBeInTheDocument();
    expect(screen.getByText(`${dateIn("hi", "2026-01-15T09:00:00Z")} को जुड़े`)).toBeInTheDocument();
    expect(screen.getByText("· 3 पाठ पूरे")).toBeInTheDocument();
    unmount();

    await act(() => setInterfaceLocale("en"));
    renderPage(<UserActivity activity={activity} />);
    expect(screen.getByRole("heading", { name: "Recent sign-ins" })).toBeInTheDocument();
    expect(screen.getByText("· 3 lessons done")).toBeInTheDocument();
  });

  it("says what was refunded of a purchase and a gift, and a gift refunded whole by its status", () => {
    renderPage(<UserActivity activity={activity} />);
    const purchases = screen.getByRole("heading", { name: "Purchases" }).closest("section")!;
    expect(within(purchases).getByText("$15.00 refunded")).toBeInTheDocument();
    expect(within(purchases).getByText(/^Paid · /)).toBeInTheDocument();
    const gifts = within(screen.getByRole("heading", { name: "Donations" }).closest("section")!).getAllByRole("listitem");
    expect(gifts[0]).toHaveTextContent("$40.00 to a charity$15.00 refunded");
    expect(gifts[0]).toHaveTextContent("Completed · ");
    expect(gifts[1]).toHaveTextContent("$10.00 to a project");
    expect(gifts[1]).not.toHaveTextContent("$10.00 refunded");
    expect(gifts[1]).toHaveTextContent("Refunded · ");
  });
});

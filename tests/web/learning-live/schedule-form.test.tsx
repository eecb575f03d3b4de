import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LiveSessionCreateInput } from "@contracts/live-sessions";
import { ScheduleForm } from "@/features/learning/live/components/schedule-form";
import { zonedToUtc } from "@/features/learning/live/lib/time";
import { ApiError } from "@/lib/api-client";
import { renderPage } from "../render";
import { resetState } from "../learning/fixtures";

describe("schedule form", () => {
  beforeEach(resetState);

  it("sends the start as the UTC instant of the wall-clock time in the chosen zone, with the class", async () => {
    const onSubmit = vi.fn(async (_input: LiveSessionCreateInput, _poster: File | null) => undefined);
    renderPage(<ScheduleForm session={null} platform={false} hostName="Tom Fields" classes={[{ id: "cls_1", name: "Year 4 Blue" }]} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("Title"), "Story time");
    expect(screen.getByLabelText("Host")).toHaveValue("Tom Fields");
    await userEvent.type(screen.getByLabelText("Starts at"), "2027-07-01T10:30");
    await userEvent.selectOptions(screen.getByLabelText("Time zone"), "Europe/Berlin");
    await userEvent.selectOptions(screen.getByLabelText("Who may attend"), "class");
    await userEvent.selectOptions(screen.getByLabelText("Class"), "cls_1");
    await userEvent.type(screen.getByLabelText("Meeting link"), "https://meet.example.com/x");
    await userEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ title: "Story time", starts_at: "2027-07-01T08:30:00.000Z", time_zone: "Europe/Berlin", audience: "class", class_id: "cls_1", meeting_url: "https://meet.example.com/x", duration_minutes: 45, capacity: 30 });
    // Only school audiences are offered on a school's host.
    expect([...(screen.getByLabelText("Who may attend") as HTMLSelectElement).options].map((o) => o.value)).toEqual(["school", "class"]);
  });

  it("shows the server's field errors beside the fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, "VALIDATION_FAILED", "Please check the highlighted fields", { meeting_url: ["Enter the meeting link (https://…)"] });
    });
    renderPage(<ScheduleForm session={null} platform hostName="Staff" classes={[]} onSubmit={onSubmit} />);
    expect([...(screen.getByLabelText("Who may attend") as HTMLSelectElement).options].map((o) => o.value)).toEqual(["public", "signed_in"]);
    await userEvent.type(screen.getByLabelText("Title"), "Ocean Q&A");
    await userEvent.type(screen.getByLabelText("Starts at"), "2027-01-10T09:00");
    await userEvent.type(screen.getByLabelText("Meeting link"), "https://meet.example.com/taken");
    await userEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Enter the meeting link (https://…)")).toBeInTheDocument();
    expect(screen.getByLabelText("Meeting link")).toHaveAttribute("aria-invalid", "true");
  });

  it("names every missing field at the first try (it used to name the start alone, then the rest after another try), without sending", async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderPage(<ScheduleForm session={null} platform={false} hostName="Tom Fields" classes={[]} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("Choose the start date and time")).toBeInTheDocument();
    expect(screen.getByText("Give the session a title")).toBeInTheDocument();
    expect(screen.getByText("Enter the meeting link (https://…)")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("converts across a daylight-saving change", () => {
    expect(zonedToUtc("2027-03-28T09:30", "Europe/London").toISOString()).toBe("2027-03-28T08:30:00.000Z");
    expect(zonedToUtc("2027-03-27T09:30", "Europe/London").toISOString()).toBe("2027-03-27T09:30:00.000Z");
    expect(zonedToUtc("2027-11-07T01:30", "America/New_York").toISOString()).toMatch(/^2027-11-07T0[56]:30:00.000Z$/);
  });
});

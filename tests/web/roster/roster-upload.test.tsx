import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RosterUpload } from "@/features/identity/roster/components/roster-upload";
import { readRosterFile } from "@/features/identity/roster/lib/read-roster-file";
import { renderPage } from "../render";

const EMPTY = "This file is empty: it has no header row and no students. Choose the saved class list, or fill in the template below.";

describe("an empty roster file", () => {
  it("a 0-byte .csv is said to be empty, not to lack rows under a header it does not have", async () => {
    const loaded: unknown[] = [];
    const user = userEvent.setup();
    renderPage(<RosterUpload onLoaded={(f) => loaded.push(f)} />);
    await user.upload(screen.getByLabelText("Roster file (.csv or .xlsx)"), new File([], "year4.csv", { type: "text/csv" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(EMPTY);
    expect(screen.getByLabelText("Roster file (.csv or .xlsx)")).toHaveAccessibleDescription(EMPTY);
    expect(loaded).toEqual([]);
  });

  it("so is a 0-byte .xlsx and a .csv of blank lines; a header without rows keeps its own message", async () => {
    await expect(readRosterFile(new File([], "year4.xlsx"))).rejects.toThrow(EMPTY);
    await expect(readRosterFile(new File(["\r\n , \n\n"], "year4.csv", { type: "text/csv" }))).rejects.toThrow(EMPTY);
    await expect(readRosterFile(new File(["First name,Last name,Class\n"], "year4.csv", { type: "text/csv" }))).rejects.toThrow("This file has no rows under its header row.");
    await expect(readRosterFile(new File([], "roster.pdf"))).rejects.toThrow(/\.csv or \.xlsx/);
  });
});

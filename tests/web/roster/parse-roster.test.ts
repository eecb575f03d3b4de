import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { AMBIGUOUS_CLASS_MESSAGE, DUPLICATE_STUDENT_MESSAGE, DUPLICATE_USERNAME_MESSAGE, UNKNOWN_CLASS_MESSAGE, USERNAME_TAKEN_MESSAGE } from "@contracts/roster";
import { parseCsv } from "@/features/identity/roster/lib/parse-csv";
import { columnIndex, parseXlsx } from "@/features/identity/roster/lib/parse-xlsx";
import { readRosterFile } from "@/features/identity/roster/lib/read-roster-file";
import { guessMapping, missingClasses, rosterTeachers, rowErrors, toDraftRows } from "@/features/identity/roster/lib/roster-rows";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF records and a BOM", () => {
    const csv = '\uFEFFFirst name,Last name,Class\r\n"Zoë","O\'Brien, Jr",Year 4\r\n"Ann ""Annie""",Lee,"Year\n5"\r\n';
    expect(parseCsv(csv)).toEqual([
      ["First name", "Last name", "Class"],
      ["Zoë", "O'Brien, Jr", "Year 4"],
      ['Ann "Annie"', "Lee", "Year\n5"],
    ]);
  });

  it("keeps empty fields, skips blank lines, reads a last line without a newline, and semicolon files", () => {
    expect(parseCsv("a,b,c\n1,,3\n\n,,\n4,5,")).toEqual([["a", "b", "c"], ["1", "", "3"], ["4", "5", ""]]);
    expect(parseCsv("first;last;class\nAmy;Po;\"4;B\"")).toEqual([["first", "last", "class"], ["Amy", "Po", "4;B"]]);
    expect(parseCsv("first\tlast\nAmy\tPo\n")).toEqual([["first", "last"], ["Amy", "Po"]]);
  });
});

/** A minimal workbook as Excel writes it: workbook → relationship → sheet, shared strings, inline strings, numbers. */
function xlsx(sheetXml: string, shared: string[]) {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  return zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "xl/workbook.xml": strToU8(`<workbook ${ns}><sheets><sheet name="Roster" sheetId="1" r:id="rId7"/></sheets></workbook>`),
    "xl/_rels/workbook.xml.rels": strToU8('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="worksheet" Target="worksheets/data.xml"/></Relationships>'),
    "xl/sharedStrings.xml": strToU8(`<sst ${ns}>${shared.map((s) => (s.includes("|") ? `<si>${s.split("|").map((p) => `<r><t>${p}</t></r>`).join("")}</si>` : `<si><t>${s}</t></si>`)).join("")}</sst>`),
    "xl/worksheets/data.xml": strToU8(`<worksheet ${ns}><sheetData>${sheetXml}</sheetData></worksheet>`),
  });
}

describe("parseXlsx", () => {
  it("reads the first sheet: shared strings (with rich runs), inline strings, numbers and empty cells by reference", () => {
    const bytes = xlsx(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="D1" t="s"><v>2</v></c></row>' +
        '<row r="3"><c r="A3" t="s"><v>3</v></c><c r="B3" t="inlineStr"><is><t>Okafor</t></is></c><c r="D3"><v>4</v></c></row>' +
        '<row r="4"><c r="B4" t="s"><v>4</v></c><c r="C4"><v>1.5</v></c></row>',
      ["First", "Last", "Class", "Am|ara", "Ng"],
    );
    expect(parseXlsx(bytes)).toEqual([
      ["First", "Last", "", "Class"],
      ["Amara", "Okafor", "", "4"],
      ["", "Ng", "1.5"],
    ]);
  });

  it("turns column letters into indexes and refuses a file that is not a zip", () => {
    expect([columnIndex("A1"), columnIndex("Z9"), columnIndex("AA10"), columnIndex("AB2")]).toEqual([0, 25, 26, 27]);
    expect(() => parseXlsx(new Uint8Array([1, 2, 3]))).toThrow(/not a valid .xlsx/);
  });

  it("is read from a File by its extension; too many rows are refused before any preview", async () => {
    const bytes = xlsx('<row r="1"><c r="A1" t="inlineStr"><is><t>First</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Amy</t></is></c></row>', []);
    const file = new File([bytes], "Roster.XLSX");
    expect(await readRosterFile(file)).toEqual({ name: "Roster.XLSX", header: ["First"], rows: [["Amy"]] });
    const big = new File([["first,last,class", ...Array.from({ length: 5001 }, (_, i) => `A${i},B,C`)].join("\n")], "big.csv", { type: "text/csv" });
    await expect(readRosterFile(big)).rejects.toThrow(/at most 5,000 rows/);
    await expect(readRosterFile(new File(["x"], "roster.pdf"))).rejects.toThrow(/\.csv or \.xlsx/);
  });
});

describe("column mapping and row checks", () => {
  it("guesses columns from common header names and leaves unknown ones unmapped", () => {
    const noParentName = { parent_first_name: null, parent_last_name: null, teacher_email: null, teacher_name: null };
    expect(guessMapping(["Surname", "Forename", "Form", "Parent/Guardian Email", "Notes"])).toEqual({ first_name: 1, last_name: 0, class: 2, username: null, password: null, parent_email: 3, ...noParentName });
    expect(guessMapping(["First Name", "Last Name", "Class Name", "User name", "Password"])).toEqual({ first_name: 0, last_name: 1, class: 2, username: 3, password: 4, parent_email: null, ...noParentName });
    expect(guessMapping(["First name", "Surname", "Class", "Parent email", "Parent first name", "Parent surname"])).toEqual({
      first_name: 0,
      last_name: 1,
      class: 2,
      username: null,
      password: null,
      parent_email: 3,
      parent_first_name: 4,
      parent_last_name: 5,
      teacher_email: null,
      teacher_name: null,
    });
    // "Teacher email" is not taken for the parent's email, nor "Class teacher" for the class.
    expect(guessMapping(["Forename", "Surname", "Class teacher", "Teacher email", "Form"])).toMatchObject({ class: 4, parent_email: null, teacher_email: 3, teacher_name: 2 });
    expect(guessMapping(["First name", "Last name", "Class", "Parent email", "Class teacher", "Teacher's email address"])).toMatchObject({ class: 2, parent_email: 3, teacher_name: 4, teacher_email: 5 });
  });

  it("shows a class given two teacher emails on each of its rows, naming both, and lists the file's teachers by class", () => {
    const data = [
      ["Amara", "Okafor", "Year 4 Blue", "j.smith@example.org", "Jane Smith"],
      ["Ben", "Ng", "year 4 blue", "", ""],
      ["Cleo", "Diaz", "g4b", "K.Lee@example.org", ""],
      ["Dan", "Ho", "Year 5 Red", "J.Smith@example.org", ""],
      ["Eve", "Li", "Year 5 Red", "not an email", ""],
    ];
    const mapping = { first_name: 0, last_name: 1, class: 2, username: null, password: null, parent_email: null, parent_first_name: null, parent_last_name: null, teacher_email: 3, teacher_name: 4 };
    const rows = toDraftRows(data, mapping);
    const classes = [{ id: "c1", name: "Year 4 Blue", code: "G4B" }, { id: "c2", name: "Year 5 Red", code: "R5" }];
    const errors = rowErrors(rows, { classes, createMissing: false, taken: new Set() });
    expect(Object.fromEntries(errors)).toEqual({
      1: { teacher_email: "Year 4 Blue has two teachers in this file: j.smith@example.org and k.lee@example.org. Keep one." },
      3: { teacher_email: "Year 4 Blue has two teachers in this file: k.lee@example.org and j.smith@example.org. Keep one." },
      5: { teacher_email: "Invalid email" },
    });
    rows[2].skipped = true;
    rows[4].values.teacher_email = "";
    expect(rowErrors(rows, { classes, createMissing: false, taken: new Set() }).size).toBe(0);
    expect(rosterTeachers(rows)).toEqual([
      { class: "Year 4 Blue", email: "j.smith@example.org", name: "Jane Smith" },
      { class: "Year 5 Red", email: "j.smith@example.org", name: "Jane Smith" },
    ]);
  });

  it("reports missing names, too-long fields, unknown classes, duplicate and taken usernames, twins without usernames; skipped rows are ignored", () => {
    const data = [
      ["Amara", "Okafor", "year 4 blue", "", ""],
      ["", "Ng", "Year 4 Blue", "", ""],
      ["Cleo", "x".repeat(101), "G4B", "", ""],
      ["Dan", "Ho", "Year 9", "", ""],
      ["Eve", "Li", "Year 4 Blue", "eve.li", ""],
      ["Fay", "Li", "Year 4 Blue", "EVE.LI", ""],
      ["Gus", "Po", "Year 4 Blue", "gus.taken", "bad@"],
      ["Amara", "Okafor", "Year 4 Blue", "", ""],
      ["", "", "", "", ""],
    ];
    const rows = toDraftRows(data, { first_name: 0, last_name: 1, class: 2, username: 3, parent_email: 4, password: null, parent_first_name: null, parent_last_name: null, teacher_email: null, teacher_name: null });
    rows[8].skipped = true;
    const classes = [{ id: "c1", name: "Year 4 Blue", code: "G4B" }];
    const errors = rowErrors(rows, { classes, createMissing: false, taken: new Set(["gus.taken"]) });
    expect(Object.fromEntries(errors)).toEqual({
      1: { first_name: DUPLICATE_STUDENT_MESSAGE },
      2: { first_name: "Required" },
      3: { last_name: "A name can have at most 100 characters" },
      4: { class: UNKNOWN_CLASS_MESSAGE },
      5: { username: DUPLICATE_USERNAME_MESSAGE },
      6: { username: DUPLICATE_USERNAME_MESSAGE },
      7: { username: USERNAME_TAKEN_MESSAGE, parent_email: "Invalid email" },
      8: { first_name: DUPLICATE_STUDENT_MESSAGE },
    });
    expect(missingClasses(rows, classes)).toEqual(["Year 9"]);
    rows[7].skipped = true;
    rows[3].values.class = "Year 9";
    const fixed = rowErrors(rows, { classes, createMissing: true, taken: new Set() });
    expect(fixed.has(1)).toBe(false);
    expect(fixed.has(4)).toBe(false);
  });

  it("flags a class name two of the school's classes share (case, accents and spacing aside) instead of picking one; its code is fine", () => {
    const data = [
      ["Amara", "Adams", "Year 4 Blue"],
      ["Ben", "Ng", "MVXFEC"],
      ["Cleo", "Diaz", "year 4 blué"],
      ["Dan", "Ho", "Year 5  Red"],
    ];
    const rows = toDraftRows(data, { first_name: 0, last_name: 1, class: 2, username: null, parent_email: null, password: null, parent_first_name: null, parent_last_name: null, teacher_email: null, teacher_name: null });
    const classes = [{ id: "c1", name: "Year 4 Blue", code: "GREEN4" }, { id: "c2", name: "Year  4 Blue", code: "MVXFEC" }, { id: "c3", name: "Year 5 Red", code: "R5" }];
    for (const createMissing of [false, true]) {
      expect(Object.fromEntries(rowErrors(rows, { classes, createMissing, taken: new Set() }))).toEqual({ 1: { class: AMBIGUOUS_CLASS_MESSAGE }, 3: { class: AMBIGUOUS_CLASS_MESSAGE } });
    }
    expect(missingClasses(rows, classes)).toEqual([]);
  });
});

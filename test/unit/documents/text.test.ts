// What the service reads out of a document's text (src/domain/documents/text.ts): the one reader of
// dates and `Label: value` lines that document checks and migrations share.
import { Readable } from "node:stream";
import { labelledLines, PDF_MAX_BYTES, readDate, readDay, readText, TEXT_MAX_CHARS } from "../../../src/domain/documents/text";
import { summarize } from "../../../src/domain/migrations/summarize";
import { pdfWith } from "../../support/documents";

describe("readDate", () => {
  it.each([
    ["2026-10-01", "2026-10-01"],
    ["01/10/2026", "2026-10-01"],
    ["1.10.2026", "2026-10-01"],
    ["1 October 2026", "2026-10-01"],
    ["October 1, 2026", "2026-10-01"],
    ["Issued on 3 march 2025 in Luxembourg", "2025-03-03"],
  ])("reads %s as %s (day first where ambiguous)", (text, iso) => {
    expect(readDate(text)?.toISOString().slice(0, 10)).toBe(iso);
  });

  it("refuses dates that do not exist and words that are not months", () => {
    expect(readDate("31/02/2026")).toBeNull();
    expect(readDate("2026-13-01")).toBeNull();
    expect(readDate("1 Brumaire 2026")).toBeNull();
    expect(readDate("soon")).toBeNull();
  });
});

describe("readDay", () => {
  it("gives the calendar day, or null where there is no whole date", () => {
    expect(readDay("1/10/1980")).toBe("1980-10-01");
    expect(readDay(" 1980-10-01 ")).toBe("1980-10-01");
    expect(readDay("October 1980")).toBeNull();
    expect(readDay("31/02/1980")).toBeNull();
  });
});

describe("labelledLines", () => {
  it("reads `Label: value` and `Label = value`, normalising the label", () => {
    expect(labelledLines("Registration  No.: B123\nDate of birth = 01/10/1980\nno label here\n  E-mail Address : a@b.example ")).toEqual([
      { label: "registration no", value: "B123" },
      { label: "date of birth", value: "01/10/1980" },
      { label: "e-mail address", value: "a@b.example" },
    ]);
  });
});

describe("one reader for both doors", () => {
  it("a migration reads a written-out birth date as document validation does", () => {
    // Before the shared reader, migrations knew only DD/MM/YYYY, DD.MM.YYYY and ISO dates.
    const data = summarize("Anna", null, "manifest.csv", [{ path: "Anna/passport.txt", text: "Name: Anna Schmidt\nDate of birth: 1 October 1980" }]);
    expect(data.fields["individual.dateOfBirth"]).toEqual({ value: "1980-10-01", source: "Anna/passport.txt" });
    expect(readDate("1 October 1980")?.toISOString().slice(0, 10)).toBe("1980-10-01");
  });
});

describe("readText", () => {
  it("keeps the first TEXT_MAX_CHARS characters of a long text file, reading no further than it needs", async () => {
    let chunksRead = 0;
    const chunks = function* () {
      for (let i = 0; i < 1000; i++) (chunksRead++, yield Buffer.from("Name: Anna Schmidt\n".repeat(100)));
    };
    const text = await readText(Readable.from(chunks()), "text");
    expect(text).toHaveLength(TEXT_MAX_CHARS);
    expect(text!.startsWith("Name: Anna Schmidt\n")).toBe(true);
    expect(chunksRead).toBeLessThan(200); // 2 MB offered, about 256 KB read
  });

  it("reads a PDF's text, and answers null for one it cannot read or that is larger than PDF_MAX_BYTES", async () => {
    const pdf = await pdfWith(["Name: Anna Schmidt", "Date of birth: 1 October 1980"]);
    expect(await readText(Readable.from([pdf]), "pdf")).toContain("Anna Schmidt");
    expect(await readText(Readable.from([Buffer.from("%PDF-1.7 not really")]), "pdf")).toBeNull();
    // The same PDF followed by padding (readers skip what follows %%EOF) is refused for its size alone.
    expect(await readText(Readable.from([pdf, Buffer.alloc(PDF_MAX_BYTES)]), "pdf")).toBeNull();
  });
});

describe("labelledLines, line by line", () => {
  it.each([
    ["Name: Anna Schmidt", [{ label: "name", value: "Anna Schmidt" }]],
    ["  Place of birth\t:\tLuxembourg  ", [{ label: "place of birth", value: "Luxembourg" }]],
    ["Reg. No.=B 123 456", [{ label: "reg. no", value: "B 123 456" }]],
    ["O'Neil-Smith: x: y = z", [{ label: "o'neil-smith", value: "x: y = z" }]],
    ["Time: 10:30\r\n", [{ label: "time", value: "10:30" }]],
    ["Name:", []],
    [": value", []],
    ["1st line: value", []],
    ["Na\tme: value", []],
    ["Name (full): value", []],
    [`${"a".repeat(41)}: value`, [{ label: "a".repeat(41), value: "value" }]],
    [`${"a".repeat(42)}: value`, []],
    [`${"a".repeat(41)}   : value`, [{ label: "a".repeat(41), value: "value" }]],
    ["Note: one\rtwo", []],
  ])("reads %j as %j", (text, expected) => {
    expect(labelledLines(text)).toEqual(expected);
  });

  it("answers as the regex it replaced on random lines", () => {
    const legacy = (text: string) =>
      text.split(/\r?\n/).flatMap((line) => {
        const m = /^\s*([A-Za-z][A-Za-z .'-]{0,40}?)\s*[:=]\s*(.+?)\s*$/.exec(line);
        return m ? [{ label: m[1].toLowerCase().replace(/\s+/g, " ").replace(/\.$/, "").trim(), value: m[2] }] : [];
      });
    const alphabet = ["a", "B", " ", "\t", ".", "'", "-", ":", "=", "\r", "\n", "\u2028", "\u00a0", "1", "(", "é"];
    let seed = 33;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
    for (let n = 0; n < 20_000; n++) {
      const length = Math.floor(random() * 60);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      expect([text, labelledLines(text)]).toEqual([text, legacy(text)]);
    }
  });
});

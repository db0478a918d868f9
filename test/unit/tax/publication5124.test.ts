// The FATCA rules of IRS Publication 5124 the XML schema cannot check, one by one: the GIIN's format,
// what a US TIN may be, which code may stand for a missing one on which account, and the DocRefId format;
// and the streamed FATCA_OECD message a bulk export writes, valid against the official schema.
import fc from "fast-check";
import { GIIN_SCHEMA_PATTERN } from "../../../src/domain/tax/publication5124";
import { docRefIdProblem, giinProblem, missingTinCodeProblem, MISSING_US_TIN_CODE_VALUES, usTinProblem } from "../../../src/domain/tax";
import { fatcaMessageWriter, type FatcaAccountReport, type FatcaStreamHeader } from "../../../src/domain/exports/fatcaXml";
import { DomainError } from "../../../src/errors";
import { validateFatca } from "../../support/fatcaXsd";

const GIIN = "98Q96B.00000.LE.442";
const SEED = 5124;

describe("GIIN", () => {
  it("takes the IRS format XXXXXX.XXXXX.XX.XXX with a known category", () => {
    for (const giin of [GIIN, "S519K4.99999.SL.392", "A1B2C3.00001.BR.826", "ZZZZZZ.ABCDE.SP.036", "9AB7C3.00000.ME.250", "QWERTY.00000.SD.756"])
      expect(giinProblem(giin)).toBeNull();
  });

  it.each([
    ["lower case", "98q96b.00000.le.442", "XXXXXX.XXXXX.XX.XXX"],
    ["no periods", "98Q96B00000LE442", "XXXXXX.XXXXX.XX.XXX"],
    ["a short FI id", "98Q96.00000.LE.442", "XXXXXX.XXXXX.XX.XXX"],
    ["a numeric category", "98Q96B.00000.12.442", "XXXXXX.XXXXX.XX.XXX"],
    ["a two-digit country", "98Q96B.00000.LE.44", "XXXXXX.XXXXX.XX.XXX"],
    ["an FI id of zeros", "000000.00000.LE.442", "cannot all be zero"],
    ["an unknown category", "98Q96B.00000.QQ.442", "category code QQ"],
    ["country 000", "98Q96B.00000.LE.000", "never 000"],
  ])("refuses %s", (_what, giin, rule) => {
    expect(giinProblem(giin)).toContain(rule);
  });

  it("refuses any string that does not split into 6.5.2.3 characters (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (text) => {
        const parts = text.split(".");
        const shaped = parts.length === 4 && [6, 5, 2, 3].every((n, i) => parts[i].length === n);
        if (!shaped) expect(giinProblem(text)).not.toBeNull();
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it("the OpenAPI document's pattern takes exactly the GIINs the check takes (property)", () => {
    const pattern = new RegExp(GIIN_SCHEMA_PATTERN);
    // Drawn near the rule's edges: zeros, letters, digits, the known categories and a few others, separators right or wrong.
    const char = fc.constantFrom("0", "0", "0", "1", "9", "A", "Z", "a", "-");
    const chars = (n: number) => fc.array(char, { minLength: n - 1, maxLength: n + 1 }).map((c) => c.join(""));
    const category = fc.constantFrom("LE", "SL", "ME", "BR", "SP", "SD", "XX", "le", "L1");
    const country = fc.array(fc.constantFrom("0", "0", "1", "9", "A"), { minLength: 2, maxLength: 4 }).map((c) => c.join(""));
    const separator = fc.constantFrom(".", ".", ".", "-");
    fc.assert(
      fc.property(chars(6), separator, chars(5), separator, category, separator, country, (fi, s1, branch, s2, cat, s3, cc) => {
        const giin = `${fi}${s1}${branch}${s2}${cat}${s3}${cc}`;
        expect(pattern.test(giin)).toBe(giinProblem(giin) === null);
      }),
      { seed: SEED, numRuns: 3000 },
    );
    expect(pattern.test(GIIN)).toBe(true);
    expect(pattern.test("000000.00000.LE.442")).toBe(false);
    expect(pattern.test("000001.00000.LE.442")).toBe(true);
    expect(pattern.test("98Q96B.00000.LE.000")).toBe(false);
    expect(pattern.test("98Q96B.00000.LE.001")).toBe(true);
  });
});

describe("US TIN", () => {
  it("takes nine digits, an SSN/ITIN or an EIN as written", () => {
    for (const tin of ["123456780", "123-45-6789", "12-3456789"]) expect(usTinProblem(tin)).toBeNull();
  });

  it.each([
    ["letters", "ABC123456", "not a US TIN"],
    ["eight digits", "12345678", "not a US TIN"],
    ["a wrong grouping", "1234-56-789", "not a US TIN"],
    ["one digit nine times", "000000000", "one digit nine times"],
  ])("refuses %s", (_what, tin, rule) => {
    expect(usTinProblem(tin)).toContain(rule);
  });

  it("refuses every repeated digit as a TIN, pointing to the codes (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), (d) => {
        expect(usTinProblem(String(d).repeat(9))).toMatch(/IRS codes/);
      }),
      { seed: SEED },
    );
  });
});

describe("codes for a missing US TIN", () => {
  const individual = (preExisting: boolean) => ({ preExisting, individual: true });
  const entity = (preExisting: boolean) => ({ preExisting, individual: false });

  it.each([
    ["AAAAAAAAA", individual(true)],
    ["222222222", individual(true)],
    ["000222111", individual(true)],
    ["333333333", individual(false)],
    ["444444444", entity(true)],
    ["555555555", entity(false)],
    ["777777777", individual(true)],
    ["999999999", entity(false)],
    ["999999999", individual(true)],
  ])("takes %s where it applies", (code, account) => {
    expect(missingTinCodeProblem(code, account)).toBeNull();
  });

  it.each([
    ["AAAAAAAAA", individual(false), "pre-existing account only"],
    ["222222222", individual(false), "pre-existing account only"],
    ["222222222", entity(true), "individual account only"],
    ["333333333", individual(true), "new account only"],
    ["555555555", entity(true), "new account only"],
    ["123123123", individual(true), "none of the IRS codes"],
  ])("refuses %s on an account it does not fit", (code, account, rule) => {
    expect(missingTinCodeProblem(code, account)).toContain(rule);
  });

  it("lists every code it takes", () => {
    expect(MISSING_US_TIN_CODE_VALUES).toEqual(
      expect.arrayContaining(["AAAAAAAAA", "000222111", "222222222", "333333333", "444444444", "555555555", "999999999"]),
    );
  });
});

describe("DocRefId", () => {
  it("is the GIIN, a period, then letters, digits, periods and hyphens", () => {
    expect(docRefIdProblem(`${GIIN}.0192-abc.1`, GIIN)).toBeNull();
    expect(docRefIdProblem(`${GIIN}0192`, GIIN)).toContain("GIIN, a period");
    expect(docRefIdProblem(`A1B2C3.00000.LE.442.1`, GIIN)).toContain("GIIN, a period");
    expect(docRefIdProblem(`${GIIN}.has space`, GIIN)).toContain("letters, digits");
    expect(docRefIdProblem(`${GIIN}.`, GIIN)).toContain("letters, digits");
  });
});

describe("the streamed FATCA_OECD message (bulk export)", () => {
  const header = (over: Partial<FatcaStreamHeader> = {}): FatcaStreamHeader => ({
    sendingCompanyGiin: GIIN,
    transmittingCountry: "LU",
    messageRefId: `${GIIN}.JOB-1`,
    reportingPeriod: "2025-12-31",
    timestamp: new Date("2026-01-15T09:00:00Z"),
    reportingFi: {
      giin: GIIN,
      name: "Fund & Co <SICAV>",
      country: "LU",
      address: { country: "LU", city: "Luxembourg" },
      docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.JOB-1.FI` },
    },
    nilReportDocSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.JOB-1.NIL` },
    ...over,
  });
  type Report = FatcaAccountReport & { docSpec: { docRefId: string } };
  const report = (n: number, over: Partial<Report> = {}): Report => ({
    docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.JOB-1.${n}` },
    accountNumber: `ACC-${n}`,
    preExisting: false,
    holder: {
      kind: "INDIVIDUAL",
      person: {
        firstName: "Jane",
        lastName: "Doe",
        residences: ["US"],
        usTins: ["123-45-6789"],
        addresses: [{ country: "US", city: "Austin" }],
        nationalities: ["US"],
      },
    },
    balance: { amount: "10.00", currency: "USD" },
    payments: [],
    ...over,
  });
  const stream = (h: FatcaStreamHeader, reports: ReturnType<typeof report>[]) => {
    const w = fatcaMessageWriter(h);
    return w.open() + reports.map((r) => w.write(r)).join("") + w.close();
  };

  it("writes reports as they come, escaped, and a NilReport only when none was written; both valid", async () => {
    const two = stream(header(), [report(1), report(2)]);
    expect(await validateFatca(two)).toMatchObject({ valid: true });
    expect(two).toContain("Fund &amp; Co &lt;SICAV&gt;");
    expect(two).not.toContain("NilReport");
    const nil = stream(header(), []);
    expect(await validateFatca(nil)).toMatchObject({ valid: true });
    expect(nil).toContain("<ftc:NoAccountToReport>yes</ftc:NoAccountToReport>");
  });

  const refused = (run: () => unknown) => {
    try {
      run();
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      return (err as DomainError).details!;
    }
    throw new Error("not refused");
  };

  it("refuses a header that breaks a rule before writing anything", () => {
    expect(refused(() => fatcaMessageWriter(header({ sendingCompanyGiin: "BAD" })))).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "sendingCompanyGiin" })]),
    );
    expect(refused(() => fatcaMessageWriter(header({ messageRefId: "MSG-1" })))).toEqual([expect.objectContaining({ path: "messageRefId" })]);
  });

  it("refuses a report whose DocRefId was used in the message, is not the FI's, or whose TIN is none, writing nothing of it", () => {
    const w = fatcaMessageWriter(header());
    w.open();
    w.write(report(1));
    expect(refused(() => w.write(report(1)))).toEqual([expect.objectContaining({ path: "docSpec.docRefId", message: expect.stringContaining("unique") })]);
    expect(refused(() => w.write(report(2, { docSpec: { docTypeIndic: "FATCA1", docRefId: "OTHER.2" } })))).toEqual([
      expect.objectContaining({ path: "docSpec.docRefId" }),
    ]);
    const badTin = report(3);
    if (badTin.holder.kind === "INDIVIDUAL") badTin.holder.person.usTins = ["12-34"];
    expect(refused(() => w.write(badTin))).toEqual([expect.objectContaining({ path: "accountReport.holder.usTins[0]" })]);
    const code = report(4, { preExisting: false });
    if (code.holder.kind === "INDIVIDUAL") code.holder.person.usTins = ["222222222"];
    expect(refused(() => w.write(code))).toEqual([expect.objectContaining({ message: expect.stringContaining("pre-existing account only") })]);
    expect(refused(() => w.write(report(5, { docSpec: { docTypeIndic: "FATCA2", docRefId: `${GIIN}.JOB-1.5` } })))).toEqual([
      expect.objectContaining({ message: expect.stringContaining("corrDocRefId and corrMessageRefId") }),
    ]);
    expect(w.reportCount).toBe(1);
  });

  it("gives every report of a message its own DocRefId, whatever the order (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 30 }), (ns) => {
        const xml = stream(
          header(),
          ns.map((n) => report(n)),
        );
        const ids = [...xml.matchAll(/<ftc:DocRefId>([^<]+)</g)].map((m) => m[1]);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toHaveLength(ns.length + (ns.length ? 1 : 2));
      }),
      { seed: SEED, numRuns: 50 },
    );
  });
});

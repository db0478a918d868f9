// The FATCA XML writer's Sponsor and Intermediary (CorrectableReportOrganisation_Type in the ReportingGroup):
// each shape validated with xmllint against the official IRS FATCA XML v2.0 schema, whole and streamed, and
// who files for whom refused before anything is written (filerPartyProblems, src/domain/tax/publication5124.ts).
import { DomainError } from "../../../src/errors";
import { fatcaMessage, fatcaMessageWriter, type FatcaFilerParty, type FatcaMessageInput } from "../../../src/domain/exports/fatcaXml";
import { filerPartyProblems } from "../../../src/domain/tax";
import { header, type FatcaJobParameters } from "../../../src/domain/exports/fatcaBulk";
import { validateFatca } from "../../support/fatcaXsd";

const SPONSOR_GIIN = "S519K4.00000.SP.442";
const GIIN = "S519K4.00001.SF.442";

const sponsor = (over: Partial<FatcaFilerParty> = {}): FatcaFilerParty => ({
  giin: SPONSOR_GIIN,
  name: "Example Fund Management S.A.",
  country: "LU",
  address: { country: "LU", street: "2 Rue de la Gare", postCode: "1611", city: "Luxembourg" },
  filerCategory: "FATCA607",
  docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.SPONSOR-1` },
  ...over,
});

const intermediary = (over: Partial<FatcaFilerParty> = {}): FatcaFilerParty => ({
  name: "Example Territory Bank",
  country: "PR",
  address: { country: "PR", city: "San Juan" },
  docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.INTERMEDIARY-1` },
  ...over,
});

// The sender is the sponsor when there is one (its GIIN in SendingCompanyIN and the MessageRefId).
const message = (over: Partial<FatcaMessageInput> = {}): FatcaMessageInput => ({
  sendingCompanyGiin: over.sponsor?.giin ?? GIIN,
  transmittingCountry: "LU",
  messageRefId: `${over.sponsor?.giin ?? GIIN}.MSG-1`,
  reportingPeriod: "2025-12-31",
  timestamp: new Date("2026-01-15T09:00:00Z"),
  reportingFi: {
    giin: GIIN,
    name: "Example Sponsored Fund SICAV",
    country: "LU",
    address: { country: "LU", city: "Luxembourg" },
    docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.FI-1` },
  },
  accountReports: [
    {
      docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.AR-1` },
      accountNumber: "ACC-1",
      preExisting: false,
      holder: {
        kind: "INDIVIDUAL",
        person: {
          firstName: "John",
          lastName: "Smith",
          residences: ["US"],
          usTins: ["123456789"],
          addresses: [{ country: "US", city: "Boston" }],
          nationalities: [],
        },
      },
      balance: { amount: "10.00", currency: "USD" },
      payments: [],
    },
  ],
  ...over,
});

function refusal(input: FatcaMessageInput): DomainError {
  try {
    fatcaMessage(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error("fatcaMessage accepted the input");
}

const valid = async (xml: string) => {
  const result = await validateFatca(xml);
  if (!result.valid) throw new Error(result.output);
};

describe("a FATCA message's Sponsor and Intermediary", () => {
  it.each(["FATCA607", "FATCA608", "FATCA609"])("writes a %s Sponsor first in the ReportingGroup, valid against the IRS schema", async (filerCategory) => {
    const xml = fatcaMessage(message({ sponsor: sponsor({ filerCategory }) }));
    await valid(xml);
    const group = xml.slice(xml.indexOf("<ftc:ReportingGroup>"));
    expect(group.indexOf("<ftc:Sponsor>")).toBeGreaterThan(0);
    expect(group.indexOf("<ftc:Sponsor>")).toBeLessThan(group.indexOf("<ftc:AccountReport>"));
    expect(group).toContain(`<sfa:TIN issuedBy="US">${SPONSOR_GIIN}</sfa:TIN>`);
    expect(group).toContain(`<ftc:FilerCategory>${filerCategory}</ftc:FilerCategory>`);
  });

  it("writes an Intermediary without a GIIN (no TIN), and one with its GIIN and category, valid; a nil report keeps it", async () => {
    const bare = fatcaMessage(message({ intermediary: intermediary() }));
    await valid(bare);
    const part = bare.slice(bare.indexOf("<ftc:Intermediary>"), bare.indexOf("</ftc:Intermediary>"));
    expect(part).not.toContain("<sfa:TIN");
    const full = fatcaMessage(message({ accountReports: [], intermediary: intermediary({ giin: "A1B2C3.00000.LE.630", filerCategory: "FATCA611" }) }));
    await valid(full);
    expect(full.indexOf("<ftc:Intermediary>")).toBeLessThan(full.indexOf("<ftc:NilReport>"));
  });

  it("sends a Sponsor's message under the sponsor's GIIN; an Intermediary's under the reporting FI's (valid)", async () => {
    const sponsored = fatcaMessage(message({ sponsor: sponsor({ filerCategory: "FATCA609" }) }));
    await valid(sponsored);
    expect(sponsored).toContain(`<sfa:SendingCompanyIN>${SPONSOR_GIIN}</sfa:SendingCompanyIN>`);
    expect(sponsored).toContain(`<sfa:MessageRefId>${SPONSOR_GIIN}.MSG-1</sfa:MessageRefId>`);
    const intermediated = fatcaMessage(message({ intermediary: intermediary() }));
    await valid(intermediated);
    expect(intermediated).toContain(`<sfa:SendingCompanyIN>${GIIN}</sfa:SendingCompanyIN>`);
  });

  it("the export's header: SendingCompanyIN and MessageRefId the sponsor's, every DocRefId the reporting FI's; valid", async () => {
    const parameters: FatcaJobParameters = {
      reportingPeriod: "2025-12-31",
      accounts: [],
      reportingFi: {
        giin: GIIN,
        name: "Example Sponsored Fund SICAV",
        country: "LU",
        address: { country: "LU", city: "Luxembourg" },
        filerCategory: null,
        sponsor: {
          giin: SPONSOR_GIIN,
          name: "Example Fund Management S.A.",
          country: "LU",
          address: { country: "LU", city: "Luxembourg" },
          filerCategory: "FATCA607",
        },
        intermediary: null,
      },
      controllingPersonThresholdPercent: 25,
      corrects: null,
      corrMessageRefIds: {},
    } as FatcaJobParameters;
    const head = header(parameters, "job-1");
    expect(head.sendingCompanyGiin).toBe(SPONSOR_GIIN);
    expect(head.messageRefId).toBe(`${SPONSOR_GIIN}.job-1`);
    expect([head.reportingFi.docSpec.docRefId, head.sponsor!.docSpec.docRefId, head.nilReportDocSpec.docRefId]).toEqual([
      `${GIIN}.job-1.FI`,
      `${GIIN}.job-1.SPONSOR`,
      `${GIIN}.job-1.NIL`,
    ]);
    const writer = fatcaMessageWriter(head);
    await valid(writer.open() + writer.close());
    const own = header({ ...parameters, reportingFi: { ...parameters.reportingFi, giin: "A1B2C3.00000.LE.442", sponsor: null } }, "job-2");
    expect([own.sendingCompanyGiin, own.messageRefId]).toEqual(["A1B2C3.00000.LE.442", "A1B2C3.00000.LE.442.job-2"]);
  });

  it("streams the same Sponsor through the bulk writer, valid", async () => {
    const input = message({ sponsor: sponsor() });
    const writer = fatcaMessageWriter({
      ...input,
      messageRefId: input.messageRefId!,
      reportingFi: { ...input.reportingFi, docSpec: { ...input.reportingFi.docSpec, docRefId: `${GIIN}.FI-1` } },
      sponsor: { ...input.sponsor!, docSpec: { ...input.sponsor!.docSpec, docRefId: `${GIIN}.SPONSOR-1` } },
      intermediary: undefined,
      nilReportDocSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.NIL` },
    });
    const xml = writer.open() + writer.close();
    await valid(xml);
    expect(xml).toContain("<ftc:Sponsor>");
    // The Sponsor's DocRefId is the message's: an AccountReport cannot take it again.
    expect(() => writer.write({ ...input.accountReports[0], docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.SPONSOR-1` } })).toThrow(DomainError);
  });

  it.each<[string, Partial<FatcaMessageInput>, string]>([
    [
      "a sponsor's category on the ReportingFI without a sponsor",
      { reportingFi: { ...message().reportingFi, filerCategory: "FATCA607" } },
      "reportingFi.filerCategory",
    ],
    ["a Sponsor filing as FATCA601", { sponsor: sponsor({ filerCategory: "FATCA601" }) }, "sponsor.filerCategory"],
    ["a Sponsor without a category", { sponsor: sponsor({ filerCategory: undefined }) }, "sponsor.filerCategory"],
    ["a Sponsor whose GIIN is a lead FI's", { sponsor: sponsor({ giin: "S519K4.00000.LE.442" }) }, "sponsor.giin"],
    // A trustee files for its trust under the GIIN it registered as a sponsoring entity (SP), not its own FI GIIN.
    [
      "a trustee (FATCA609) under its own FI GIIN",
      {
        reportingFi: { ...message().reportingFi, giin: "A1B2C3.00000.LE.442", docSpec: { docTypeIndic: "FATCA1", docRefId: "A1B2C3.00000.LE.442.FI-1" } },
        sponsor: sponsor({ giin: "T7U8V9.00000.LE.442", filerCategory: "FATCA609" }),
      },
      "sponsor.giin",
    ],
    [
      "a Sponsor's message sent under the reporting FI's GIIN",
      { sponsor: sponsor(), sendingCompanyGiin: GIIN, messageRefId: `${GIIN}.MSG-1` },
      "sendingCompanyGiin",
    ],
    ["a malformed Sponsor GIIN", { sponsor: sponsor({ giin: "S519K4-00000-SP-442" }) }, "sponsor.giin"],
    ["a ReportingFI outside its sponsor's FATCA ID", { sponsor: sponsor({ giin: "Z9Y8X7.00000.SP.442" }) }, "reportingFi.giin"],
    ["a Sponsor and an Intermediary", { sponsor: sponsor(), intermediary: intermediary() }, "intermediary"],
    [
      "a Sponsor DocRefId of another FI",
      { sponsor: sponsor({ docSpec: { docTypeIndic: "FATCA1", docRefId: "A1B2C3.00000.LE.442.S" } }) },
      "sponsor.docSpec.docRefId",
    ],
    [
      "a Sponsor reusing the ReportingFI's DocRefId",
      { sponsor: sponsor({ docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.FI-1` } }) },
      "sponsor.docSpec.docRefId",
    ],
    ["a corrected Sponsor naming nothing", { sponsor: sponsor({ docSpec: { docTypeIndic: "FATCA2", docRefId: `${GIIN}.S-2` } }) }, "sponsor.docSpec"],
    ["a test Sponsor in a production message", { sponsor: sponsor({ docSpec: { docTypeIndic: "FATCA11", docRefId: `${GIIN}.S-3` } }) }, "docTypeIndic"],
  ])("refuses %s before writing", (_what, over, path) => {
    const error = refusal(message(over));
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });
});

describe("filerPartyProblems", () => {
  it("accepts a reporting FI filing for itself, with any category but a sponsor's, and no party", () => {
    for (const filerCategory of [null, "FATCA601", "FATCA602", "FATCA606", "FATCA610", "FATCA611"])
      expect(filerPartyProblems({ reportingFi: { giin: GIIN, filerCategory } })).toEqual([]);
  });

  it("accepts a trustee (FATCA609) for a trust whose GIIN is not its own", () => {
    expect(filerPartyProblems({ reportingFi: { giin: "A1B2C3.00000.LE.442" }, sponsor: { giin: SPONSOR_GIIN, filerCategory: "FATCA609" } })).toEqual([]);
  });

  it("names each breach once, with the settings' paths", () => {
    const problems = filerPartyProblems({
      reportingFi: { giin: "A1B2C3.00000.LE.442", filerCategory: "FATCA608" },
      sponsor: { giin: "S519K4.00000.LE.442", filerCategory: "FATCA608" },
      intermediary: { filerCategory: "FATCA607" },
    });
    expect(problems.map((p) => p.path)).toEqual(["filerCategory", "sponsor.giin", "giin", "intermediary", "intermediary.filerCategory"]);
  });
});

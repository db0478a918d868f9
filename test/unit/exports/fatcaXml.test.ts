// The FATCA XML v2.0 writer: every shape it writes (individual report, organisation with a substantial
// owner, nil report, correction, void) validated with xmllint against the official IRS schema
// (/work/shared/fatca-xsd), and the Publication 5124 rules the schema cannot check refused before writing.
import { create } from "xmlbuilder2";
import { DomainError } from "../../../src/errors";
import { fatcaAccountReportFragment, fatcaMessage, type FatcaAccountReport, type FatcaMessageInput } from "../../../src/domain/exports/fatcaXml";
import { FATCA_PLACEHOLDER_PATTERN, validateFatca, validateFatcaFragment } from "../../support/fatcaXsd";

const GIIN = "A1B2C3.00000.LE.442";
const FTC = "urn:oecd:ties:fatca:v2";
const SFA = "urn:oecd:ties:stffatcatypes:v2";

function elements(xml: string, localName: string) {
  return create(xml)
    .root()
    .filter((n) => n.node.nodeType === 1 && (n.node as unknown as Element).localName === localName, true, true)
    .map((n) => {
      const el = n.node as unknown as Element;
      return {
        namespace: el.namespaceURI,
        text: el.textContent ?? "",
        attributes: Object.fromEntries(Array.from(el.attributes).map((a) => [a.name, a.value])),
      };
    });
}

const individualReport = (over: Partial<FatcaAccountReport> = {}): FatcaAccountReport => ({
  docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.AR-0001` },
  accountNumber: "ACC-0001",
  preExisting: false,
  holder: {
    kind: "INDIVIDUAL",
    person: {
      firstName: "John",
      lastName: "Smith",
      residences: ["US"],
      usTins: ["123456789"],
      addresses: [{ country: "US", street: "1 Main Street", postCode: "02108", city: "Boston" }],
      nationalities: ["US"],
      birthDate: "1975-04-02",
      birthCity: "Boston",
    },
  },
  balance: { amount: "150000.00", currency: "USD" },
  payments: [{ type: "FATCA501", amount: "1200.50", currency: "USD" }],
  ...over,
});

const message = (over: Partial<FatcaMessageInput> = {}): FatcaMessageInput => ({
  sendingCompanyGiin: GIIN,
  transmittingCountry: "LU",
  messageRefId: `${GIIN}.MSG-2025-1`,
  reportingPeriod: "2025-12-31",
  timestamp: new Date("2026-01-15T09:00:00Z"),
  reportingFi: {
    giin: GIIN,
    name: "Example Fund SICAV",
    country: "LU",
    address: { country: "LU", street: "1 Boulevard Royal", postCode: "2449", city: "Luxembourg" },
    docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.FI-0001` },
  },
  accountReports: [individualReport()],
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

describe("a FATCA XML v2.0 message", () => {
  it("reports an individual US account, valid against the IRS schema", async () => {
    const xml = fatcaMessage(message());
    expect(await validateFatca(xml)).toMatchObject({ valid: true });
    expect(elements(xml, "FATCA_OECD")[0]).toMatchObject({ namespace: FTC, attributes: expect.objectContaining({ version: "2.0" }) });
    expect(elements(xml, "SendingCompanyIN")).toEqual([{ namespace: SFA, text: GIIN, attributes: {} }]);
    expect(elements(xml, "ReceivingCountry").map((e) => e.text)).toEqual(["US"]);
    expect(elements(xml, "MessageType").map((e) => e.text)).toEqual(["FATCA"]);
    expect(elements(xml, "Timestamp").map((e) => e.text)).toEqual(["2026-01-15T09:00:00"]);
    expect(elements(xml, "DocTypeIndic").map((e) => [e.namespace, e.text])).toEqual([
      [FTC, "FATCA1"],
      [FTC, "FATCA1"],
    ]);
    expect(elements(xml, "TIN")).toEqual([
      { namespace: SFA, text: GIIN, attributes: { issuedBy: "US" } },
      { namespace: SFA, text: "123456789", attributes: { issuedBy: "US" } },
    ]);
    expect(elements(xml, "AccountBalance")).toEqual([{ namespace: FTC, text: "150000.00", attributes: { currCode: "USD" } }]);
    expect(elements(xml, "NilReport")).toEqual([]);
  });

  it("reports an organisation with its substantial US owner (passive NFFE), valid", async () => {
    const report = individualReport({
      holder: {
        kind: "ORGANISATION",
        organisation: {
          name: "Exemple Holding SARL",
          residences: ["FR"],
          usTins: ["98-7654321"],
          addresses: [{ country: "FR", free: "5 Avenue Exemple, Lyon" }],
        },
        acctHolderType: "FATCA102",
        substantialOwners: [
          { firstName: "Jane", lastName: "Doe", residences: ["US"], usTins: ["987654321"], addresses: [{ country: "US", city: "Austin" }], nationalities: [] },
        ],
      },
    });
    const xml = fatcaMessage(message({ accountReports: [report] }));
    expect(await validateFatca(xml)).toMatchObject({ valid: true });
    expect(elements(xml, "AcctHolderType").map((e) => e.text)).toEqual(["FATCA102"]);
    expect(elements(xml, "SubstantialOwner")).toHaveLength(1);
  });

  it("is a nil report when nothing is reportable, valid", async () => {
    const xml = fatcaMessage(message({ accountReports: [] }));
    expect(await validateFatca(xml)).toMatchObject({ valid: true });
    expect(elements(xml, "NoAccountToReport").map((e) => [e.namespace, e.text])).toEqual([[FTC, "yes"]]);
    expect(elements(xml, "AccountReport")).toEqual([]);
    // The NilReport's DocRefId is generated in the IRS format: the GIIN, a period, a unique value.
    expect(elements(xml, "DocRefId")[1].text).toMatch(/^A1B2C3\.00000\.LE\.442\.[0-9a-f-]{36}$/);
  });

  it("corrects and voids earlier records by their DocRefId and MessageRefId, valid", async () => {
    const earlier = { corrMessageRefId: `${GIIN}.MSG-2025-1`, corrDocRefId: `${GIIN}.AR-0001` };
    const corrected = individualReport({ docSpec: { docTypeIndic: "FATCA2", docRefId: `${GIIN}.AR-0002`, ...earlier } });
    const voided = individualReport({
      docSpec: { docTypeIndic: "FATCA3", docRefId: `${GIIN}.AR-0003`, corrMessageRefId: `${GIIN}.MSG-2025-1`, corrDocRefId: `${GIIN}.AR-0009` },
    });
    const xml = fatcaMessage(
      message({
        messageRefId: `${GIIN}.MSG-2025-2`,
        reportingFi: {
          ...message().reportingFi,
          docSpec: { docTypeIndic: "FATCA4", docRefId: `${GIIN}.FI-0002`, corrMessageRefId: `${GIIN}.MSG-2025-1`, corrDocRefId: `${GIIN}.FI-0001` },
        },
        accountReports: [corrected, voided],
      }),
    );
    expect(await validateFatca(xml)).toMatchObject({ valid: true });
    expect(elements(xml, "DocTypeIndic").map((e) => e.text)).toEqual(["FATCA4", "FATCA2", "FATCA3"]);
    expect(elements(xml, "CorrDocRefId").map((e) => e.text)).toEqual([`${GIIN}.FI-0001`, `${GIIN}.AR-0001`, `${GIIN}.AR-0009`]);
  });

  it("writes AAAAAAAAA for a pre-existing account without a US TIN, and refuses a new one without", async () => {
    const noTin = (preExisting: boolean) =>
      individualReport({
        preExisting,
        holder: {
          kind: "INDIVIDUAL",
          person: { firstName: "John", lastName: "Smith", residences: ["US"], usTins: [], addresses: [{ country: "US", city: "Boston" }], nationalities: [] },
        },
      });
    const xml = fatcaMessage(message({ accountReports: [noTin(true)] }));
    expect(await validateFatca(xml)).toMatchObject({ valid: true });
    expect(elements(xml, "TIN").map((e) => e.text)).toEqual([GIIN, "AAAAAAAAA"]);
    expect(refusal(message({ accountReports: [noTin(false)] })).details).toEqual([
      { path: "accountReports[0].holder", message: expect.stringContaining("a new account needs the holder's US TIN") },
    ]);
  });

  it("refuses a malformed GIIN with a clear error before writing", () => {
    const error = refusal(message({ sendingCompanyGiin: "A1B2C3-00000-LE-442", reportingFi: { ...message().reportingFi, giin: "12345" } }));
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.statusCode).toBe(400);
    expect(error.details!.map((d) => d.path)).toEqual(expect.arrayContaining(["sendingCompanyGiin", "reportingFi.giin"]));
    expect(error.details!.find((d) => d.path === "sendingCompanyGiin")!.message).toMatch(/XXXXXX\.XXXXX\.XX\.XXX/);
  });

  it("refuses corrections without the record they correct, new records that reference one, foreign DocRefIds and duplicates", () => {
    const paths = (input: FatcaMessageInput) => refusal(input).details!.map((d) => d.path);
    expect(paths(message({ accountReports: [individualReport({ docSpec: { docTypeIndic: "FATCA2", docRefId: `${GIIN}.AR-2` } })] }))).toEqual([
      "accountReports[0].docSpec",
    ]);
    expect(
      paths(
        message({
          accountReports: [
            individualReport({ docSpec: { docTypeIndic: "FATCA1", docRefId: `${GIIN}.AR-2`, corrDocRefId: `${GIIN}.AR-1`, corrMessageRefId: "M" } }),
          ],
        }),
      ),
    ).toEqual(["accountReports[0].docSpec"]);
    expect(paths(message({ accountReports: [individualReport({ docSpec: { docTypeIndic: "FATCA1", docRefId: "ZZZZZZ.00000.LE.442.AR-2" } })] }))).toEqual([
      "accountReports[0].docSpec.docRefId",
    ]);
    expect(paths(message({ accountReports: [individualReport(), individualReport()] }))).toEqual(["accountReports[1].docSpec.docRefId"]);
    expect(paths(message({ accountReports: [individualReport({ docSpec: { docTypeIndic: "FATCA11", docRefId: `${GIIN}.AR-5` } })] }))).toEqual([
      "docTypeIndic",
    ]);
  });

  it("the schema check itself rejects a broken message (an AccountReport without its holder)", async () => {
    const broken = fatcaMessage(message()).replace(/<ftc:AccountHolder>[\s\S]*<\/ftc:AccountHolder>/, "");
    expect(await validateFatca(broken)).toMatchObject({ valid: false });
  });
});

describe("a FATCA AccountReport fragment", () => {
  it("with placeholder tokens, wrapped into a message and filled, is valid", async () => {
    const xml = fatcaAccountReportFragment({
      ...individualReport(),
      docSpec: { docTypeIndic: "{{FATCA:DOC_TYPE_INDIC}}" as never, docRefId: "{{FATCA:DOC_REF_ID}}" },
      accountNumber: "{{FATCA:ACCOUNT_NUMBER}}",
      balance: { amount: "{{FATCA:ACCOUNT_BALANCE}}", currency: "{{FATCA:CURRENCY_CODE}}" },
      payments: [{ type: "{{FATCA:PAYMENT_TYPE}}" as never, amount: "{{FATCA:PAYMENT_AMOUNT}}", currency: "{{FATCA:CURRENCY_CODE}}" }],
      comment: "application test",
    });
    expect(xml.match(FATCA_PLACEHOLDER_PATTERN)).toHaveLength(8);
    expect(await validateFatcaFragment(xml)).toMatchObject({ valid: true });
  });
});

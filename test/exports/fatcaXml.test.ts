// FATCA through the API (docs/tax-reporting.md): GET /api/v1/applications/{id}/fatca (US indicia and status,
// from the key persons and the tax forms on file) and GET /api/v1/applications/{id}/export/fatca-xml (one
// IRS FATCA XML v2.0 AccountReport, wrapped into a full message with its placeholders filled and validated
// against the official IRS schema with xmllint), both also on GraphQL; another account's application is 404.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { uploadBytes } from "../support/documents";
import { FATCA_PLACEHOLDER_PATTERN, validateFatcaFragment } from "../support/fatcaXsd";

let svc: TestService;
let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount()).key);
  other = client(svc.url, (await svc.newAccount()).key);
});
afterAll(() => svc.close());

const usInvestor = {
  individual: {
    firstName: "John",
    lastName: "Smith",
    dateOfBirth: "1975-04-02",
    placeOfBirth: "Boston, USA",
    nationality: "FR",
    residenceCountry: "US",
    address: { street: "1 Main Street", city: "Boston", postCode: "02108", country: "US" },
    tins: [{ tin: "123456789", issuedBy: "US" }],
  },
};

async function addDocument(applicationId: string, type: string) {
  const key = await uploadBytes(api, Buffer.from(`${type} form`), `${type}.pdf`, "application/pdf");
  const res = await api.post("/api/v1/documents", { applicationId, type, fileName: `${type}.pdf`, key, contentType: "application/pdf" });
  expect(res.status).toBe(201);
}

describe("an application's FATCA status", () => {
  it("lists each US indicium with the field it came from; US_PERSON until cured, CURED with a W-8BEN and the declaration, US_PERSON with a W-9", async () => {
    const app = await createApplication(api, usInvestor);
    const first = await api.get(`/api/v1/applications/${app.id}/fatca`);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("US_PERSON");
    expect(first.body.indicia.map((i: { kind: string; source: string }) => [i.kind, i.source])).toEqual([
      ["US_RESIDENCE", "Individual.residenceCountry"],
      ["US_ADDRESS", "Individual.address"],
      ["US_PLACE_OF_BIRTH", "Individual.placeOfBirth"],
      ["US_TIN", "Individual.tins"],
    ]);
    expect(first.body.reasons.join(" ")).toMatch(/not cured: missing W_8/);

    await addDocument(app.id, "W_8");
    const half = await api.get(`/api/v1/applications/${app.id}/fatca`);
    expect(half.body.status).toBe("US_PERSON");
    expect(half.body.indicia.filter((i: { cured: boolean }) => !i.cured).map((i: { kind: string }) => i.kind)).toEqual(["US_PLACE_OF_BIRTH"]);
    await addDocument(app.id, "FATCA_CRS_DECLARATION");
    expect((await api.get(`/api/v1/applications/${app.id}/fatca`)).body.status).toBe("CURED");

    await addDocument(app.id, "W_9");
    expect((await api.get(`/api/v1/applications/${app.id}/fatca`)).body).toMatchObject({
      applicationId: app.id,
      status: "US_PERSON",
      reasons: [expect.stringMatching(/W-9/)],
    });

    // The same on GraphQL, as a field of the application.
    const gql = await api.post("/graphql", {
      query: `query($id: ID!) { application(id: $id) { fatca { status indicia { kind cured } } } }`,
      variables: { id: app.id },
    });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.application.fatca.status).toBe("US_PERSON");
  });

  it("is NOT_US without indicia, and 404 for another account's application", async () => {
    const app = await createApplication(api, {
      individual: {
        firstName: "Marie",
        lastName: "Dupont",
        nationality: "FR",
        residenceCountry: "FR",
        placeOfBirth: "Paris",
        tins: [{ tin: "FR1", issuedBy: "FR" }],
      },
    });
    expect((await api.get(`/api/v1/applications/${app.id}/fatca`)).body).toMatchObject({ status: "NOT_US", indicia: [] });
    expect((await other.get(`/api/v1/applications/${app.id}/fatca`)).status).toBe(404);
  });
});

describe("the FATCA XML of one application", () => {
  it("is an attachment of one AccountReport, valid against the IRS schema once wrapped and filled", async () => {
    const app = await createApplication(api, usInvestor);
    const res = await api.get(`/api/v1/applications/${app.id}/export/fatca-xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="?fatca-${app.id}\\.xml"?$`));
    expect(res.text).toContain('<sfa:TIN issuedBy="US">123456789</sfa:TIN>');
    expect(res.text).toContain("<sfa:FirstName>John</sfa:FirstName>");
    expect([...res.text.matchAll(FATCA_PLACEHOLDER_PATTERN)].map((m) => m[1])).not.toContain("US_TIN");
    expect(await validateFatcaFragment(res.text)).toMatchObject({ valid: true });
  });

  it("leaves the US TIN and the entity's classification to the administrator when the service has none, still valid", async () => {
    const app = await createApplication(api, {
      entityType: "BUSINESS",
      name: "Holding",
      business: { name: "US Holding LLC", country: "US", address: { street: "5 Wall Street", city: "New York", country: "US" } },
    });
    const res = await api.get(`/api/v1/applications/${app.id}/export/fatca-xml`);
    expect(res.status).toBe(200);
    const slots = [...res.text.matchAll(FATCA_PLACEHOLDER_PATTERN)].map((m) => m[1]);
    expect(slots).toEqual(expect.arrayContaining(["US_TIN", "ACCT_HOLDER_TYPE", "DOC_REF_ID"]));
    expect(await validateFatcaFragment(res.text)).toMatchObject({ valid: true });
    expect((await other.get(`/api/v1/applications/${app.id}/export/fatca-xml`)).status).toBe(404);
  });
});

// Who files for whom in a FATCA report (docs/tax-reporting.md, "Sponsor and intermediary"): the account's
// settings declare the sponsoring entity (or trustee) filing for the reporting FI, or an intermediary; the
// FATCA_XML export writes it as the ReportingGroup's ftc:Sponsor or ftc:Intermediary, each message
// downloaded and validated with xmllint against the official IRS FATCA XML v2.0 schema. A filer category
// that needs a sponsor without one, a sponsor that is none, and both parties at once are refused with a
// 400 before anything is stored or written.
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { validateFatca, fillFatcaPlaceholders } from "../support/fatcaXsd";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(() => svc.close());

type Api = ReturnType<typeof client>;

// A sponsored investment fund: its GIIN carries its sponsor's FATCA ID (the first six characters).
const SPONSOR_GIIN = "S519K4.00000.SP.442";
const SPONSORED_GIIN = "S519K4.00001.SF.442";
const FI = {
  giin: SPONSORED_GIIN,
  name: "Example Sponsored Fund SICAV",
  country: "LU",
  address: { street: "1 Boulevard Royal", postCode: "2449", city: "Luxembourg", country: "LU" },
};
const SPONSOR = {
  giin: SPONSOR_GIIN,
  name: "Example Fund Management S.A.",
  country: "LU",
  address: { street: "2 Rue de la Gare", postCode: "1611", city: "Luxembourg", country: "LU" },
  filerCategory: "FATCA607",
};
const INTERMEDIARY = {
  name: "Example Territory Bank",
  country: "PR",
  address: { city: "San Juan", country: "PR" },
};

async function account(): Promise<{ api: Api; accountId: string }> {
  const { key, accountId } = await svc.newAccount();
  return { api: client(svc.url, key), accountId };
}

const usPerson = (firstName: string) => ({
  name: `${firstName} Smith`,
  individual: {
    firstName,
    lastName: "Smith",
    dateOfBirth: "1975-04-02",
    nationality: "US",
    residenceCountry: "US",
    address: { street: "1 Main Street", city: "Boston", postCode: "02108", country: "US" },
    tins: [{ tin: "123-45-6789", issuedBy: "US" }],
  },
});

async function exportFatca(api: Api, body: Record<string, unknown>) {
  const res = await api.post("/api/v1/exports", { format: "FATCA_XML", ...body });
  expect(res.status).toBe(202);
  const job = await eventually(async () => {
    const status = await api.get(res.body.statusPath);
    return ["COMPLETED", "FAILED"].includes(status.body.status) ? status.body : null;
  }, 60_000);
  expect(job.status).toBe("COMPLETED");
  const link = await api.get(job.downloadPath);
  const xml = await (await fetch(link.body.url)).text();
  const result = await validateFatca(fillFatcaPlaceholders(xml));
  if (!result.valid) throw new Error(result.output);
  return { job, xml };
}

/** The element's XML (first one), or undefined. */
const element = (xml: string, name: string) => new RegExp(`<ftc:${name}>[\\s\\S]*?</ftc:${name}>`).exec(xml)?.[0];
const texts = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<(?:ftc|sfa):${name}(?: [^>]*)?>([^<]*)</`, "g"))].map((m) => m[1]);

describe("a sponsor in the reporting FI settings", () => {
  it("is stored, answered and audited; the export writes it as ftc:Sponsor after the ReportingFI, valid, and a correction resends it as FATCA2", async () => {
    const { api } = await account();
    const put = await api.put("/api/v1/settings/fatca-reporting-fi", { ...FI, sponsor: SPONSOR });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ giin: SPONSORED_GIIN, filerCategory: null, sponsor: { ...SPONSOR, address: SPONSOR.address }, intermediary: null });
    expect((await api.get("/api/v1/settings/fatca-reporting-fi")).body).toEqual(put.body);
    const history = await api.get("/api/v1/settings/history?setting=fatcaReporting");
    expect(history.body.items[0].after).toMatchObject({ sponsor: { giin: SPONSOR_GIIN, filerCategory: "FATCA607" } });

    const us = await createApplication(api, usPerson("Jane"));
    const original = await exportFatca(api, {
      applicationIds: [us.id],
      fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: us.id, accountNumber: "ACC-1", balance: "10.00", currency: "USD" }] },
    });
    const sponsor = element(original.xml, "Sponsor")!;
    expect(sponsor).toBeDefined();
    expect(texts(sponsor, "TIN")).toEqual([SPONSOR_GIIN]);
    expect(texts(sponsor, "Name")).toEqual([SPONSOR.name]);
    expect(texts(sponsor, "FilerCategory")).toEqual(["FATCA607"]);
    expect(texts(sponsor, "DocRefId")).toEqual([`${SPONSORED_GIIN}.${original.job.jobId}.SPONSOR`]);
    // The ReportingFI is the sponsored fund and carries no category of its own here; the sponsor opens the ReportingGroup.
    expect(texts(element(original.xml, "ReportingFI")!, "FilerCategory")).toEqual([]);
    expect(original.xml.indexOf("<ftc:Sponsor>")).toBeGreaterThan(original.xml.indexOf("<ftc:ReportingGroup>"));
    expect(original.xml.indexOf("<ftc:Sponsor>")).toBeLessThan(original.xml.indexOf("<ftc:AccountReport>"));
    expect(element(original.xml, "Intermediary")).toBeUndefined();
    // The sponsor sends the message: SendingCompanyIN and the MessageRefId are its GIIN's; DocRefIds stay the FI's.
    expect(texts(original.xml, "SendingCompanyIN")).toEqual([SPONSOR_GIIN]);
    expect(original.job.messageRefId).toBe(`${SPONSOR_GIIN}.${original.job.jobId}`);
    expect(texts(original.xml, "MessageRefId")).toEqual([original.job.messageRefId]);

    const filed = `${SPONSORED_GIIN}.${original.job.jobId}.${us.id}`;
    const corrected = await exportFatca(api, {
      fatca: {
        reportingPeriod: "2025-12-31",
        accounts: [{ applicationId: us.id, accountNumber: "ACC-1", balance: "20.00", currency: "USD", docTypeIndic: "FATCA2", corrDocRefId: filed }],
      },
    });
    const resent = element(corrected.xml, "Sponsor")!;
    expect(texts(resent, "DocTypeIndic")).toEqual(["FATCA2"]);
    expect(texts(resent, "CorrDocRefId")).toEqual([`${SPONSORED_GIIN}.${original.job.jobId}.SPONSOR`]);
    expect(texts(resent, "CorrMessageRefId")).toEqual([original.job.messageRefId]);
    expect(texts(corrected.xml, "SendingCompanyIN")).toEqual([SPONSOR_GIIN]);
  });

  it.each([
    ["FATCA608", "S519K4.00002.SD.442"],
    ["FATCA609", "A1B2C3.00000.LE.442"],
  ])("writes a %s sponsor for %s (a nil report), valid", async (filerCategory, giin) => {
    const { api } = await account();
    expect((await api.put("/api/v1/settings/fatca-reporting-fi", { ...FI, giin, sponsor: { ...SPONSOR, filerCategory } })).status).toBe(200);
    const { xml } = await exportFatca(api, { fatca: { reportingPeriod: "2025-12-31" } });
    expect(texts(element(xml, "Sponsor")!, "FilerCategory")).toEqual([filerCategory]);
    expect(element(xml, "NilReport")).toBeDefined();
  });
});

describe("an intermediary in the reporting FI settings", () => {
  it("is written as ftc:Intermediary (no GIIN: no TIN), valid", async () => {
    const { api } = await account();
    const put = await api.put("/api/v1/settings/fatca-reporting-fi", {
      ...FI,
      giin: "A1B2C3.00000.LE.442",
      filerCategory: "FATCA610",
      intermediary: INTERMEDIARY,
    });
    expect(put.status).toBe(200);
    expect(put.body.intermediary).toMatchObject({ giin: null, name: INTERMEDIARY.name, country: "PR", filerCategory: null });
    const us = await createApplication(api, usPerson("Joe"));
    const { xml, job } = await exportFatca(api, { applicationIds: [us.id], fatca: { reportingPeriod: "2025-12-31" } });
    const intermediary = element(xml, "Intermediary")!;
    expect(texts(intermediary, "Name")).toEqual([INTERMEDIARY.name]);
    expect(texts(intermediary, "TIN")).toEqual([]);
    expect(texts(intermediary, "DocRefId")).toEqual([`A1B2C3.00000.LE.442.${job.jobId}.INTERMEDIARY`]);
    expect(texts(element(xml, "ReportingFI")!, "FilerCategory")).toEqual(["FATCA610"]);
    expect(element(xml, "Sponsor")).toBeUndefined();
    // An intermediary does not send the message: the reporting FI does.
    expect(texts(xml, "SendingCompanyIN")).toEqual(["A1B2C3.00000.LE.442"]);
  });
});

describe("who files for whom, refused with a 400 before anything is stored", () => {
  it.each([
    ["a sponsor's category on the reporting FI, without a sponsor", { ...FI, filerCategory: "FATCA607" }, "filerCategory", "needs a sponsor"],
    ["a trustee's category on the reporting FI, without a sponsor", { ...FI, filerCategory: "FATCA609" }, "filerCategory", "needs a sponsor"],
    ["a sponsor's category on the reporting FI beside its sponsor", { ...FI, filerCategory: "FATCA607", sponsor: SPONSOR }, "filerCategory", "the sponsor's"],
    ["a sponsor filing as something else", { ...FI, sponsor: { ...SPONSOR, filerCategory: "FATCA601" } }, "sponsor.filerCategory", ""],
    ["a sponsor without a filer category", { ...FI, sponsor: { ...SPONSOR, filerCategory: undefined } }, "sponsor.filerCategory", ""],
    ["a sponsor whose GIIN is not a sponsoring entity's", { ...FI, sponsor: { ...SPONSOR, giin: "S519K4.00000.LE.442" } }, "sponsor.giin", "SP"],
    ["a sponsor without a GIIN", { ...FI, sponsor: { ...SPONSOR, giin: undefined } }, "sponsor.giin", ""],
    ["a sponsored FFI outside its sponsor's FATCA ID", { ...FI, giin: "A1B2C3.00001.SF.442", sponsor: SPONSOR }, "giin", "S519K4"],
    ["a sponsor and an intermediary", { ...FI, sponsor: SPONSOR, intermediary: INTERMEDIARY }, "intermediary", "not both"],
    [
      "an intermediary with a sponsor's category",
      { ...FI, intermediary: { ...INTERMEDIARY, filerCategory: "FATCA608" } },
      "intermediary.filerCategory",
      "sponsor",
    ],
  ])("%s", async (_what, body, path, rule) => {
    const { api } = await account();
    const res = await api.put("/api/v1/settings/fatca-reporting-fi", body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.stringContaining(rule) })]));
    // Nothing changed: the settings are still empty, and no history entry was made.
    expect((await api.get("/api/v1/settings/fatca-reporting-fi")).body).toMatchObject({ giin: null, sponsor: null, intermediary: null });
    expect((await api.get("/api/v1/settings/history?setting=fatcaReporting")).body.items).toHaveLength(0);
  });

  it("an export under settings stored before the rule (a sponsor's category, no sponsor) is refused; no job is made", async () => {
    const { api, accountId } = await account();
    await svc.db.prisma.account.update({ where: { id: accountId }, data: { fatcaReportingFi: { ...FI, filerCategory: "FATCA608" } } });
    const res = await api.post("/api/v1/exports", { format: "FATCA_XML", fatca: { reportingPeriod: "2025-12-31" } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "reportingFi.filerCategory", message: expect.stringContaining("needs a sponsor") })]),
    );
    expect(await svc.db.prisma.exportJob.count({ where: { accountId } })).toBe(0);
  });
});

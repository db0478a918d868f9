// FATCA filing end to end (docs/tax-reporting.md): the account's reporting FI in its settings (GIIN
// checked as IRS Publication 5124 states it, each change in the settings history), then POST
// /api/v1/exports with FATCA_XML run by the Temporal worker like the CRS export, and every message
// shape (individual, specified US person entity, passive NFFE with its US controlling persons, nil,
// correction, void) downloaded and validated with xmllint against the official IRS FATCA XML v2.0 schema.
// The rules the schema cannot check are refused with a 400 before any job or file exists, one by one.
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument } from "../support/documents";
import { FATCA_PLACEHOLDER_PATTERN, validateFatca } from "../support/fatcaXsd";
import { FATCA_SLOTS, type FatcaSlot } from "../../src/domain/exports/fatcaPlaceholders";
import { writeExportArtifact } from "../../src/domain/exports/run";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(() => svc.close());

type Api = ReturnType<typeof client>;

const GIIN = "98Q96B.00000.LE.442";
const FI = {
  giin: GIIN,
  name: "Example Fund SICAV",
  country: "LU",
  address: { street: "1 Boulevard Royal", postCode: "2449", city: "Luxembourg", country: "LU" },
};

async function account(withFi = true): Promise<Api> {
  const api = client(svc.url, (await svc.newAccount()).key);
  if (withFi) expect((await api.put("/api/v1/settings/fatca-reporting-fi", FI)).status).toBe(200);
  return api;
}

const usPerson = (firstName: string, tin = "123-45-6789") => ({
  name: `${firstName} Smith`,
  individual: {
    firstName,
    lastName: "Smith",
    dateOfBirth: "1975-04-02",
    placeOfBirth: "Boston, USA",
    nationality: "US",
    residenceCountry: "US",
    address: { street: "1 Main Street", city: "Boston", postCode: "02108", country: "US" },
    tins: [{ tin, issuedBy: "US" }],
  },
});

const frenchPerson = {
  name: "Marie Dupont",
  individual: {
    firstName: "Marie",
    lastName: "Dupont",
    dateOfBirth: "1980-05-17",
    residenceCountry: "FR",
    address: { city: "Paris", country: "FR" },
    tins: [{ tin: "FR-1", issuedBy: "FR" }],
  },
};

const settled = (api: Api, statusPath: string) =>
  eventually(async () => {
    const res = await api.get(statusPath);
    return ["COMPLETED", "FAILED"].includes(res.body.status) ? res.body : null;
  }, 60_000);

/** Starts a FATCA_XML export, waits for it, and answers the job and its file. */
async function exportFatca(api: Api, body: Record<string, unknown>) {
  const res = await api.post("/api/v1/exports", { format: "FATCA_XML", ...body });
  expect(res.status).toBe(202);
  const job = await settled(api, res.body.statusPath);
  expect(job.status).toBe("COMPLETED");
  const link = await api.get(job.downloadPath);
  expect(link.status).toBe(200);
  const file = await fetch(link.body.url);
  return { job, xml: await file.text() };
}

const texts = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<(?:ftc|sfa):${name}(?: [^>]*)?>([^<]*)</`, "g"))].map((m) => m[1]);
const fill = (xml: string) => xml.replace(FATCA_PLACEHOLDER_PATTERN, (_m, slot: string) => FATCA_SLOTS[slot as FatcaSlot].example);

async function expectValid(xml: string) {
  const result = await validateFatca(fill(xml));
  if (!result.valid) throw new Error(result.output);
}

describe("the account's FATCA reporting FI", () => {
  it("is empty with a 25 % threshold until set; a PUT replaces it, answers it, and lands in the settings history", async () => {
    const api = await account(false);
    const empty = await api.get("/api/v1/settings/fatca-reporting-fi");
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ giin: null, name: null, address: null, controllingPersonThresholdPercent: 25 });

    const put = await api.put("/api/v1/settings/fatca-reporting-fi", { ...FI, filerCategory: "FATCA602", controllingPersonThresholdPercent: 10 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ giin: GIIN, filerCategory: "FATCA602", controllingPersonThresholdPercent: 10, address: { city: "Luxembourg" } });
    expect((await api.get("/api/v1/settings/fatca-reporting-fi")).body).toEqual(put.body);

    const history = await api.get("/api/v1/settings/history?setting=fatcaReporting");
    expect(history.status).toBe(200);
    expect(history.body.items).toHaveLength(1);
    expect(history.body.items[0]).toMatchObject({
      setting: "fatcaReporting",
      before: { giin: null },
      after: { giin: GIIN, controllingPersonThresholdPercent: 10 },
    });
  });

  it.each([
    ["98q96b.00000.le.442", "XXXXXX.XXXXX.XX.XXX"],
    ["98Q96B00000LE442", "XXXXXX.XXXXX.XX.XXX"],
    ["000000.00000.LE.442", "cannot all be zero"],
    ["98Q96B.00000.XX.442", "category code XX"],
    ["98Q96B.00000.LE.000", "never 000"],
  ])("refuses the GIIN %s with a 400 naming the rule, and changes nothing", async (giin, rule) => {
    const api = await account();
    const res = await api.put("/api/v1/settings/fatca-reporting-fi", { ...FI, giin });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.details).toEqual([expect.objectContaining({ path: "giin", message: expect.stringContaining(rule) })]);
    expect((await api.get("/api/v1/settings/fatca-reporting-fi")).body.giin).toBe(GIIN);
  });

  it("refuses a threshold other than 25 or 10, and a US reporting FI", async () => {
    const api = await account();
    const threshold = await api.put("/api/v1/settings/fatca-reporting-fi", { ...FI, controllingPersonThresholdPercent: 20 });
    expect(threshold.status).toBe(400);
    expect(threshold.body.details[0].path).toBe("controllingPersonThresholdPercent");
    const us = await api.put("/api/v1/settings/fatca-reporting-fi", { ...FI, country: "US" });
    expect(us.status).toBe(400);
    expect(us.body.details[0].path).toBe("country");
  });
});

describe("POST /api/v1/exports with FATCA_XML", () => {
  it("reports the US individual (not the French one) in one FATCA_OECD message the IRS schema accepts, with GIIN-prefixed ids", async () => {
    const api = await account();
    const us = await createApplication(api, usPerson("John"));
    const fr = await createApplication(api, frenchPerson);
    const { job, xml } = await exportFatca(api, {
      applicationIds: [us.id, fr.id],
      fatca: {
        reportingPeriod: "2025-12-31",
        accounts: [
          {
            applicationId: us.id,
            accountNumber: "ACC-1",
            balance: "150000.00",
            currency: "USD",
            payments: [{ type: "FATCA501", amount: "1200.50", currency: "USD" }],
          },
        ],
      },
    });
    await expectValid(xml);
    expect(xml).not.toMatch(FATCA_PLACEHOLDER_PATTERN);
    expect(job).toMatchObject({ format: "FATCA_XML", completedCount: 2, failedCount: 0, messageRefId: `${GIIN}.${job.jobId}` });
    expect(texts(xml, "MessageRefId")).toEqual([`${GIIN}.${job.jobId}`]);
    expect(texts(xml, "SendingCompanyIN")).toEqual([GIIN]);
    expect(texts(xml, "ReportingPeriod")).toEqual(["2025-12-31"]);
    expect(texts(xml, "DocRefId")).toEqual([`${GIIN}.${job.jobId}.FI`, `${GIIN}.${job.jobId}.${us.id}`]);
    expect(texts(xml, "DocTypeIndic")).toEqual(["FATCA1", "FATCA1"]);
    expect(texts(xml, "LastName")).toEqual(["Smith"]);
    expect(texts(xml, "AccountNumber")).toEqual(["ACC-1"]);
    expect(texts(xml, "TIN")).toEqual([GIIN, "123-45-6789"]);
    expect(texts(xml, "NilReport")).toEqual([]);
  });

  it("reports a US entity as a specified US person (FATCA104) and a passive NFFE with its US controlling persons above the threshold", async () => {
    const api = await account();
    const usEntity = await createApplication(api, {
      entityType: "BUSINESS",
      name: "Delaware Holdings LLC",
      business: { name: "Delaware Holdings LLC", country: "US", address: { city: "Wilmington", country: "US" }, tins: [{ tin: "12-3456789", issuedBy: "US" }] },
    });
    const nffe = await createApplication(api, {
      entityType: "BUSINESS",
      name: "Passive Holding SARL",
      business: { name: "Passive Holding SARL", country: "LU", address: { city: "Luxembourg", country: "LU" } },
    });
    // A US owner above 25 %, a US owner below it, a French owner above it.
    for (const [firstName, percent, us] of [
      ["Ann", 40, true],
      ["Bob", 5, true],
      ["Claire", 55, false],
    ] as const) {
      const person = us ? usPerson(firstName, firstName === "Ann" ? "111-22-3333" : "444-55-6666").individual : { ...frenchPerson.individual, firstName };
      const res = await api.post(`/api/v1/applications/${nffe.id}/individuals`, { ...person, role: "UBO", ownershipPercent: percent });
      expect(res.status).toBe(201);
    }
    const { job, xml } = await exportFatca(api, {
      applicationIds: [usEntity.id, nffe.id],
      fatca: {
        reportingPeriod: "2025-12-31",
        accounts: [
          { applicationId: usEntity.id, accountNumber: "ACC-E1", balance: "2500000.00", currency: "EUR" },
          { applicationId: nffe.id, accountNumber: "ACC-E2", balance: "900000.00", currency: "EUR", acctHolderType: "FATCA102" },
        ],
      },
    });
    await expectValid(xml);
    expect(job.failures).toEqual([]);
    expect(texts(xml, "AcctHolderType")).toEqual(["FATCA104", "FATCA102"]);
    expect(texts(xml, "Name").filter((n) => n.includes("LLC") || n.includes("SARL"))).toEqual(["Delaware Holdings LLC", "Passive Holding SARL"]);
    // Only Ann: Bob's 5 % is under the threshold and Claire is no US person.
    expect(texts(xml, "FirstName")).toEqual(["Ann"]);

    // An entity with US owners but no classification is left out, with the reason (the file stays valid).
    const unclassified = await exportFatca(api, { applicationIds: [nffe.id], fatca: { reportingPeriod: "2025-12-31" } });
    expect(unclassified.job.failures).toEqual([{ applicationId: nffe.id, reason: expect.stringContaining("acctHolderType") }]);
    await expectValid(unclassified.xml);
  });

  it("reads an entity's classification from its W-8BEN-E (metadata.fatca), over the request's; a form stating a non-reported status leaves it out; wrong metadata is a 400", async () => {
    const api = await account();
    const entity = (name: string) =>
      createApplication(api, { entityType: "BUSINESS", name, business: { name, country: "LU", address: { city: "Luxembourg", country: "LU" } } });
    const passive = await entity("Passive Two SARL");
    const active = await entity("Active Trading SA");
    for (const app of [passive, active]) {
      const res = await api.post(`/api/v1/applications/${app.id}/individuals`, {
        ...usPerson("Dana", "222-33-4444").individual,
        role: "UBO",
        ownershipPercent: 60,
      });
      expect(res.status).toBe(201);
    }
    const pdf = Buffer.from("%PDF-1.4\n% W-8BEN-E\n");
    const form = await addDocument(api, passive.id, "W_8_BEN_E", pdf, { metadata: { fatca: { chapter4Status: "PASSIVE_NFFE" } } });
    await addDocument(api, active.id, "W_8_BEN_E", pdf, { metadata: { fatca: { chapter4Status: "ACTIVE_NFFE" } } });

    const assessment = await api.get(`/api/v1/applications/${passive.id}/fatca`);
    expect(assessment.status).toBe(200);
    expect(assessment.body.classification).toMatchObject({
      chapter4Status: "PASSIVE_NFFE",
      acctHolderType: "FATCA102",
      documentId: form.id,
      documentType: "W_8_BEN_E",
    });
    expect(assessment.body.classification.reasons[0]).toContain(`Form W-8BEN-E ${form.id} states PASSIVE_NFFE`);

    // No acctHolderType in the request: the stored classification decides; the request's FATCA104 loses to it.
    const { job, xml } = await exportFatca(api, {
      applicationIds: [passive.id, active.id],
      fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: active.id, acctHolderType: "FATCA102" }] },
    });
    await expectValid(xml);
    expect(job.failures).toEqual([]);
    expect(texts(xml, "AcctHolderType")).toEqual(["FATCA102"]);
    expect(texts(xml, "FirstName")).toEqual(["Dana"]);

    // A status the form cannot state, a GIIN missing where the form gives one, a classification on another document type.
    const refusals: [string, string, Record<string, unknown>][] = [
      [passive.id, "W_8_BEN_E", { fatca: { chapter4Status: "PASSIVE" } }],
      [passive.id, "W_8_BEN_E", { fatca: { chapter4Status: "PARTICIPATING_FFI" } }],
      [passive.id, "W_8_IMY", { fatca: { chapter4Status: "PARTICIPATING_FFI", giin: "98Q96B.00000.XX.442" } }],
      [passive.id, "W_9", { fatca: { chapter4Status: "ACTIVE_NFFE" } }],
    ];
    for (const [applicationId, type, metadata] of refusals) {
      await expect(addDocument(api, applicationId, type, pdf, { metadata })).rejects.toThrow(/register failed: 400 .*metadata\.fatca/);
    }
    const patched = await api.patch(`/api/v1/documents/${form.id}`, { metadata: { fatca: { chapter4Status: "REPORTING_MODEL_1_FFI" } } });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toContain("giin is required");
    const fixed = await api.patch(`/api/v1/documents/${form.id}`, {
      metadata: { fatca: { chapter4Status: "REPORTING_MODEL_1_FFI", giin: "S519K4.99999.SL.392" } },
    });
    expect(fixed.status).toBe(200);
    expect((await api.get(`/api/v1/applications/${passive.id}/fatca`)).body.classification).toMatchObject({
      chapter4Status: "REPORTING_MODEL_1_FFI",
      giin: "S519K4.99999.SL.392",
      acctHolderType: null,
    });
  });

  it("writes a nil report when nothing is reportable, valid", async () => {
    const api = await account();
    const fr = await createApplication(api, frenchPerson);
    const { job, xml } = await exportFatca(api, { applicationIds: [fr.id], fatca: { reportingPeriod: "2025-12-31" } });
    await expectValid(xml);
    expect(texts(xml, "NoAccountToReport")).toEqual(["yes"]);
    expect(texts(xml, "DocRefId")).toEqual([`${GIIN}.${job.jobId}.FI`, `${GIIN}.${job.jobId}.NIL`]);
    expect(xml).not.toContain("AccountReport");
  });

  it("leaves the account's slots to the administrator as {{FATCA:…}} placeholders, or writes the IRS code for a missing TIN", async () => {
    const api = await account();
    const noTin = await createApplication(api, { ...usPerson("Tim"), individual: { ...usPerson("Tim").individual, tins: [] } });
    const placeholders = await exportFatca(api, { applicationIds: [noTin.id], fatca: { reportingPeriod: "2025-12-31" } });
    expect([...placeholders.xml.matchAll(FATCA_PLACEHOLDER_PATTERN)].map((m) => m[1]).sort()).toEqual(
      ["ACCOUNT_BALANCE", "ACCOUNT_NUMBER", "CURRENCY_CODE", "US_TIN"].sort(),
    );
    await expectValid(placeholders.xml);
    const coded = await exportFatca(api, {
      applicationIds: [noTin.id],
      fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: noTin.id, preExisting: true, missingTinCode: "444444444" }] },
    });
    expect(texts(coded.xml, "TIN")).toEqual([GIIN, "444444444"]);
    await expectValid(coded.xml);
  });

  it("corrects (FATCA2) and voids (FATCA3) a filed record, naming its DocRefId and MessageRefId, valid", async () => {
    const api = await account();
    const us = await createApplication(api, usPerson("Jane"));
    const original = await exportFatca(api, {
      applicationIds: [us.id],
      fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: us.id, accountNumber: "ACC-9", balance: "100.00", currency: "USD" }] },
    });
    const filed = `${GIIN}.${original.job.jobId}.${us.id}`;
    const corrected = await exportFatca(api, {
      fatca: {
        reportingPeriod: "2025-12-31",
        accounts: [{ applicationId: us.id, accountNumber: "ACC-9", balance: "1000.00", currency: "USD", docTypeIndic: "FATCA2", corrDocRefId: filed }],
      },
    });
    await expectValid(corrected.xml);
    expect(texts(corrected.xml, "DocTypeIndic")).toEqual(["FATCA2", "FATCA2"]);
    expect(texts(corrected.xml, "CorrDocRefId")).toEqual([`${GIIN}.${original.job.jobId}.FI`, filed]);
    expect(texts(corrected.xml, "CorrMessageRefId")).toEqual([original.job.messageRefId, original.job.messageRefId]);
    expect(texts(corrected.xml, "AccountBalance")).toEqual(["1000.00"]);

    const voided = await exportFatca(api, {
      fatca: {
        reportingPeriod: "2025-12-31",
        accounts: [{ applicationId: us.id, accountNumber: "ACC-9", balance: "0.00", currency: "USD", docTypeIndic: "FATCA3", corrDocRefId: filed }],
      },
    });
    await expectValid(voided.xml);
    expect(texts(voided.xml, "DocTypeIndic")).toEqual(["FATCA2", "FATCA3"]);
    // Every DocRefId is new: none of the three messages reuses another's.
    const all = [original, corrected, voided].flatMap((m) => texts(m.xml, "DocRefId"));
    expect(new Set(all).size).toBe(all.length);
  });

  it("a retried run writes the same message and remembers each record once (each page's as it goes, the message's at the end)", async () => {
    const api = await account();
    const people = [await createApplication(api, usPerson("Ann")), await createApplication(api, usPerson("Bob")), await createApplication(api, frenchPerson)];
    const first = await exportFatca(api, { applicationIds: people.map((p) => p.id), fatca: { reportingPeriod: "2025-12-31" } });
    const records = () =>
      svc.db.prisma.fatcaRecord.findMany({
        where: { exportJobId: first.job.jobId },
        orderBy: { docRefId: "asc" },
        select: { kind: true, docRefId: true, applicationId: true },
      });
    const filed = await records();
    expect(filed.map((r) => r.kind).sort()).toEqual(["ACCOUNT", "ACCOUNT", "REPORTING_FI"]);
    expect(filed.filter((r) => r.kind === "ACCOUNT").map((r) => r.docRefId)).toEqual(texts(first.xml, "DocRefId").slice(1).sort());

    // The activity run again, as Temporal retries it: same file (but its timestamp), no record twice, no error.
    await writeExportArtifact(svc.db.prisma, svc.objectStore, first.job.jobId);
    const again = await fetch((await api.get(first.job.downloadPath)).body.url);
    const withoutTime = (xml: string) => xml.replace(/<sfa:Timestamp>[^<]*</, "<sfa:Timestamp><");
    expect(withoutTime(await again.text())).toBe(withoutTime(first.xml));
    expect(await records()).toEqual(filed);
  });
});

describe("the rules refused before a file is written (400, nothing made)", () => {
  let api: Api;
  let us: { id: string };
  let filed: string;
  beforeAll(async () => {
    api = await account();
    us = await createApplication(api, usPerson("Rita"));
    const original = await exportFatca(api, { applicationIds: [us.id], fatca: { reportingPeriod: "2025-12-31" } });
    filed = `${GIIN}.${original.job.jobId}.${us.id}`;
  });

  async function refused(body: Record<string, unknown>, path: string, rule: string, who: Api = api) {
    const res = await who.post("/api/v1/exports", { format: "FATCA_XML", ...body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.stringContaining(rule) })]));
  }

  it("without a reporting FI in the settings", async () => {
    const bare = await account(false);
    await refused({ fatca: { reportingPeriod: "2025-12-31" } }, "fatca", "PUT /api/v1/settings/fatca-reporting-fi", bare);
  });

  it("without `fatca`, and `fatca` with another format", async () => {
    await refused({}, "fatca", "reportingPeriod");
    const res = await api.post("/api/v1/exports", { format: "CRS_XML", fatca: { reportingPeriod: "2025-12-31" } });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe("fatca");
  });

  it("a reporting period that is not the last day of a year", async () => {
    await refused({ fatca: { reportingPeriod: "2025-06-30" } }, "fatca.reportingPeriod", "YYYY-12-31");
  });

  it("a holder's US TIN on file that is no TIN", async () => {
    const bad = await createApplication(api, usPerson("Zed", "111111111"));
    await refused({ applicationIds: [bad.id], fatca: { reportingPeriod: "2025-12-31" } }, "applicationIds.0", "one digit nine times");
  });

  it.each([
    ["an unknown code", { missingTinCode: "123123123" }, "fatca.accounts.0.missingTinCode", "expected one of"],
    ["a pre-existing account's code on a new account", { missingTinCode: "222222222" }, "fatca.accounts.0.missingTinCode", "pre-existing account only"],
    [
      "a new account's code on a pre-existing account",
      { missingTinCode: "333333333", preExisting: true },
      "fatca.accounts.0.missingTinCode",
      "new account only",
    ],
    ["AAAAAAAAA on a new account", { missingTinCode: "AAAAAAAAA" }, "fatca.accounts.0.missingTinCode", "pre-existing account only"],
  ])("a missing-TIN code that does not fit: %s", async (_what, entry, path, rule) => {
    await refused({ fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: us.id, ...entry }] } }, path, rule);
  });

  it("a correction without corrDocRefId, or naming no filed record, or another application's", async () => {
    await refused(
      { fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: us.id, docTypeIndic: "FATCA2" }] } },
      "fatca.accounts.0.corrDocRefId",
      "names its DocRefId",
    );
    await refused(
      { fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: us.id, docTypeIndic: "FATCA2", corrDocRefId: `${GIIN}.never-filed` }] } },
      "fatca.accounts.0.corrDocRefId",
      "no AccountReport filed",
    );
    const other = await createApplication(api, usPerson("Otto"));
    await refused(
      { fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: other.id, docTypeIndic: "FATCA3", corrDocRefId: filed }] } },
      "fatca.accounts.0.corrDocRefId",
      "not this one",
    );
    // Another account's filed record is as unknown as one never filed.
    const stranger = await account();
    const theirs = await createApplication(stranger, usPerson("Sam"));
    await refused(
      { fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: theirs.id, docTypeIndic: "FATCA2", corrDocRefId: filed }] } },
      "fatca.accounts.0.corrDocRefId",
      "no AccountReport filed",
      stranger,
    );
  });

  it("a new record naming an earlier one, and new and corrected records in one message", async () => {
    await refused(
      { fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: us.id, corrDocRefId: filed }] } },
      "fatca.accounts.0.corrDocRefId",
      "FATCA1",
    );
    const other = await createApplication(api, usPerson("Una"));
    await refused(
      {
        fatca: {
          reportingPeriod: "2025-12-31",
          accounts: [
            { applicationId: us.id, docTypeIndic: "FATCA2", corrDocRefId: filed },
            { applicationId: other.id, docTypeIndic: "FATCA1" },
          ],
        },
      },
      "fatca.accounts",
      "not both",
    );
  });

  it("an application listed twice, or an account outside applicationIds", async () => {
    await refused(
      { fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: us.id }, { applicationId: us.id }] } },
      "fatca.accounts.1.applicationId",
      "twice",
    );
    const other = await createApplication(api, usPerson("Vic"));
    await refused(
      { applicationIds: [other.id], fatca: { reportingPeriod: "2025-12-31", accounts: [{ applicationId: us.id }] } },
      "fatca.accounts.0.applicationId",
      "not among",
    );
  });
});

it("the single-application fragment and the bulk message report the same investor alike (CRS beside FATCA)", async () => {
  const api = await account();
  const us = await createApplication(api, usPerson("Eve"));
  const crs = await api.get(`/api/v1/applications/${us.id}/export/crs-xml`);
  const { xml } = await exportFatca(api, { applicationIds: [us.id], fatca: { reportingPeriod: "2025-12-31" } });
  expect(crs.status).toBe(200);
  // The same person, birth date and address in both reports.
  expect(crs.text).toContain("<crs:LastName>Smith</crs:LastName>");
  expect(texts(xml, "LastName")).toEqual(["Smith"]);
  expect(crs.text).toContain("1975-04-02");
  expect(texts(xml, "BirthDate")).toEqual(["1975-04-02"]);
  expect(crs.text).toContain("<cfc:City>Boston</cfc:City>");
  expect(texts(xml, "City")).toContain("Boston");
});

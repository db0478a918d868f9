// Bulk export jobs (contract "POST /api/v1/exports"): a Temporal workflow streams the artifact into
// the object store; only the creating API key reads the job and mints download URLs; finishing emits
// export.completed (spec 6.2) through the outbox to real webhook subscribers.
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { startReceiver } from "../support/receiver";
import { elements, fillPlaceholders, validateCrs } from "../support/crsXsd";
import { ACCOUNT_ID } from "../../src/temporal/search";
import { DOWNLOAD_URL_TTL_SECONDS } from "../../src/storage/objectStore";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(() => svc.close());

type Api = ReturnType<typeof client>;

async function investorsOf(api: Api) {
  const person = await createApplication(api, {
    name: "Marie Dupont",
    individual: {
      firstName: "Marie",
      lastName: "Dupont",
      dateOfBirth: "1980-05-17",
      residenceCountry: "FR",
      address: { city: "Paris", country: "FR" },
      tins: [{ tin: "FR-1", issuedBy: "FR" }],
    },
  });
  const entity = await createApplication(api, {
    entityType: "BUSINESS",
    name: "Holding & Co",
    business: { name: "Holding & Co", country: "LU", address: { city: "Luxembourg", country: "LU" } },
  });
  for (const [role, firstName] of [
    ["UBO", "Jean"],
    ["CONTROLLING_PERSON", "Eva"],
  ]) {
    const res = await api.post(`/api/v1/applications/${entity.id}/individuals`, {
      role,
      firstName,
      lastName: "Owner",
      dateOfBirth: "1970-01-01",
      residenceCountry: "LU",
      address: { city: "Esch", country: "LU" },
    });
    expect(res.status).toBe(201);
  }
  return { person, entity };
}

/** Polls statusPath until the job is COMPLETED or FAILED. */
const settled = (api: Api, statusPath: string) =>
  eventually(async () => {
    const res = await api.get(statusPath);
    return ["COMPLETED", "FAILED"].includes(res.body.status) ? res.body : null;
  }, 60_000);

async function download(api: Api, downloadPath: string) {
  const res = await api.get(downloadPath);
  expect(res.status).toBe(200);
  const file = await fetch(res.body.url);
  expect(file.status).toBe(200);
  return file.text();
}

describe("POST /api/v1/exports", () => {
  it("refuses an unknown format and a malformed body with 400", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    const unknown = await api.post("/api/v1/exports", { format: "PDF" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details[0].path).toBe("format");
    expect((await api.post("/api/v1/exports", "{not json")).status).toBe(400);
    expect((await api.post("/api/v1/exports", { format: "JSON", applicationIds: "abc" })).status).toBe(400);
    expect((await api.post("/api/v1/exports", { format: "JSON", extra: true })).status).toBe(400);
  });

  it("answers 202 with the job and its paths, runs export-<jobId> with the AccountId search attribute, and writes one valid CRS_OECD message", async () => {
    const { key, accountId } = await svc.newAccount();
    const api = client(svc.url, key);
    const { person, entity } = await investorsOf(api);
    const created = await api.post("/api/v1/exports", { format: "CRS_XML" });
    expect(created.status).toBe(202);
    const { jobId } = created.body;
    expect(created.body).toMatchObject({ jobId, status: "QUEUED", statusPath: `/api/v1/exports/${jobId}`, downloadPath: `/api/v1/exports/${jobId}/download` });
    const done = await settled(api, created.body.statusPath);
    expect(done).toMatchObject({ status: "COMPLETED", totalCount: 2, completedCount: 2, failedCount: 0, failedApplicationIds: [] });

    const description = await svc.temporal.workflow.getHandle(`export-${jobId}`).describe();
    expect(description.typedSearchAttributes.get(ACCOUNT_ID)).toBe(accountId);

    const xml = await download(api, done.downloadPath);
    expect(elements(xml, "CRS_OECD")).toHaveLength(1);
    expect(elements(xml, "AccountReport")).toHaveLength(2);
    expect(elements(xml, "ControllingPerson")).toHaveLength(2);
    expect(xml).toContain(`<!-- application ${person.id} -->`);
    expect(xml).toContain(`<!-- application ${entity.id} -->`);
    expect(xml).toContain("{{CRS:MESSAGE_REF_ID}}");
    expect(xml).toContain("{{CRS:REPORTING_FI_NAME}}");
    expect(await validateCrs(fillPlaceholders(xml))).toMatchObject({ valid: true });
  });

  it("carries the application records with their key persons in JSON and CSV", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    const { person, entity } = await investorsOf(api);
    const asJson = await settled(api, (await api.post("/api/v1/exports", { format: "JSON", applicationIds: [entity.id, person.id] })).body.statusPath);
    const records = JSON.parse(await download(api, asJson.downloadPath));
    expect(records.map((r: { id: string }) => r.id)).toEqual([entity.id, person.id]); // the requested order
    expect(records[0]).toMatchObject({ name: "Holding & Co", entityType: "BUSINESS", businesses: [{ name: "Holding & Co", role: "APPLICANT" }] });
    expect(records[0].individuals.map((i: { role: string; firstName: string }) => `${i.role}:${i.firstName}`)).toEqual(["UBO:Jean", "CONTROLLING_PERSON:Eva"]);
    expect(records[1].individuals[0]).toMatchObject({ firstName: "Marie", tins: [{ tin: "FR-1", issuedBy: "FR" }] });

    const asCsv = await settled(api, (await api.post("/api/v1/exports", { format: "CSV", applicationIds: [entity.id] })).body.statusPath);
    const lines = (await download(api, asCsv.downloadPath)).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^applicationId,applicationName,email,entityType,status,createdAt,personKind,personId,role,name,/);
    expect(
      lines.slice(1).map((l) =>
        l
          .split(",")
          .slice(6, 9)
          .filter((_v, i) => i !== 1)
          .join(":"),
      ),
    ).toEqual(["INDIVIDUAL:UBO", "INDIVIDUAL:CONTROLLING_PERSON", "BUSINESS:APPLICANT"]);
    expect(lines[1].startsWith(`${entity.id},Holding & Co,,BUSINESS,PENDING,`)).toBe(true);
  });

  it("reports unknown ids and other accounts' ids as failed, revealing nothing about them", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    const mine = await createApplication(api);
    const theirs = await createApplication(client(svc.url, (await svc.newAccount()).key));
    const unknown = "00000000-0000-7000-8000-000000000000";
    const created = await api.post("/api/v1/exports", { format: "JSON", applicationIds: [unknown, mine.id, theirs.id] });
    const done = await settled(api, created.body.statusPath);
    expect(done).toMatchObject({ status: "COMPLETED", totalCount: 3, completedCount: 1, failedCount: 2, failedApplicationIds: [unknown, theirs.id] });
    expect(done.failures).toEqual([
      { applicationId: unknown, reason: "Application not found" },
      { applicationId: theirs.id, reason: "Application not found" },
    ]);
    expect(JSON.parse(await download(api, done.downloadPath)).map((r: { id: string }) => r.id)).toEqual([mine.id]);
  });

  it("answers statusPath and downloadPath only to the API key that created the job", async () => {
    const owner = await svc.newAccount();
    const api = client(svc.url, owner.key);
    await createApplication(api);
    const done = await settled(api, (await api.post("/api/v1/exports", { format: "CSV" })).body.statusPath);
    const sameAccount = client(svc.url, (await svc.newKey(owner.accountId)).key);
    const otherAccount = client(svc.url, (await svc.newAccount()).key);
    for (const path of [done.statusPath, done.downloadPath]) {
      expect((await sameAccount.get(path)).status).toBe(404);
      expect((await otherAccount.get(path)).status).toBe(404);
      expect((await client(svc.url).get(path)).status).toBe(401);
      expect((await api.get(path)).status).toBe(200);
    }
    const viaGraphQL = await sameAccount.graphql(`query($id: ID!) { export(id: $id) { id } }`, { id: done.jobId });
    expect(viaGraphQL.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("mints a fresh signed URL valid 7 days on every call to downloadPath", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    await createApplication(api);
    const done = await settled(api, (await api.post("/api/v1/exports", { format: "JSON" })).body.statusPath);
    const before = Date.now();
    const [first, second] = [await api.get(done.downloadPath), await api.get(done.downloadPath)];
    expect(first.body.url).not.toBe(second.body.url);
    const ttl = new Date(first.body.expiresAt).getTime() - before;
    expect(Math.abs(ttl - DOWNLOAD_URL_TTL_SECONDS * 1000)).toBeLessThan(60_000);
    for (const res of [first, second]) expect((await fetch(res.body.url)).status).toBe(200);
  });

  it("emits export.completed once, with the job's metadata and no applicationId (spec 6.2)", async () => {
    const receiver = await startReceiver();
    try {
      const { key, accountId } = await svc.newAccount();
      const api = client(svc.url, key);
      const mine = await createApplication(api);
      expect((await api.post("/api/v1/webhooks", { url: receiver.url, events: ["export.completed"] })).status).toBe(201);
      const unknown = "00000000-0000-7000-8000-00000000000f";
      const done = await settled(api, (await api.post("/api/v1/exports", { format: "CRS_XML", applicationIds: [mine.id, unknown] })).body.statusPath);
      await eventually(async () => receiver.received.length === 1);
      const [payload] = receiver.json();
      expect(payload).toEqual({
        event: "export.completed",
        timestamp: expect.any(String),
        data: {
          entityType: "EXPORT",
          entityId: done.jobId,
          accountId,
          metadata: {
            jobId: done.jobId,
            format: "CRS_XML",
            status: "COMPLETED",
            totalCount: 2,
            completedCount: 1,
            failedApplicationIds: [unknown],
            statusPath: done.statusPath,
            downloadPath: done.downloadPath,
          },
        },
      });
      expect(await svc.db.prisma.outboxEvent.count({ where: { event: "export.completed", entityId: done.jobId } })).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it("is the same job through GraphQL (createExport, export)", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    await createApplication(api);
    const created = await api.graphql(`mutation { createExport(input: {format: JSON}) { jobId status statusPath downloadPath } }`);
    const { jobId } = created.body.data.createExport;
    expect(created.body.data.createExport).toMatchObject({ status: "QUEUED", statusPath: `/api/v1/exports/${jobId}` });
    await settled(api, `/api/v1/exports/${jobId}`);
    const read = await api.graphql(
      `query($id: ID!) { export(id: $id) { status totalCount completedCount failedApplicationIds } exportDownload(id: $id) { url } }`,
      { id: jobId },
    );
    expect(read.body.data.export).toEqual({ status: "COMPLETED", totalCount: 1, completedCount: 1, failedApplicationIds: [] });
    expect(read.body.data.exportDownload.url).toMatch(/^http/);
  });
});

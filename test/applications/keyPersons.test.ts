// Correcting and removing key persons: PATCH and DELETE on an application's
// individuals and businesses, through REST and GraphQL. A correction is validated like creation,
// audited with before and after, announced as application.updated and re-screened when it changes
// what screening reads; a removal closes the person's open hits with a reason and keeps them.
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import type { PrismaClient } from "../../src/generated/prisma/client";

let svc: TestService;
let db: PrismaClient;
let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
  db = svc.db.prisma;
  api = client(svc.url, (await svc.newAccount({ user: "kim.keyperson@example.com" })).key);
  other = client(svc.url, (await svc.newAccount()).key);
}, 240_000);
afterAll(() => svc?.close());

async function withDirector(individual: Record<string, unknown> = {}) {
  const app = await createApplication(api, { entityType: "BUSINESS", business: { name: "Acme Holdings SA", country: "LU" } });
  const res = await api.post(`/api/v1/applications/${app.id}/individuals`, {
    firstName: "Dana",
    lastName: "Director",
    role: "DIRECTOR",
    dateOfBirth: "1971-04-13",
    ...individual,
  });
  expect(res.status).toBe(201);
  const director = res.body.individuals.find((i: any) => i.role === "DIRECTOR");
  return { app, directorId: director.id as string };
}

async function auditEntries(applicationId: string) {
  const res = await api.get(`/api/v1/audit-logs?applicationId=${applicationId}&limit=100&order=asc`);
  expect(res.status).toBe(200);
  return (res.body.items as any[]).map((entry) => ({ ...entry.event, id: entry.id }));
}

const requestsFor = (personId: string) => db.screeningRequest.findMany({ where: { personId }, orderBy: { createdAt: "asc" } });

describe("correcting a key person", () => {
  it("a birth-date typo corrected is audited with before and after, announced, and re-screened", async () => {
    const { app, directorId } = await withDirector({ dateOfBirth: "1971-04-03" });
    await eventually(async () => (await requestsFor(directorId)).every((r) => r.completedAt) && (await requestsFor(directorId)).length === 1);

    const res = await api.patch(`/api/v1/applications/${app.id}/individuals/${directorId}`, { dateOfBirth: "1971-04-30" });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(app.id);
    expect(res.body.individuals.find((i: any) => i.id === directorId)).toMatchObject({ dateOfBirth: "1971-04-30", firstName: "Dana", role: "DIRECTOR" });

    const entry = (await auditEntries(app.id)).find((e) => e.type === "individual.updated");
    expect(entry).toMatchObject({ entityType: "INDIVIDUAL", entityId: directorId, changes: { dateOfBirth: { before: "1971-04-03", after: "1971-04-30" } } });
    expect(Object.keys(entry.changes)).toEqual(["dateOfBirth"]);

    const events = await db.outboxEvent.findMany({ where: { applicationId: app.id, event: "application.updated" }, orderBy: { createdAt: "asc" } });
    expect(events.at(-1)!.metadata).toMatchObject({ changedFields: ["individuals"] });

    // The screening trigger asked again, and the engine ran it.
    const requests = await eventually(async () => {
      const all = await requestsFor(directorId);
      return all.length === 2 && all.every((r) => r.completedAt) ? all : null;
    }, 30_000);
    expect(requests).toHaveLength(2);
  });

  it("a change screening does not read is audited but asks for no screening; the same values again change nothing", async () => {
    const { app, directorId } = await withDirector();
    await eventually(async () => (await requestsFor(directorId)).length === 1);
    const patch = { placeOfBirth: "Esch-sur-Alzette", address: { city: "Esch", country: "LU" }, ownershipPercent: 12.5 };
    expect((await api.patch(`/api/v1/applications/${app.id}/individuals/${directorId}`, patch)).status).toBe(200);
    const auditCount = (await auditEntries(app.id)).length;
    const again = await api.patch(`/api/v1/applications/${app.id}/individuals/${directorId}`, patch);
    expect(again.status).toBe(200);
    expect(again.body.individuals.find((i: any) => i.id === directorId)).toMatchObject(patch);
    expect((await auditEntries(app.id)).length).toBe(auditCount);
    expect(await requestsFor(directorId)).toHaveLength(1);
  });

  it("null clears an optional field; required fields cannot be cleared", async () => {
    const { app, directorId } = await withDirector({ placeOfBirth: "Luxembourg", address: { country: "LU" } });
    const res = await api.patch(`/api/v1/applications/${app.id}/individuals/${directorId}`, { placeOfBirth: null, address: null });
    expect(res.status).toBe(200);
    const director = res.body.individuals.find((i: any) => i.id === directorId);
    expect(director.placeOfBirth ?? null).toBeNull();
    expect(director.address ?? null).toBeNull();

    const bad = await api.patch(`/api/v1/applications/${app.id}/individuals/${directorId}`, { firstName: null });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: any) => d.path)).toContain("firstName");
  });

  it("rejects what creation rejects with a 400 naming the field, changing nothing", async () => {
    const { app, directorId } = await withDirector();
    const before = await db.individual.findUniqueOrThrow({ where: { id: directorId } });
    for (const [body, path] of [
      [{ dateOfBirth: "1971-13-45" }, "dateOfBirth"],
      [{ nationality: "Luxembourg" }, "nationality"],
      [{ lastName: "   " }, "lastName"],
      [{ role: "APPLICANT" }, "role"],
      [{ colour: "blue" }, "colour"],
    ] as const) {
      const res = await api.patch(`/api/v1/applications/${app.id}/individuals/${directorId}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
      expect(res.body.details.map((d: any) => d.path)).toContain(path);
    }
    expect(await db.individual.findUniqueOrThrow({ where: { id: directorId } })).toEqual(before);
  });

  it("corrects the applicant too, but not its role", async () => {
    const app = await createApplication(api, { individual: { firstName: "Ana", lastName: "Aplicant", dateOfBirth: "1990-01-01" } });
    const applicantId = app.individuals[0].id;
    const res = await api.patch(`/api/v1/applications/${app.id}/individuals/${applicantId}`, { lastName: "Applicant" });
    expect(res.status).toBe(200);
    expect(res.body.individuals[0]).toMatchObject({ lastName: "Applicant", role: "APPLICANT" });
    const role = await api.patch(`/api/v1/applications/${app.id}/individuals/${applicantId}`, { role: "DIRECTOR" });
    expect(role.status).toBe(409);
  });

  it("corrects a related business through GraphQL, as REST does", async () => {
    const app = await createApplication(api, { entityType: "BUSINESS", business: { name: "Parent Co" } });
    const added = await api.post(`/api/v1/applications/${app.id}/businesses`, { name: "Subsidiary Ltd", role: "SHAREHOLDER", country: "GB" });
    const businessId = added.body.businesses.find((b: any) => b.role === "SHAREHOLDER").id;
    const res = await api.graphql(
      `mutation($a: ID!, $b: ID!) { updateApplicationBusiness(applicationId: $a, businessId: $b, input: { name: "Subsidiary Limited", registrationNumber: "GB-123" }) { id businesses { id name registrationNumber } } }`,
      { a: app.id, b: businessId },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateApplicationBusiness.businesses.find((b: any) => b.id === businessId)).toEqual({
      id: businessId,
      name: "Subsidiary Limited",
      registrationNumber: "GB-123",
    });
    const entry = (await auditEntries(app.id)).find((e) => e.type === "business.updated");
    expect(entry.changes).toEqual({ name: { before: "Subsidiary Ltd", after: "Subsidiary Limited" }, registrationNumber: { before: null, after: "GB-123" } });
  });
});

describe("removing a key person", () => {
  it("keeps the person's hits as they were, open ones open for review", async () => {
    const { app, directorId } = await withDirector();
    const hit = async (status: string) => {
      const res = await api.post("/api/v1/screening/hits", { applicationId: app.id, individualId: directorId, title: `A ${status} hit`, type: "PEP", status });
      expect(res.status).toBe(200);
      return res.body.id as string;
    };
    const open = await hit("NOT_REVIEWED");
    const inReview = await hit("IN_REVIEW");
    const confirmed = await hit("CONFIRMED");

    const res = await api.delete(`/api/v1/applications/${app.id}/individuals/${directorId}`);
    expect(res.status).toBe(200);
    expect(res.body.individuals.map((i: any) => i.id)).not.toContain(directorId);

    const hits = await db.screeningHit.findMany({ where: { individualId: directorId } });
    const byId = Object.fromEntries(hits.map((h) => [h.id, h]));
    expect(byId[open]).toMatchObject({ status: "NOT_REVIEWED" });
    expect(byId[inReview]).toMatchObject({ status: "IN_REVIEW" });
    expect(byId[confirmed]).toMatchObject({ status: "CONFIRMED" });

    const entries = await auditEntries(app.id);
    const removed = entries.find((e) => e.type === "individual.removed");
    expect(removed).toMatchObject({
      entityType: "INDIVIDUAL",
      entityId: directorId,
      changes: { firstName: { before: "Dana", after: null }, dateOfBirth: { before: "1971-04-13", after: null } },
    });
    expect(entries.filter((e) => e.type === "screening.hit_verdict")).toHaveLength(0);
    const events = await db.outboxEvent.findMany({ where: { applicationId: app.id }, orderBy: { createdAt: "asc" } });
    expect(events.at(-1)).toMatchObject({ event: "application.updated", metadata: { changedFields: ["individuals"] } });

    expect((await api.delete(`/api/v1/applications/${app.id}/individuals/${directorId}`)).status).toBe(404);
  });

  it("removes a related business through GraphQL", async () => {
    const app = await createApplication(api, { entityType: "BUSINESS", business: { name: "Holding SA" } });
    const added = await api.post(`/api/v1/applications/${app.id}/businesses`, { name: "Former Owner GmbH", role: "UBO" });
    const businessId = added.body.businesses.find((b: any) => b.role === "UBO").id;
    const res = await api.graphql(`mutation($a: ID!, $b: ID!) { removeApplicationBusiness(applicationId: $a, businessId: $b) { businesses { id role } } }`, {
      a: app.id,
      b: businessId,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.removeApplicationBusiness.businesses).toEqual([expect.objectContaining({ role: "APPLICANT" })]);
  });

  it("refuses to remove the applicant", async () => {
    const app = await createApplication(api);
    const res = await api.delete(`/api/v1/applications/${app.id}/individuals/${app.individuals[0].id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "CONFLICT", message: "The applicant cannot be removed" });
    expect(await db.individual.count({ where: { id: app.individuals[0].id } })).toBe(1);
  });
});

describe("another account's key persons", () => {
  it("answer 404 exactly as missing ones, for the application and for a person of another application", async () => {
    const { app, directorId } = await withDirector();
    const missingApp = await api.patch(`/api/v1/applications/no-such-app/individuals/${directorId}`, { lastName: "X" });
    const theirs = await other.patch(`/api/v1/applications/${app.id}/individuals/${directorId}`, { lastName: "X" });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missingApp.body);
    expect((await other.delete(`/api/v1/applications/${app.id}/individuals/${directorId}`)).status).toBe(404);

    const elsewhere = await createApplication(api);
    const wrongParent = await api.patch(`/api/v1/applications/${elsewhere.id}/individuals/${directorId}`, { lastName: "X" });
    expect(wrongParent.status).toBe(404);
    expect(wrongParent.body.message).toBe("Individual not found");
    expect((await api.delete(`/api/v1/applications/${app.id}/businesses/${directorId}`)).status).toBe(404);
    expect((await db.individual.findUniqueOrThrow({ where: { id: directorId } })).lastName).toBe("Director");
  });
});

// The sandbox (docs/sandbox.md): on a test deployment a test key drives documented
// magic inputs (a sanctions or PEP hit from the built-in test list, a named failed document check, a
// signed example of any webhook event) without any vendor; a live deployment's live key gets none of it.
import { randomBytes } from "node:crypto";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument, pdfWith } from "../support/documents";
import { startReceiver, verifyWebhookSignature } from "../support/receiver";

type Api = ReturnType<typeof client>;

const anna = {
  entityType: "INDIVIDUAL",
  name: "Anna Schmidt",
  email: "anna@example.com",
  individual: {
    firstName: "Anna",
    lastName: "Schmidt",
    dateOfBirth: "1980-04-02",
    address: { street: "12 Rue Neuve", city: "Luxembourg", postCode: "L-1234", country: "LU" },
  },
};
const idCard = (extra: string[] = []) =>
  pdfWith(["Identity card", "Name: Anna Schmidt", "Date of birth: 02.04.1980", "Document number: X1234567", "Expiry date: 2031-05-01", ...extra]);

/** Every screening the application's persons asked for has run; then its list hits. */
async function screenedHits(svc: TestService, api: Api, app: { id: string; [k: string]: any }) {
  const personId = app.individuals[0].id as string;
  await eventually(async () => {
    const requests = await svc.db.prisma.screeningRequest.findMany({ where: { personId } });
    const unenriched = await svc.db.prisma.screeningHit.count({ where: { individualId: personId, enriched: false } });
    return requests.length > 0 && requests.every((r) => r.completedAt !== null) && unenriched === 0;
  }, 30_000);
  const res = await api.get(`/api/v1/screening/hits?applicationId=${app.id}`);
  expect(res.status).toBe(200);
  return [...res.body.sanctions, ...res.body.pep, ...res.body.warning] as any[];
}

const validated = (api: Api, id: string) =>
  eventually(async () => {
    const res = await api.get(`/api/v1/documents/${id}`);
    return res.body.validated ? res.body : null;
  }, 30_000);

const checkResults = (doc: any) => doc.validations.find((v: any) => v.type === "ID_CARD_ATTRIBUTE_VALIDATION").results.map((r: any) => [r.key, r.isValid]);

describe("a test deployment (API_ENV=test) with a test key", () => {
  let svc: TestService;
  let api: Api;
  beforeAll(async () => {
    svc = await startTestService({ worker: true });
    api = client(svc.url, (await svc.newAccount()).key);
  }, 60_000);
  afterAll(() => svc?.close());

  it("gives a person whose name carries sandbox-sanctions a sanctions hit from the sandbox list, as the engine writes one", async () => {
    const app = await createApplication(api, { individual: { firstName: "Ada", lastName: "Sandbox-Sanctions" } });
    const hits = await screenedHits(svc, api, app);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      type: "SANCTIONS",
      status: "NOT_REVIEWED",
      origin: "INITIAL_SCREENING",
      source: "sandbox",
      individualId: app.individuals[0].id,
      enriched: true,
    });
    expect(hits[0].details).toMatchObject({ list: "sandbox", externalId: "SANDBOX-SANCTIONS-1", matchedName: "Ada Sandbox-Sanctions" });
    expect(hits[0].matchResult).toMatchObject({ isMatch: true, confidence: 1, clearedReason: null, riskLevel: "HIGH" });
    expect(hits[0].matchResult.incidentSummary).toContain("listed on sandbox");
    // A real hit: it opened a review task and was announced.
    const events = await svc.db.prisma.outboxEvent.findMany({ where: { applicationId: app.id, event: "screening.hits_created" } });
    expect(events).toHaveLength(1);
    expect(await svc.db.prisma.task.count({ where: { screeningHitId: hits[0].id, type: "SCREENING_HIT_REVIEW" } })).toBe(1);
  });

  it("gives the persons of an application whose e-mail carries sandbox-pep a PEP hit", async () => {
    const app = await createApplication(api, { email: "ada+sandbox-pep@example.com" });
    const hits = await screenedHits(svc, api, app);
    expect(hits.map((h) => [h.type, h.origin, h.source, h.details.externalId])).toEqual([["PEP", "INITIAL_SCREENING", "sandbox", "SANDBOX-PEP-1"]]);
    expect(hits[0].matchResult).toMatchObject({ isMatch: true, riskLevel: "MEDIUM" });
  });

  it("screens an unmarked person as ever: no sandbox hit", async () => {
    const app = await createApplication(api, anna);
    expect(await screenedHits(svc, api, app)).toEqual([]);
  });

  it("fails the check a sandbox-fail marker names, in the file name or in the text; the other checks stand", async () => {
    const app = await createApplication(api, anna);
    const byName = await addDocument(api, app.id, "ID_CARD", await idCard(), { subType: "ID_CARD", fileName: "card sandbox-fail:id_card.not_expired.pdf" });
    const byText = await addDocument(api, app.id, "ID_CARD", await idCard(["Remark: sandbox-fail:id_card.document_number_present"]), { subType: "ID_CARD" });
    const [named, texted] = await Promise.all([validated(api, byName.id), validated(api, byText.id)]);
    expect(checkResults(named)).toEqual([
      ["id_card.not_expired", false],
      ["id_card.name_match", true],
      ["id_card.date_of_birth_match", true],
      ["id_card.document_number_present", true],
    ]);
    const failed = named.validations[0].results.find((r: any) => r.key === "id_card.not_expired");
    expect(failed.explanation).toBe("Sandbox: failed by the marker sandbox-fail:id_card.not_expired");
    expect(named.passedAllChecks).toBe(false);
    expect(checkResults(texted)).toEqual([
      ["id_card.not_expired", true],
      ["id_card.name_match", true],
      ["id_card.date_of_birth_match", true],
      ["id_card.document_number_present", false],
    ]);
    // As any failed check: a review task on the document.
    expect(await svc.db.prisma.task.count({ where: { documentId: byName.id, type: "DOCUMENT_VALIDATION_FAILED" } })).toBe(1);
  });

  it("sends a signed example of the chosen event from POST /webhooks/{id}/test, and over GraphQL", async () => {
    const receiver = await startReceiver(() => 204);
    try {
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["note.created"] });
      const sent = await api.post(`/api/v1/webhooks/${hook.body.id}/test`, { eventType: "screening.hits_created" });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ ok: true, statusCode: 204, error: null });
      const gql = await api.graphql(`mutation($id: ID!) { pingWebhook(id: $id, eventType: DOCUMENT__UPLOADED) { ok statusCode } }`, { id: hook.body.id });
      expect(gql.body.data.pingWebhook).toEqual({ ok: true, statusCode: 204 });
      const plain = await api.post(`/api/v1/webhooks/${hook.body.id}/test`);
      expect(plain.status).toBe(200);

      // The plain test request stays no event (no X-Webhook-Event); the sandbox's examples are events.
      expect(receiver.received.map((r) => r.headers["x-webhook-event"])).toEqual(["screening.hits_created", "document.uploaded", undefined]);
      for (const got of receiver.received)
        expect(verifyWebhookSignature(got.rawBody, got.headers["x-webhook-signature"] as string, hook.body.secret)).toBe(true);
      const [hits, uploaded, plainBody] = receiver.json();
      expect(plainBody).toMatchObject({ test: true, webhookId: hook.body.id });
      expect(hits).toMatchObject({
        event: "screening.hits_created",
        data: { entityType: "SCREENING_HIT", entityId: expect.any(String), applicationId: expect.any(String), metadata: { sandbox: true } },
      });
      expect(uploaded).toMatchObject({ event: "document.uploaded", data: { entityType: "DOCUMENT", metadata: { sandbox: true } } });
      // Nothing stored: a test send is no delivery.
      expect(await svc.db.prisma.webhookDelivery.count({ where: { webhookId: hook.body.id } })).toBe(0);
    } finally {
      await receiver.close();
    }
  });

  it("answers an event outside spec 6.1 with 400, sending nothing", async () => {
    const receiver = await startReceiver(() => 204);
    try {
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["note.created"] });
      const res = await api.post(`/api/v1/webhooks/${hook.body.id}/test`, { eventType: "account.deleted" });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});

describe("a live deployment (API_ENV=live) with a live key", () => {
  let svc: TestService;
  let api: Api;
  beforeAll(async () => {
    svc = await startTestService({ worker: true, env: { API_ENV: "live", SECRETS_KEY: randomBytes(32).toString("base64") } });
    api = client(svc.url, (await svc.newAccount()).key);
  }, 60_000);
  afterAll(() => svc?.close());

  it("screens names and e-mails carrying the markers as any other: no sandbox hit", async () => {
    const byName = await createApplication(api, { individual: { firstName: "Ada", lastName: "Sandbox-Sanctions" } });
    const byEmail = await createApplication(api, { email: "ada+sandbox-pep@example.com" });
    expect(await screenedHits(svc, api, byName)).toEqual([]);
    expect(await screenedHits(svc, api, byEmail)).toEqual([]);
  });

  it("runs a marked document's checks on what it says", async () => {
    const app = await createApplication(api, anna);
    const doc = await addDocument(api, app.id, "ID_CARD", await idCard(["Remark: sandbox-fail:id_card.document_number_present"]), {
      subType: "ID_CARD",
      fileName: "card sandbox-fail:id_card.not_expired.pdf",
    });
    const checked = await validated(api, doc.id);
    expect(checkResults(checked)).toEqual([
      ["id_card.not_expired", true],
      ["id_card.name_match", true],
      ["id_card.date_of_birth_match", true],
      ["id_card.document_number_present", true],
    ]);
  });

  it("refuses eventType on the webhook test with 400, sending nothing", async () => {
    const hook = await api.post("/api/v1/webhooks", { url: "https://93.184.215.14/hook", events: ["note.created"] });
    expect(hook.status).toBe(201);
    const res = await api.post(`/api/v1/webhooks/${hook.body.id}/test`, { eventType: "screening.hits_created" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", message: "eventType is a sandbox input: only test deployments (API_ENV=test) replay events" });
    const gql = await api.graphql(`mutation($id: ID!) { pingWebhook(id: $id, eventType: SCREENING__HITS_CREATED) { ok } }`, { id: hook.body.id });
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: "VALIDATION_FAILED" });
  });
});

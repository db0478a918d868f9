// Every settings change is audited (docs/roles-and-four-eyes.md): the SettingsChange the history lists
// and an entry in the account's own audit trail (one hash chain per account) are written in the
// change's transaction, for four eyes, approval gates, UBO thresholds, periodic review, retention and
// onboarding workflows alike; when the audit entry cannot be written, the change does not happen.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { runCommand } from "../../src/cli/commands";
import { verifyAccountAuditChain } from "../../src/domain/audit/accountTrail";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ env: { METRICS_PORT: "0" } });
});
afterAll(async () => svc?.close());

async function account() {
  const { accountId } = await svc.newAccount();
  const made = (await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "key:create", {
    account: accountId,
    user: "ada.admin@example.com",
    role: "admin",
  })) as { key: string; userId: string };
  return { accountId, admin: client(svc.url, made.key), adminId: made.userId };
}

interface Change {
  setting: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  changedById: string;
  auditSeq: number | null;
  auditHash: string | null;
}

describe("settings changes in the account's audit trail", () => {
  it("audits each change of every setting, onboarding workflows included, in one verifiable chain", async () => {
    const { accountId, admin, adminId } = await account();
    const put = async (path: string, body: unknown) => expect((await admin.request("PUT", `/api/v1/settings/${path}`, body)).status).toBe(200);
    await put("four-eyes", { riskLevels: ["HIGH"], hitTypes: ["SANCTIONS"] });
    await put("four-eyes", { riskLevels: [], hitTypes: [] });
    await put("approval-gates", { requiredDocuments: true, reviewedHitTypes: ["PEP"] });
    await put("ubo-thresholds", { thresholdPercent: 20, highRiskThresholdPercent: 5 });
    await put("periodic-review", { highMonths: 6, mediumMonths: 12, lowMonths: 24, leadDays: 10 });
    await put("retention", { retentionYears: 7 });
    const workflow = await admin.post("/api/v1/onboarding-workflows", { name: "Funds", requiredDocuments: ["ID_CARD"] });
    expect(workflow.status).toBe(201);
    const edited = await admin.patch(`/api/v1/onboarding-workflows/${workflow.body.id}`, { requiredDocuments: ["ID_CARD", "PROOF_OF_ADDRESS"] });
    expect(edited.status).toBe(200);

    const history = await admin.get("/api/v1/settings/history?limit=100&order=asc");
    expect(history.status).toBe(200);
    const items = history.body.items as Change[];
    expect(items.map((c) => c.setting)).toEqual([
      "fourEyes",
      "fourEyes",
      "approvalGates",
      "uboThresholds",
      "periodicReview",
      "retention",
      "onboardingWorkflow",
      "onboardingWorkflow",
    ]);
    // Each change has its entry in the account's trail, in order, one chain.
    expect(items.map((c) => c.auditSeq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const c of items) expect(c).toMatchObject({ changedById: adminId, auditHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(items[6]).toMatchObject({ before: {}, after: { id: workflow.body.id, name: "Funds", requiredDocuments: ["ID_CARD"] } });
    expect(items[7]).toMatchObject({
      before: { requiredDocuments: ["ID_CARD"] },
      after: { id: workflow.body.id, requiredDocuments: ["ID_CARD", "PROOF_OF_ADDRESS"] },
    });
    expect((await admin.get("/api/v1/settings/history?setting=onboardingWorkflow")).body.items).toHaveLength(2);
    const gql = await admin.graphql(`{ settingsHistory(setting: "retention") { items { setting auditSeq auditHash } } }`);
    expect(gql.body.data.settingsHistory.items).toEqual([{ setting: "retention", auditSeq: 6, auditHash: items[5].auditHash }]);

    // The trail's entries say who changed which setting, before and after; the chain verifies, and breaks when an entry is altered.
    const entries = await svc.db.prisma.accountAuditLog.findMany({ where: { accountId }, orderBy: { seq: "asc" } });
    expect(entries[1]).toMatchObject({
      eventType: "settings.changed",
      performedById: adminId,
      event: { changes: { fourEyes: { before: { riskLevels: ["HIGH"], hitTypes: ["SANCTIONS"] }, after: { riskLevels: [], hitTypes: [] } } } },
    });
    expect(await verifyAccountAuditChain(svc.db.prisma, accountId)).toEqual({ entries: 8, brokenAtSeq: null });
    await svc.db.prisma
      .$executeRaw`UPDATE "AccountAuditLog" SET event = jsonb_set(event, '{changes,fourEyes,after,riskLevels}', '["HIGH"]') WHERE "accountId" = ${accountId} AND seq = 2`;
    expect(await verifyAccountAuditChain(svc.db.prisma, accountId)).toEqual({ entries: 8, brokenAtSeq: 2 });
  });

  it("serves the trail a page at a time and verifies it through the API, naming the first entry a tampered row breaks", async () => {
    const { accountId, admin, adminId } = await account();
    const viewerKey = (await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "key:create", {
      account: accountId,
      user: "vic.viewer@example.com",
      role: "viewer",
    })) as { key: string };
    const viewer = client(svc.url, viewerKey.key);
    // An empty trail verifies.
    expect((await admin.get("/api/v1/settings/audit/verification")).body).toEqual({ verified: true, entries: 0, firstBrokenSeq: null });
    const put = async (path: string, body: unknown) => expect((await admin.request("PUT", `/api/v1/settings/${path}`, body)).status).toBe(200);
    await put("four-eyes", { riskLevels: ["HIGH", "PROHIBITED"], hitTypes: ["SANCTIONS"] });
    await put("four-eyes", { riskLevels: [], hitTypes: [] });
    await put("retention", { retentionYears: 7 });
    await put("periodic-review", { highMonths: 6, mediumMonths: 12, lowMonths: 24, leadDays: 10 });
    await put("approval-gates", { requiredDocuments: true, reviewedHitTypes: ["PEP"] });

    // Two pages of two and a last of one, oldest first; every entry chained to the one before.
    const walk = async (order: string) => {
      const seen: Record<string, unknown>[] = [];
      let cursor: string | null = null;
      do {
        const res: { status: number; body: { items: Record<string, unknown>[]; nextCursor: string | null } } = await viewer.get(
          `/api/v1/settings/audit?limit=2&order=${order}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        expect(res.status).toBe(200);
        expect(res.body.items.length).toBeLessThanOrEqual(2);
        seen.push(...res.body.items);
        cursor = res.body.nextCursor;
      } while (cursor);
      return seen;
    };
    const entries = await walk("asc");
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await walk("desc")).map((e) => e.seq)).toEqual([5, 4, 3, 2, 1]);
    expect(entries[0].prevHash).toBe("0".repeat(64));
    for (let i = 1; i < entries.length; i++) expect(entries[i].prevHash).toBe(entries[i - 1].hash);
    expect(entries[1]).toMatchObject({
      eventType: "settings.changed",
      entityType: "SETTINGS_CHANGE",
      field: "fourEyes",
      before: { riskLevels: ["HIGH", "PROHIBITED"], hitTypes: ["SANCTIONS"] },
      after: { riskLevels: [], hitTypes: [] },
      performedById: adminId,
      performedByName: expect.any(String),
      createdAt: expect.any(String),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The entry and the history's change name each other.
    const history = (await admin.get("/api/v1/settings/history?order=asc")).body.items as (Change & { id: string })[];
    expect(history.map((c) => [c.id, c.auditSeq, c.auditHash])).toEqual(entries.map((e) => [e.entityId, e.seq, e.hash]));
    // REST is the GraphQL operation: the same entries.
    const gql = await viewer.graphql(`{ accountAudit(order: asc, limit: 100) { items { seq hash prevHash field } nextCursor } }`);
    expect(gql.body.data.accountAudit).toEqual({
      items: entries.map((e) => ({ seq: e.seq, hash: e.hash, prevHash: e.prevHash, field: e.field })),
      nextCursor: null,
    });
    // Bad paging is a 400 that names the parameter; another list's cursor is refused.
    const bad = await admin.get("/api/v1/settings/audit?limit=0");
    expect(bad.status).toBe(400);
    const otherCursor = (await admin.get("/api/v1/settings/history?limit=1")).body.nextCursor as string;
    expect((await admin.get(`/api/v1/settings/audit?cursor=${encodeURIComponent(otherCursor)}`)).status).toBe(400);

    expect((await viewer.get("/api/v1/settings/audit/verification")).body).toEqual({ verified: true, entries: 5, firstBrokenSeq: null });
    // Someone with the database rewrites history: four eyes was never turned off, says entry 2 now.
    await svc.db.prisma
      .$executeRaw`UPDATE "AccountAuditLog" SET event = jsonb_set(event, '{changes,fourEyes,after,riskLevels}', '["HIGH"]') WHERE "accountId" = ${accountId} AND seq = 2`;
    const verification = await admin.get("/api/v1/settings/audit/verification");
    expect(verification.status).toBe(200);
    expect(verification.body).toEqual({ verified: false, entries: 5, firstBrokenSeq: 2 });
    expect((await admin.graphql(`{ accountAuditVerification { verified entries firstBrokenSeq } }`)).body.data.accountAuditVerification).toEqual(
      verification.body,
    );
    // Another account's trail is its own: it still verifies.
    const other = await account();
    await other.admin.request("PUT", "/api/v1/settings/retention", { retentionYears: 8 });
    expect((await other.admin.get("/api/v1/settings/audit/verification")).body).toEqual({ verified: true, entries: 1, firstBrokenSeq: null });
    expect((await other.admin.get("/api/v1/settings/audit")).body.items.map((e: { seq: number }) => e.seq)).toEqual([1]);
  });

  it("does not change a setting whose audit entry cannot be written: the periodic review's re-dating and a workflow edit included", async () => {
    const { accountId, admin } = await account();
    const workflow = await admin.post("/api/v1/onboarding-workflows", { name: "Funds", requiredDocuments: ["ID_CARD"] });
    const policyBefore = (await admin.get("/api/v1/settings/periodic-review")).body;
    // The account's trail refuses every new entry from here on (a trigger of the test's own).
    await svc.db.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_account_audit() RETURNS trigger AS $$
      BEGIN IF NEW."accountId" = '${accountId}' THEN RAISE EXCEPTION 'audit trail unavailable'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await svc.db.prisma.$executeRawUnsafe(
      `CREATE OR REPLACE TRIGGER refuse_account_audit BEFORE INSERT ON "AccountAuditLog" FOR EACH ROW EXECUTE FUNCTION refuse_account_audit()`,
    );
    try {
      const review = await admin.request("PUT", "/api/v1/settings/periodic-review", { highMonths: 3, mediumMonths: 6, lowMonths: 9, leadDays: 5 });
      expect(review.status).toBe(500);
      expect((await admin.get("/api/v1/settings/periodic-review")).body).toEqual(policyBefore);
      expect((await admin.patch(`/api/v1/onboarding-workflows/${workflow.body.id}`, { name: "Renamed" })).status).toBe(500);
      expect((await admin.get(`/api/v1/onboarding-workflows/${workflow.body.id}`)).body.name).toBe("Funds");
      expect((await admin.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: ["HIGH"], hitTypes: [] })).status).toBe(500);
      expect((await admin.get("/api/v1/settings/four-eyes")).body).toEqual({ riskLevels: [], hitTypes: [] });
      // Nothing recorded but the workflow's creation, before the trail refused.
      expect((await admin.get("/api/v1/settings/history")).body.items.map((c: Change) => c.setting)).toEqual(["onboardingWorkflow"]);
    } finally {
      await svc.db.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS refuse_account_audit ON "AccountAuditLog"`);
    }
  });
});

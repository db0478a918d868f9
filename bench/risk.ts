// Re-assessing an account's applications after a model change (docs/risk-model.md): 50,000
// applications in PostgreSQL (half of them approved), each with its applicant, a key person and, for
// some, a hit; a new model version that moves most levels; the workflow's activity (reassessPage, one
// transaction per page of 1,000: facts, assessment, update, audit entries and events of those that
// moved) timed page after page in process. The workflow adds one activity round trip per page.
import { performance } from "node:perf_hooks";
import { Pool } from "pg";
import { openDatabase } from "../src/db/client";
import { loadServiceSecrets } from "../src/domain/accounts/bootstrap";
import { automationActor } from "../src/domain/auth/context";
import { reassessPage } from "../src/domain/risk/reassessment";
import { saveRiskModel } from "../src/domain/risk/service";
import { DEFAULT_RISK_MODEL } from "../src/domain/risk/model";
import { registerPolicies } from "../src/domain/decisions/policies";
import { benchDatabase } from "./support/postgres";

export const RISK_APPLICATIONS = Number(process.env.BENCH_RISK_APPLICATIONS ?? 50_000);
const ACCOUNT = "bench-risk-account";
const PAGE = 1000;
const GOAL = 2000;

async function seed(pool: Pool) {
  await pool.query(`DELETE FROM "RiskModel" WHERE "accountId" = $1`, [ACCOUNT]);
  await pool.query(`DELETE FROM "Application" WHERE "accountId" = $1`, [ACCOUNT]);
  // Nationalities cycle through plain, increased-monitoring and call-for-action countries; a third of
  // the applications have an integrator score, one in five an open hit, one in ten a confirmed one.
  // Half are approved, as most of a live book is: a level that moves reschedules their next review.
  await pool.query(
    `INSERT INTO "Application" (id, "accountId", name, "entityType", status, "decidedAt", "riskScoreInput", "riskScore", "riskLevel", "riskModelVersion", "createdAt", "updatedAt")
     SELECT 'rapp-' || lpad(i::text, 8, '0'), $1, 'Risk Investor ' || i, 'INDIVIDUAL',
            (CASE WHEN i % 2 = 0 THEN 'APPROVED' ELSE 'SUBMITTED' END)::"ApplicationStatus",
            CASE WHEN i % 2 = 0 THEN now() - interval '100 days' END,
            CASE WHEN i % 3 = 0 THEN i % 50 END, NULL, NULL, NULL, now(), now()
     FROM generate_series(1, $2::int) AS i`,
    [ACCOUNT, RISK_APPLICATIONS],
  );
  await pool.query(
    `INSERT INTO "Individual" (id, "applicationId", role, "firstName", "lastName", nationality, "residenceCountry", "updatedAt")
     SELECT 'rind-' || i || '-' || k, 'rapp-' || lpad(i::text, 8, '0'), (CASE WHEN k = 0 THEN 'APPLICANT' ELSE 'UBO' END)::"KeyPersonRole", 'Ann', 'Lee' || i,
            (ARRAY['FR','DE','BG','VN','IR','LU','KE'])[1 + (i + k) % 7], (ARRAY['FR','MC','LU'])[1 + i % 3], now()
     FROM generate_series(1, $1::int) AS i, generate_series(0, 1) AS k`,
    [RISK_APPLICATIONS],
  );
  await pool.query(
    `INSERT INTO "ScreeningHit" (id, "accountId", "applicationId", type, status, source, details, "createdAt", "updatedAt")
     SELECT 'rhit-' || i, $1, 'rapp-' || lpad(i::text, 8, '0'), (ARRAY['PEP','SANCTIONS','ADVERSE_MEDIA'])[1 + i % 3]::"ScreeningType",
            (CASE WHEN i % 10 = 0 THEN 'CONFIRMED' ELSE 'NOT_REVIEWED' END)::"HitStatus", 'bench', '{}'::jsonb, now(), now()
     FROM generate_series(1, $2::int) AS i WHERE i % 5 = 0 OR i % 10 = 0`,
    [ACCOUNT, RISK_APPLICATIONS],
  );
  await pool.query(`ANALYZE`);
}

async function pass(db: Awaited<ReturnType<typeof openDatabase>>, version: number) {
  let afterId: string | null = null;
  let assessed = 0;
  let changed = 0;
  const started = performance.now();
  for (;;) {
    const page = await reassessPage(db.prisma, { accountId: ACCOUNT, version, afterId, limit: PAGE });
    if (!page.lastId) break;
    afterId = page.lastId;
    assessed += page.assessed;
    changed += page.changed;
  }
  const seconds = (performance.now() - started) / 1000;
  return { assessed, changed, seconds: Math.round(seconds * 100) / 100, perSecond: Math.round(assessed / seconds) };
}

export async function benchRisk() {
  // Re-assessment writes through the unit of work, which calls the policies start-up registers.
  registerPolicies();
  const database = await benchDatabase("compliance_bench_risk", { fresh: true });
  const db = await openDatabase({ databaseUrl: database.url, dataDir: "/tmp" }, { migrate: true });
  const pool = new Pool({ connectionString: database.url, max: 2 });
  try {
    await loadServiceSecrets(db.prisma);
    await db.prisma.account.upsert({ where: { id: ACCOUNT }, create: { id: ACCOUNT, name: "Bench Risk Desk" }, update: {} });
    await seed(pool);
    // First assessment of every application (all of them change: unrated to rated, or a new assessment).
    const first = await pass(db, 0);
    const actor = { ...automationActor(ACCOUNT), userId: "bench-admin" };
    const definition = {
      ...DEFAULT_RISK_MODEL,
      countries: { callForAction: 60, increasedMonitoring: 35 },
      thresholds: { medium: 25, high: 55, prohibited: 85 },
    };
    const saved = await saveRiskModel(db.prisma, actor, { definition, reason: "bench: heavier country weights" });
    const modelChange = await pass(db, saved.version);
    // The same version again: nothing moves, no event (the cost of a page redone after a kill).
    const unchanged = await pass(db, saved.version);
    const events = Number(
      (await pool.query(`SELECT count(*) FROM "OutboxEvent" WHERE "accountId" = $1 AND event LIKE 'risk_score.%'`, [ACCOUNT])).rows[0].count,
    );
    const scheduled = Number(
      (await pool.query(`SELECT count(*) FROM "Application" WHERE "accountId" = $1 AND status = 'APPROVED' AND "nextReviewAt" IS NOT NULL`, [ACCOUNT])).rows[0]
        .count,
    );
    return {
      applications: RISK_APPLICATIONS,
      approvedWithNextReview: scheduled,
      pageSize: PAGE,
      passes: { first, modelChange, unchanged },
      riskEvents: events,
      checks: {
        "model change re-assessment (applications/s)": { value: modelChange.perSecond, target: `≥ ${GOAL}`, pass: modelChange.perSecond >= GOAL },
        "no event on a pass that moves nothing": { value: unchanged.changed, target: "0", pass: unchanged.changed === 0 },
      },
    };
  } finally {
    await pool.end();
    await db.close();
    await database.stop();
  }
}

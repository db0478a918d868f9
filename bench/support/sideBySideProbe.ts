// One measurement of the side-by-side comparison (bench/sideBySide.ts), run inside a checkout of the
// commit being measured: the runner copies this file into each checkout's bench/support, so the same
// probe runs against each commit's own src and bench seeds. It imports only what both commits have
// (the policies' registration is looked up, since older commits have none). Each case opens a database
// dropped first, measures in this process, and prints one JSON line last.
//
//   casepage   bench/casepage.ts's seed and its four operations' API CPU per execution
//   screening  persons/s of screenSubjects with a generated list held in memory, as a worker holds it
//   risk       a model change's re-assessment of BENCH_RISK_APPLICATIONS, page after page (bench/risk.ts)
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Client, Pool } from "pg";
import { openDatabase } from "../../src/db/client";
import { createKey } from "../../src/domain/accounts/admin";
import { loadServiceSecrets } from "../../src/domain/accounts/bootstrap";
import { automationActor } from "../../src/domain/auth/context";
import { reassessPage } from "../../src/domain/risk/reassessment";
import { saveRiskModel } from "../../src/domain/risk/service";
import { DEFAULT_RISK_MODEL } from "../../src/domain/risk/model";
import { holdListsInMemory, screenSubjects } from "../../src/screening";
import { LocalObjectStore } from "../../src/storage/localStore";
import { APPLICATIONS_SCREEN_QUERY, CASE_PAGE_QUERY } from "../../test/support/casePage";
import { ACCOUNT, seed, seedOtherAccounts } from "../casepage";
import { generate, labelledPersons, prepare, subjectOf } from "../screening";
import { measureInProcess } from "./inProcess";
import { benchDatabase } from "./postgres";

const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;
const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * A fresh database holding what `build` seeds: built once per commit as a template (the seeds take
 * minutes on a shared machine), then copied for each measurement, which so starts on a new database
 * with cold caches, as each round of the earlier side-by-sides did. BENCH_SBS_COMMIT names the commit's
 * template (its migrations may differ from another commit's).
 */
async function freshFromTemplate(name: string, build: (url: string) => Promise<void>) {
  const commit = process.env.BENCH_SBS_COMMIT ?? "local";
  const template = `${name}_t_${commit}`;
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) throw new Error("BENCH_DATABASE_URL: the PostgreSQL server both commits are measured on");
  const admin = new Client({ connectionString: server });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    if (!exists.rowCount) {
      const built = await benchDatabase(`${template}_building`, { fresh: true });
      await build(built.url);
      await admin.query(`ALTER DATABASE ${template}_building RENAME TO ${template}`);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Re-assessment writes through the unit of work, which calls the policies start-up registers (where a commit has them). */
async function registerPoliciesIfAny() {
  const file = path.join(__dirname, "../../src/domain/decisions/policies.ts");
  if (!existsSync(file)) return false;
  const policies = (await import(file)) as { registerPolicies?: () => void };
  policies.registerPolicies?.();
  return true;
}

async function casePage() {
  const runs = Number(process.env.BENCH_SBS_RUNS ?? 200);
  // As bench/casepage.ts sends them: the REST page's operation, and the same page with nested counts.
  const flat =
    "id accountId name email entityType status manual hidden withService riskScore riskLevel workflowId labels { id name } assignees onboardingStartedAt submittedAt decidedAt createdAt updatedAt";
  const flatPage = `query { applications(limit: 50) { items { ${flat} } nextCursor } }`;
  const nestedCounts = `query { applications(limit: 50) { items { ${flat} screeningHitCounts { open confirmed dismissed total } } nextCursor } }`;
  const databaseUrl = await freshFromTemplate("compliance_sbs_casepage", async (url) => {
    const built = await openDatabase({ databaseUrl: url, dataDir: "/tmp" }, { migrate: true });
    await loadServiceSecrets(built.prisma);
    await built.prisma.account.upsert({ where: { id: ACCOUNT }, create: { id: ACCOUNT, name: "Bench Case Pages" }, update: {} });
    await seed(built.prisma);
    await seedOtherAccounts(built.prisma);
    await built.close();
  });
  const db = await openDatabase({ databaseUrl, dataDir: "/tmp" }, { migrate: true });
  try {
    // Both seeds are idempotent by marker: on the copy they only read back the case page's id.
    const applicationId = await seed(db.prisma);
    const { id: apiKeyId, userId } = await createKey(db.prisma, "cmp", { accountId: ACCOUNT, env: "test", name: "bench" });
    const secrets = await loadServiceSecrets(db.prisma);
    const objectStore = new LocalObjectStore("/tmp/bench-sbs-objects", secrets.objectUrlSigningKey, () => "http://127.0.0.1", 512 * 1024 * 1024);
    const actor = { accountId: ACCOUNT, apiKeyId, userId, userName: "bench", operator: false };
    const cases: [string, string, Record<string, unknown>][] = [
      ["GraphQL case page (1 application)", CASE_PAGE_QUERY, { id: applicationId }],
      ["GraphQL applications page (50, nested counts)", nestedCounts, {}],
      ["GraphQL applications screen (50: assignees, counts, 5 tasks each)", APPLICATIONS_SCREEN_QUERY, {}],
      ["applications page (50, flat)", flatPage, {}],
    ];
    const out: Record<string, { cpuMs: number; statements: { prisma: number; pg: number } }> = {};
    for (const [name, query, variables] of cases) {
      const cost = await measureInProcess(name, db, objectStore, actor, query, variables, runs);
      out[name] = { cpuMs: cost.cpuMsPerRun, statements: cost.statements };
    }
    return out;
  } finally {
    await db.close();
  }
}

async function screening() {
  const g = generate();
  const persons = labelledPersons(g).filter((p) => p.label !== "monitor");
  const databaseUrl = await freshFromTemplate(`compliance_sbs_screening_${g.entries.length}`, async (url) => {
    const built = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() }, { migrate: true, poolSize: 4 });
    const builtPool = new Pool({ connectionString: url, max: 2 });
    await prepare(builtPool, g, built.prisma);
    await builtPool.end();
    await built.close();
  });
  const db = await openDatabase({ databaseUrl, dataDir: os.tmpdir() }, { migrate: true, poolSize: 4 });
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  try {
    // On the copy the list is already built and indexed: this only checks it is.
    await prepare(pool, g, db.prisma);
    const lists = holdListsInMemory(db.prisma, { maxEntries: 2_000_000 });
    if (!(await lists.ready())) throw new Error("the list could not be held in memory");
    const subjects = persons.map((p) =>
      subjectOf({ id: p.id, name: p.name, birth_date: p.birthDate, countries: p.countries, label: p.label, target: p.target, variant: p.variant }),
    );
    const screenAll = async () => {
      const found = new Map<string, { entryId: string; isMatch: boolean }[]>();
      for (let i = 0; i < subjects.length; i += 250) {
        const result = await screenSubjects(db.prisma, subjects.slice(i, i + 250));
        for (const [id, matches] of result)
          found.set(
            id,
            matches.map((m) => ({ entryId: m.entryId, isMatch: m.matchResult.isMatch })),
          );
      }
      return found;
    };
    await screenAll(); // warm up: JIT, the readings' tables
    const cpu = process.cpuUsage();
    const started = performance.now();
    const found = await screenAll();
    const seconds = (performance.now() - started) / 1000;
    const used = cpuMs(process.cpuUsage(cpu));
    const matches = persons.filter((p) => p.label === "match");
    const caught = matches.filter((p) => (found.get(p.id) ?? []).some((m) => m.isMatch && m.entryId === p.target)).length;
    const falsePositives = persons.filter((p) => p.label !== "match" && (found.get(p.id) ?? []).some((m) => m.isMatch)).length;
    return {
      entries: g.entries.length,
      persons: persons.length,
      cpuMsPerPerson: round(used / persons.length, 3),
      personsPerCpuSecond: Math.round(persons.length / (used / 1000)),
      personsPerSecond: Math.round(persons.length / seconds),
      recall: round(caught / matches.length, 4),
      falsePositives,
    };
  } finally {
    await pool.end();
    await db.close();
  }
}

async function risk() {
  const applications = Number(process.env.BENCH_RISK_APPLICATIONS ?? 10_000);
  const account = "bench-risk-account";
  await registerPoliciesIfAny();
  const database = await benchDatabase("compliance_sbs_risk", { fresh: true });
  const db = await openDatabase({ databaseUrl: database.url, dataDir: "/tmp" }, { migrate: true });
  const pool = new Pool({ connectionString: database.url, max: 2 });
  try {
    await loadServiceSecrets(db.prisma);
    await db.prisma.account.upsert({ where: { id: account }, create: { id: account, name: "Bench Risk Desk" }, update: {} });
    // bench/risk.ts's book: nationalities across the three country lists, a third with an integrator
    // score, one in five with an open hit, one in ten a confirmed one, half approved.
    await pool.query(
      `INSERT INTO "Application" (id, "accountId", name, "entityType", status, "decidedAt", "riskScoreInput", "createdAt", "updatedAt")
       SELECT 'rapp-' || lpad(i::text, 8, '0'), $1, 'Risk Investor ' || i, 'INDIVIDUAL',
              (CASE WHEN i % 2 = 0 THEN 'APPROVED' ELSE 'SUBMITTED' END)::"ApplicationStatus",
              CASE WHEN i % 2 = 0 THEN now() - interval '100 days' END, CASE WHEN i % 3 = 0 THEN i % 50 END, now(), now()
       FROM generate_series(1, $2::int) AS i`,
      [account, applications],
    );
    await pool.query(
      `INSERT INTO "Individual" (id, "applicationId", role, "firstName", "lastName", nationality, "residenceCountry", "updatedAt")
       SELECT 'rind-' || i || '-' || k, 'rapp-' || lpad(i::text, 8, '0'), (CASE WHEN k = 0 THEN 'APPLICANT' ELSE 'UBO' END)::"KeyPersonRole", 'Ann', 'Lee' || i,
              (ARRAY['FR','DE','BG','VN','IR','LU','KE'])[1 + (i + k) % 7], (ARRAY['FR','MC','LU'])[1 + i % 3], now()
       FROM generate_series(1, $1::int) AS i, generate_series(0, 1) AS k`,
      [applications],
    );
    await pool.query(
      `INSERT INTO "ScreeningHit" (id, "accountId", "applicationId", type, status, source, details, "createdAt", "updatedAt")
       SELECT 'rhit-' || i, $1, 'rapp-' || lpad(i::text, 8, '0'), (ARRAY['PEP','SANCTIONS','ADVERSE_MEDIA'])[1 + i % 3]::"ScreeningType",
              (CASE WHEN i % 10 = 0 THEN 'CONFIRMED' ELSE 'NOT_REVIEWED' END)::"HitStatus", 'bench', '{}'::jsonb, now(), now()
       FROM generate_series(1, $2::int) AS i WHERE i % 5 = 0 OR i % 10 = 0`,
      [account, applications],
    );
    await pool.query(`ANALYZE`);
    const pass = async (version: number) => {
      let afterId: string | null = null;
      let assessed = 0;
      let changed = 0;
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (;;) {
        const page = await reassessPage(db.prisma, { accountId: account, version, afterId, limit: 1000 });
        if (!page.lastId) break;
        afterId = page.lastId;
        assessed += page.assessed;
        changed += page.changed;
      }
      const seconds = (performance.now() - started) / 1000;
      const used = cpuMs(process.cpuUsage(cpu));
      return { assessed, changed, cpuMsPerApplication: round(used / assessed, 4), perSecond: Math.round(assessed / seconds) };
    };
    const first = await pass(0);
    const actor = { ...automationActor(account), userId: "bench-admin" };
    const definition = {
      ...DEFAULT_RISK_MODEL,
      countries: { callForAction: 60, increasedMonitoring: 35 },
      thresholds: { medium: 25, high: 55, prohibited: 85 },
    };
    const saved = await saveRiskModel(db.prisma, actor, { definition, reason: "bench: heavier country weights" });
    const modelChange = await pass(saved.version);
    const unchanged = await pass(saved.version);
    return { applications, first, modelChange, unchanged };
  } finally {
    await pool.end();
    await db.close();
  }
}

const probes: Record<string, () => Promise<unknown>> = { casepage: casePage, screening, risk };

async function main() {
  const name = process.argv[2];
  const probe = probes[name];
  if (!probe) throw new Error(`usage: sideBySideProbe.ts ${Object.keys(probes).join("|")}`);
  const result = await probe();
  console.log(JSON.stringify({ probe: name, result }));
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

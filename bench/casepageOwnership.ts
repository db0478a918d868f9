// The GraphQL case page with and without the application's ownership structure, side by side: the
// case page of bench/casepage.ts (its database and seed) against the same query with
// `ownership { nodes edges effective ubos }` for a realistic 50-node structure (companies in three
// tiers, two trusts with their roles, 34 people, ranges, directors and a circular pair). Goal: the
// page with the structure within 1.5x the page without it. Measured as API CPU per page in process
// (independent of the shared machine's load) and as latency over HTTP at 8 clients, the two queries
// alternating in rounds so that a change in the machine's load falls on both.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { openDatabase } from "../src/db/client";
import type { PrismaClient } from "../src/generated/prisma/client";
import { createKey } from "../src/domain/accounts/admin";
import { loadServiceSecrets } from "../src/domain/accounts/bootstrap";
import { CASE_PAGE_QUERY } from "../test/support/casePage";
import { benchDatabase } from "./support/postgres";
import { startApiProcess } from "./support/apiProcess";
import { runHttpLoad, type LoadResult } from "./support/load";
import { measureInProcess, type InProcessCost } from "./support/inProcess";
import { LocalObjectStore } from "../src/storage/localStore";
import { ACCOUNT, API_POOL_SIZE, CONCURRENCY, seed, seedOtherAccounts } from "./casepage";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IN_PROCESS_RUNS = 200;
const GOAL = 1.5;

/** The case page with the structure: what a case screen's ownership panel reads. */
export const CASE_PAGE_WITH_OWNERSHIP_QUERY = CASE_PAGE_QUERY.replace(
  /\n  \}\n\}$/,
  `
    ownership {
      nodes { id key kind name country applicant individualId businessId }
      edges { id kind ownerNodeId ownedNodeId percentLow percentHigh role }
      effective { ownerNodeId ownership { low high } voting { low high } }
      ubos { personNodeId reasons roles fallback ownership { low high } }
    }
  }
}`,
);

/** A 50-node structure on the case-page application; idempotent by marker. Returns its node and edge counts. */
async function seedStructure(db: PrismaClient, applicationId: string): Promise<{ nodes: number; edges: number }> {
  const marker = "bench-casepage-ownership-v1";
  const done = await db.serviceSecret.findUnique({ where: { name: marker } });
  if (done) return JSON.parse(done.value) as { nodes: number; edges: number };
  await db.ownershipNode.deleteMany({ where: { applicationId } });
  const nodes: { id: string; kind: "BUSINESS" | "TRUST" | "INDIVIDUAL"; name: string; applicant?: boolean }[] = [];
  const add = (kind: "BUSINESS" | "TRUST" | "INDIVIDUAL", name: string, applicant = false) => {
    const id = randomUUID();
    nodes.push({ id, kind, name, applicant });
    return id;
  };
  const applicant = add("BUSINESS", "Case 0 Holdings SA", true);
  const tier1 = Array.from({ length: 5 }, (_, i) => add("BUSINESS", `Tier One ${i + 1} SARL`));
  const tier2 = Array.from({ length: 8 }, (_, i) => add("BUSINESS", `Tier Two ${i + 1} GmbH`));
  const trusts = [add("TRUST", "Lindqvist Family Trust"), add("TRUST", "Orchard Settlement")];
  const people = Array.from({ length: 34 }, (_, i) => add("INDIVIDUAL", `Person ${i + 1} Example`));
  type Edge = {
    ownerNodeId: string;
    ownedNodeId: string;
    kind: "OWNERSHIP" | "CONTROL";
    percentLow: number | null;
    percentHigh: number | null;
    role: string | null;
  };
  const edges: Edge[] = [];
  const owns = (owner: string, owned: string, low: number, high = low) =>
    edges.push({ ownerNodeId: owner, ownedNodeId: owned, kind: "OWNERSHIP", percentLow: low, percentHigh: high, role: null });
  const controls = (owner: string, owned: string, role: string) =>
    edges.push({ ownerNodeId: owner, ownedNodeId: owned, kind: "CONTROL", percentLow: null, percentHigh: null, role });
  [20, 20, 20, 15, 15].forEach((p, i) => owns(tier1[i]!, applicant, p));
  tier2.forEach((id, i) => {
    owns(id, tier1[i % 5]!, 40);
    if (i % 2 === 0) owns(id, tier1[(i + 2) % 5]!, 25, 30);
  });
  owns(trusts[0]!, tier1[0]!, 30);
  owns(trusts[1]!, tier1[3]!, 35);
  owns(tier2[0]!, tier2[1]!, 10); // a circular pair
  owns(tier2[1]!, tier2[0]!, 5);
  people.forEach((id, i) => {
    owns(id, tier2[i % 8]!, 5 + (i % 6) * 3);
    if (i % 3 === 0) owns(id, tier1[i % 5]!, 4, 8);
  });
  controls(people[0]!, trusts[0]!, "SETTLOR");
  controls(people[1]!, trusts[0]!, "TRUSTEE");
  controls(people[2]!, trusts[0]!, "BENEFICIARY");
  controls(people[3]!, trusts[1]!, "SETTLOR");
  controls(people[4]!, trusts[1]!, "BENEFICIARY");
  controls(people[5]!, applicant, "DIRECTOR");
  controls(people[6]!, applicant, "SENIOR_MANAGING_OFFICIAL");
  await db.ownershipNode.createMany({
    data: nodes.map((n) => ({
      id: n.id,
      accountId: ACCOUNT,
      applicationId,
      key: `${n.kind === "INDIVIDUAL" ? "individual" : "business"}|${n.name.toLowerCase()}`,
      kind: n.kind,
      name: n.name,
      applicant: n.applicant ?? false,
    })),
  });
  await db.ownershipEdge.createMany({ data: edges.map((e) => ({ ...e, role: e.role as never, accountId: ACCOUNT, applicationId })) });
  await db.$executeRawUnsafe("ANALYZE");
  const counts = { nodes: nodes.length, edges: edges.length };
  await db.serviceSecret.create({ data: { name: marker, value: JSON.stringify(counts) } });
  return counts;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function benchCasePageOwnership(): Promise<{
  structure: { nodes: number; edges: number };
  inProcess: InProcessCost[];
  rounds: { without: LoadResult; with: LoadResult }[];
  ratios: { cpu: number; p50: number; p95: number; rps: number };
  checks: Record<string, { value: number; target: string; pass: boolean }>;
}> {
  const database = await benchDatabase("compliance_bench_casepage");
  const db = await openDatabase({ databaseUrl: database.url, dataDir: "/tmp" }, { migrate: true });
  let server: ChildProcess | undefined;
  try {
    await loadServiceSecrets(db.prisma);
    await db.prisma.account.upsert({ where: { id: ACCOUNT }, create: { id: ACCOUNT, name: "Bench Case Pages" }, update: {} });
    const applicationId = await seed(db.prisma);
    await seedOtherAccounts(db.prisma);
    const structure = await seedStructure(db.prisma, applicationId);
    const { key, id: apiKeyId, userId } = await createKey(db.prisma, "cmp", { accountId: ACCOUNT, env: "test", name: "bench" });
    const secrets = await loadServiceSecrets(db.prisma);
    const objectStore = new LocalObjectStore("/tmp/bench-casepage-objects", secrets.objectUrlSigningKey, () => "http://127.0.0.1", 512 * 1024 * 1024);
    const actor = { accountId: ACCOUNT, apiKeyId, userId, userName: "bench", operator: false };
    const variables = { id: applicationId };
    const inProcess = [
      await measureInProcess("GraphQL case page without ownership", db, objectStore, actor, CASE_PAGE_QUERY, variables, IN_PROCESS_RUNS),
      await measureInProcess("GraphQL case page with ownership (50 nodes)", db, objectStore, actor, CASE_PAGE_WITH_OWNERSHIP_QUERY, variables, IN_PROCESS_RUNS),
    ];
    console.log(JSON.stringify(inProcess));
    const api = await startApiProcess(database.url, { DATABASE_POOL_SIZE: String(API_POOL_SIZE) });
    server = api.process;
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const body = (query: string) => JSON.stringify({ query, variables });
    // Probe once: the loads must measure full answers.
    const probe = (await (await fetch(`${api.url}/graphql`, { method: "POST", headers, body: body(CASE_PAGE_WITH_OWNERSHIP_QUERY) })).json()) as any;
    const own = probe.data?.application?.ownership;
    if (!own || own.nodes.length !== structure.nodes || own.edges.length !== structure.edges || own.ubos.length === 0) {
      throw new Error(`case page with ownership answered ${JSON.stringify(probe).slice(0, 400)}`);
    }
    const post = (query: string) => ({ url: `${api.url}/graphql`, method: "POST" as const, headers, body: body(query) });
    const options = { concurrency: CONCURRENCY, seconds: SECONDS, warmupSeconds: 2 };
    const rounds: { without: LoadResult; with: LoadResult }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const without = await runHttpLoad(`case page without ownership (round ${r + 1})`, post(CASE_PAGE_QUERY), options);
      const withOwnership = await runHttpLoad(`case page with ownership (round ${r + 1})`, post(CASE_PAGE_WITH_OWNERSHIP_QUERY), options);
      rounds.push({ without, with: withOwnership });
      console.log(JSON.stringify(rounds[r]));
    }
    const round3 = (n: number) => Math.round(n * 1000) / 1000;
    const ratios = {
      cpu: round3(inProcess[1]!.cpuMsPerRun / inProcess[0]!.cpuMsPerRun),
      p50: round3(median(rounds.map((r) => r.with.p50 / r.without.p50))),
      p95: round3(median(rounds.map((r) => r.with.p95! / r.without.p95!))),
      rps: round3(median(rounds.map((r) => r.without.rps / r.with.rps))),
    };
    const checks = {
      "case page with / without ownership, API CPU per page": { value: ratios.cpu, target: `≤ ${GOAL}`, pass: ratios.cpu <= GOAL },
      "case page with / without ownership, p50 latency (median of rounds)": { value: ratios.p50, target: `≤ ${GOAL}`, pass: ratios.p50 <= GOAL },
    };
    return { structure, inProcess, rounds, ratios, checks };
  } finally {
    server?.kill("SIGTERM");
    await db.close();
    await database.stop();
  }
}

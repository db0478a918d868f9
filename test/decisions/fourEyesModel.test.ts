// Four eyes as an invariant, tried by generated sequences against the real service (HTTP, PostgreSQL,
// Temporal for a model change's re-assessment): whatever overrides, model changes, risk scores, key
// person changes, hits, verdicts, ownership holdings changed, deleted or replaced whole, an owner's node tied to a key
// person or untied, settings changes,
// approvals and rejections come in whatever order, before the submission or after it,
// an application the account's four eyes covers is never APPROVED without two distinct approvers,
// neither of whom lowered what it rests on (docs/roles-and-four-eyes.md); a closed case, erased, holds no
// personal string of the run in any row that references it. fast-check's model-based
// testing (fc.commands) generates the sequences with a fixed seed and prints the shrunk one on failure.
import fc from "fast-check";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { runCommand } from "../../src/cli/commands";
import { DEFAULT_RISK_MODEL } from "../../src/domain/risk/model";
import { verifyAccountAuditChain } from "../../src/domain/audit/accountTrail";
import { whereHeld } from "../support/personalStrings";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ worker: true, env: { METRICS_PORT: "0" } });
});
afterAll(async () => {
  // Said even when the property fails or times out: how far the generated runs got.
  console.log(
    `four eyes model: ${seen.approved} approvals reached, ${seen.inScope} of a covered case, ${seen.erased} closed cases erased; ` +
      `of ${reached.runs} runs, ${reached.first} tried a first approval of a covered case, ${reached.second} a second, ${reached.byLowerer} one by whoever lowered its basis; ` +
      `approval answers ${JSON.stringify(Object.fromEntries(answers))}`,
  );
  await svc?.close();
});

type Api = ReturnType<typeof client>;
type Level = "LOW" | "MEDIUM" | "HIGH" | "PROHIBITED";
const RANK: Record<string, number> = { LOW: 0, MEDIUM: 1, HIGH: 2, PROHIBITED: 3 };
const rank = (level: string | null | undefined) => (level ? RANK[level] : -1);
type Who = "A" | "B" | "admin";
interface Policy {
  riskLevels: Level[];
  hitTypes: string[];
}
const POLICIES: Record<string, Policy> = {
  full: { riskLevels: ["HIGH", "PROHIBITED"], hitTypes: ["SANCTIONS"] },
  narrow: { riskLevels: ["PROHIBITED"], hitTypes: [] },
  off: { riskLevels: [], hitTypes: [] },
  wide: { riskLevels: ["MEDIUM", "HIGH", "PROHIBITED"], hitTypes: ["SANCTIONS", "PEP"] },
  // A level listed without the ones above it: a case raised past it must stay covered.
  gap: { riskLevels: ["HIGH"], hitTypes: [] },
};
const MODELS: Record<string, unknown> = {
  shipped: DEFAULT_RISK_MODEL,
  lenient: {
    ...DEFAULT_RISK_MODEL,
    thresholds: { medium: 90, high: 95, prohibited: 99 },
    floors: { ...DEFAULT_RISK_MODEL.floors, hits: { ...DEFAULT_RISK_MODEL.floors.hits, SANCTIONS: { open: null, confirmed: null } } },
  },
  strict: { ...DEFAULT_RISK_MODEL, thresholds: { medium: 5, high: 20, prohibited: 60 } },
};

/** The state a generated sequence runs against: one fresh account and one application of it. */
interface Real {
  accountId: string;
  root: Api;
  users: Record<Who, { api: Api; userId: string; name: string }>;
  nameOf: Map<string, string>;
  appId: string;
  hits: string[];
  persons: string[];
  log: string[];
  /** What this run's approvals attempted on a covered case (counted into `reached` at its end). */
  tried: { first: boolean; second: boolean; byLowerer: boolean };
}

/** What the test knows independently of the service's rules. */
interface Model {
  submitted: boolean;
  /** Every four-eyes policy in force since the application was opened: a narrowing takes effect only for cases opened after it. */
  policies: Policy[];
  peak: number;
  lastScore: number | null;
  /** Users (ids) who lowered what the approval rests on since the application was opened (before its submission too). */
  lowered: Set<string>;
  /** The share of the one holding of the ownership structure (null: none). */
  share: number | null;
  /** Settings changes that changed something: each must be in the history with its audit entry. */
  settingsChanged: number;
  modelVersion: number;
}

async function observe(r: Real) {
  const risk = (await r.root.get(`/api/v1/applications/${r.appId}/risk-assessment`)).body;
  const app = (await r.root.get(`/api/v1/applications/${r.appId}`)).body;
  return { risk, app };
}

const markPeak = async (m: Model, r: Real) => {
  const { risk } = await observe(r);
  // The highest level in force the case ever had (the assessed level counts as it stands at the approval).
  m.peak = Math.max(m.peak, rank(risk.level));
};

const lowered = (m: Model, userId: string) => {
  m.lowered.add(userId);
};

/** How many approvals the runs reached, of a covered case, and erasures: a property that never reached one proves nothing. */
const seen = { approved: 0, inScope: 0, erased: 0 };
/**
 * How many runs tried what the property is about, on a submitted case four eyes covers: a first
 * approval, a second (a first one pending), and an approval by someone who lowered its basis.
 */
const reached = { runs: 0, first: 0, second: 0, byLowerer: 0 };
/** Every approval attempt's answer (status and error code), so a generator that stalls shows where. */
const answers = new Map<string, number>();

/** The personal strings a run writes: the investor's and key persons' names, an owner's, and the words of reasons and notes that name them. */
const PERSONAL = ["Genqx", "Investorvw", "Samqx", "Personvw", "Renamedvw", "Olga Owner"];

abstract class Step implements fc.AsyncCommand<Model, Real> {
  abstract toString(): string;
  check = () => true;
  abstract act(m: Model, r: Real): Promise<void>;
  async run(m: Model, r: Real) {
    r.log.push(this.toString());
    await this.act(m, r);
    await markPeak(m, r);
  }
}

class Override extends Step {
  constructor(
    readonly who: Who,
    readonly level: Level,
  ) {
    super();
  }
  toString = () => `override(${this.who}, ${this.level})`;
  async act(m: Model, r: Real) {
    const before = (await observe(r)).risk.level;
    const res = await r.users[this.who].api.post(`/api/v1/applications/${r.appId}/risk-override`, {
      level: this.level,
      reason: "Genqx explained the transfer",
    });
    if (res.status === 200 && rank(this.level) < rank(before)) lowered(m, r.users[this.who].userId);
  }
}

class ChangeModel extends Step {
  constructor(readonly variant: keyof typeof MODELS) {
    super();
  }
  toString = () => `model(admin, ${this.variant})`;
  async act(m: Model, r: Real) {
    const before = (await observe(r)).app;
    const res = await r.users.admin.api.request("PUT", "/api/v1/settings/risk-model", { definition: MODELS[this.variant], reason: "generated" });
    expect(res.status).toBe(200);
    await svc.temporal.workflow.getHandle(res.body.reassessmentWorkflowId).result();
    m.modelVersion = res.body.version;
    const after = (await observe(r)).app;
    if (rank(after.riskLevel) < rank(before.riskLevel) || (after.riskScore ?? -1) < (before.riskScore ?? -1)) lowered(m, r.users.admin.userId);
  }
}

class PatchScore extends Step {
  constructor(
    readonly who: Who,
    readonly score: number,
  ) {
    super();
  }
  toString = () => `patch(${this.who}, riskScore ${this.score})`;
  async act(m: Model, r: Real) {
    const res = await r.users[this.who].api.patch(`/api/v1/applications/${r.appId}`, { riskScore: this.score });
    if (res.status !== 200) return;
    if (m.lastScore !== null && this.score < m.lastScore) lowered(m, r.users[this.who].userId);
    m.lastScore = this.score;
  }
}

class AddPerson extends Step {
  toString = () => `addPerson(root)`;
  async act(_m: Model, r: Real) {
    const res = await r.root.post(`/api/v1/applications/${r.appId}/individuals`, { firstName: "Samqx", lastName: `Personvw${r.persons.length}`, role: "UBO" });
    if (res.status === 201) r.persons.push(res.body.individuals.at(-1).id);
  }
}

class ChangePerson extends Step {
  constructor(
    readonly who: Who,
    readonly index: number,
    readonly remove: boolean,
  ) {
    super();
  }
  toString = () => `${this.remove ? "removePerson" : "changePerson"}(${this.who}, #${this.index})`;
  async act(m: Model, r: Real) {
    if (r.persons.length === 0) return;
    const id = r.persons[this.index % r.persons.length];
    const path = `/api/v1/applications/${r.appId}/individuals/${id}`;
    const api = r.users[this.who].api;
    const res = this.remove ? await api.delete(path) : await api.patch(path, { lastName: `Renamedvw${this.index}` });
    if (res.status !== 200) return;
    if (this.remove) r.persons = r.persons.filter((p) => p !== id);
    lowered(m, r.users[this.who].userId);
  }
}

class RaiseHit extends Step {
  constructor(readonly type: "SANCTIONS" | "PEP") {
    super();
  }
  toString = () => `raiseHit(root, ${this.type})`;
  async act(_m: Model, r: Real) {
    const res = await r.root.post("/api/v1/screening/hits", { applicationId: r.appId, title: "generated", type: this.type, status: "IN_REVIEW" });
    if (res.status === 200) r.hits.push(res.body.id);
  }
}

class DecideHit extends Step {
  constructor(
    readonly who: Who,
    readonly index: number,
    readonly status: "CONFIRMED" | "FALSE_POSITIVE",
  ) {
    super();
  }
  toString = () => `decideHit(${this.who}, #${this.index}, ${this.status})`;
  async act(m: Model, r: Real) {
    if (r.hits.length === 0) return;
    const id = r.hits[this.index % r.hits.length];
    const before = (await r.root.get(`/api/v1/screening/hits/${id}`)).body.status;
    const res = await r.users[this.who].api.patch(`/api/v1/screening/hits/${id}`, { status: this.status, note: "Not Genqx Investorvw: another person" });
    if (res.status === 200 && this.status === "FALSE_POSITIVE" && !["DISMISSED", "FALSE_POSITIVE"].includes(before)) lowered(m, r.users[this.who].userId);
    if (res.status !== 200 || this.status !== "FALSE_POSITIVE" || res.body.status !== "FALSE_POSITIVE" || before === "FALSE_POSITIVE") return;
    // A hit cleared where four eyes covers its type: by two distinct users, the second none who lowered what the hit rests on.
    const trail = await auditTrail(r);
    const verdict = trail.findLastIndex((e) => e.event.type === "screening.hit_verdict" && e.event.entityId === id);
    const asked = trail.slice(0, verdict).findLastIndex((e) => e.event.type === "screening.hit_clearance_pending" && e.event.entityId === id);
    if (asked < 0) return;
    const second = trail[verdict].performedByName;
    const barred = trail
      .slice(0, verdict)
      .filter((e, i) => i !== asked && hitLowering(e.event, id))
      .map((e) => e.performedByName);
    const why = `hit ${id} cleared: asked by ${trail[asked].performedByName}, confirmed by ${second}; lowered its basis: ${barred}; steps ${r.log.join(" → ")}`;
    expect({ why, ok: second !== trail[asked].performedByName && !barred.includes(second) }).toEqual({ why, ok: true });
  }
}

interface TrailEntry {
  event: { type: string; entityId?: string; changes?: Record<string, { before?: unknown; after: unknown }> };
  performedByName: string;
}

async function auditTrail(r: Real): Promise<TrailEntry[]> {
  const items: TrailEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: { body: { items: TrailEntry[]; nextCursor: string | null } } = await r.root.get(
      `/api/v1/audit-logs?applicationId=${r.appId}&order=asc&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    items.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return items;
}

/** What a hit's clearance rests on, read independently of the service: the persons screened, the structure, this hit's own verdicts. */
function hitLowering(event: TrailEntry["event"], hitId: string): boolean {
  const [kind, action] = event.type.split(".");
  if (kind === "individual" || kind === "business") return ["removed", "updated", "screening_info_updated"].includes(action);
  if (kind === "ownership") {
    if (action === "node_deleted" || action === "edge_deleted") return true;
    const share = (v: unknown) => (typeof v === "number" ? v : -1);
    if (action === "edge_updated") return share(event.changes?.percentHigh?.after) < share(event.changes?.percentHigh?.before);
    if (action === "structure_replaced") {
      const held = (v: unknown) => (Array.isArray(v) && v.length ? share((v[0] as { percentHigh: unknown }).percentHigh) : -1);
      return held(event.changes?.edges?.after) < held(event.changes?.edges?.before);
    }
    return false;
  }
  if (kind === "screening" && event.entityId === hitId)
    return action === "hit_clearance_pending" || (action === "hit_verdict" && ["DISMISSED", "FALSE_POSITIVE"].includes(String(event.changes?.status?.after)));
  return false;
}

const STRUCTURE_NODES = [
  { key: "applicant", kind: "BUSINESS", name: "Generated Holding", applicant: true },
  { key: "olga", kind: "INDIVIDUAL", name: "Olga Owner" },
];

/** The structure replaced whole (PUT …/ownership): the one holding at `share`, or none. */
class ReplaceStructure extends Step {
  constructor(
    readonly who: Who | "root",
    readonly share: number | null,
  ) {
    super();
  }
  toString = () => `replaceStructure(${this.who}, ${this.share ?? "no holding"})`;
  async act(m: Model, r: Real) {
    const edges = this.share === null ? [] : [{ ownerKey: "olga", ownedKey: "applicant", kind: "OWNERSHIP", percent: this.share }];
    const api = this.who === "root" ? r.root : r.users[this.who].api;
    const res = await api.request("PUT", `/api/v1/applications/${r.appId}/ownership`, { nodes: STRUCTURE_NODES, edges });
    if (res.status !== 200) return;
    if (m.share !== null && (this.share === null || this.share < m.share) && this.who !== "root") lowered(m, r.users[this.who].userId);
    m.share = this.share;
  }
}

/** The one holding's share changed (PATCH …/ownership/edges/{id}). */
class UpdateEdge extends Step {
  constructor(
    readonly who: Who,
    readonly share: number,
  ) {
    super();
  }
  toString = () => `updateEdge(${this.who}, ${this.share})`;
  async act(m: Model, r: Real) {
    if (m.share === null) return;
    const structure = (await r.root.get(`/api/v1/applications/${r.appId}/ownership`)).body;
    const edge = structure.edges?.[0];
    if (!edge) return;
    const res = await r.users[this.who].api.patch(`/api/v1/applications/${r.appId}/ownership/edges/${edge.id}`, { percent: this.share });
    if (res.status !== 200) return;
    if (this.share < m.share) lowered(m, r.users[this.who].userId);
    m.share = this.share;
  }
}

/** The one holding deleted (DELETE …/ownership/edges/{id}): the owner no longer counts at all. */
class DeleteEdge extends Step {
  constructor(readonly who: Who) {
    super();
  }
  toString = () => `deleteEdge(${this.who})`;
  async act(m: Model, r: Real) {
    const edge = (await r.root.get(`/api/v1/applications/${r.appId}/ownership`)).body.edges?.[0];
    if (!edge) return;
    const res = await r.users[this.who].api.delete(`/api/v1/applications/${r.appId}/ownership/edges/${edge.id}`);
    if (res.status !== 204) return;
    lowered(m, r.users[this.who].userId);
    m.share = null;
  }
}

/** The owner's node tied to a key person (or untied, null): from then on it is screened as that person too, or no longer. */
class TieOwner extends Step {
  constructor(
    readonly who: Who,
    readonly index: number | null,
  ) {
    super();
  }
  toString = () => `tieOwner(${this.who}, ${this.index === null ? "untie" : `#${this.index}`})`;
  async act(m: Model, r: Real) {
    const node = ((await r.root.get(`/api/v1/applications/${r.appId}/ownership`)).body.nodes ?? []).find((n: { key: string }) => n.key === "olga");
    if (!node) return;
    const individualId = this.index === null || r.persons.length === 0 ? null : r.persons[this.index % r.persons.length];
    const res = await r.users[this.who].api.patch(`/api/v1/applications/${r.appId}/ownership/nodes/${node.id}`, { individualId });
    // What the node is screened as changed: whoever did it lowered what the decision rests on, as the service reads it.
    if (res.status === 200 && (node.individualId ?? null) !== individualId) lowered(m, r.users[this.who].userId);
  }
}

const OTHER_SETTINGS: Record<string, [string, Record<string, unknown>]> = {
  ubo: ["ubo-thresholds", { thresholdPercent: 20, highRiskThresholdPercent: 5 }],
  uboDefault: ["ubo-thresholds", { thresholdPercent: 25, highRiskThresholdPercent: 10 }],
  review: ["periodic-review", { highMonths: 6, mediumMonths: 12, lowMonths: 24, leadDays: 10 }],
  retention: ["retention", { retentionYears: 7 }],
};

/** A settings change that does not touch four eyes: recorded and audited all the same. */
class SetOther extends Step {
  constructor(readonly variant: keyof typeof OTHER_SETTINGS) {
    super();
  }
  toString = () => `setting(admin, ${this.variant})`;
  async act(m: Model, r: Real) {
    const [path, body] = OTHER_SETTINGS[this.variant];
    const before = (await r.root.get(`/api/v1/settings/${path}`)).body;
    const res = await r.users.admin.api.request("PUT", `/api/v1/settings/${path}`, body);
    expect(res.status).toBe(200);
    if (Object.entries(body).some(([k, v]) => before[k] !== v)) m.settingsChanged++;
  }
}

class Submit extends Step {
  toString = () => `submit(root)`;
  async act(m: Model, r: Real) {
    if ((await r.root.post(`/api/v1/applications/${r.appId}/submit`)).status === 200) m.submitted = true;
  }
}

class Reject extends Step {
  constructor(readonly who: Who) {
    super();
  }
  toString = () => `reject(${this.who})`;
  async act(_m: Model, r: Real) {
    await r.users[this.who].api.post(`/api/v1/applications/${r.appId}/reject`);
  }
}

class SetPolicy extends Step {
  constructor(readonly variant: keyof typeof POLICIES) {
    super();
  }
  toString = () => `fourEyes(admin, ${this.variant})`;
  async act(m: Model, r: Real) {
    const before = (await r.root.get("/api/v1/settings/four-eyes")).body;
    const res = await r.users.admin.api.request("PUT", "/api/v1/settings/four-eyes", POLICIES[this.variant]);
    expect(res.status).toBe(200);
    m.policies.push(POLICIES[this.variant]);
    if (JSON.stringify(before) !== JSON.stringify(POLICIES[this.variant])) m.settingsChanged++;
  }
}

class Approve extends Step {
  constructor(readonly who: Who) {
    super();
  }
  toString = () => `approve(${this.who})`;
  async act(m: Model, r: Real) {
    const { risk, app } = await observe(r);
    const hits = (await r.root.get(`/api/v1/screening/hits?applicationId=${r.appId}`)).body;
    const liveTypes = new Set<string>();
    for (const group of ["sanctions", "pep", "adverseMedia", "warning"])
      for (const hit of hits[group] ?? []) if (["NOT_REVIEWED", "IN_REVIEW", "CONFIRMED", "TRUE_MATCH"].includes(hit.status)) liveTypes.add(hit.type);
    const bar = Math.max(m.peak, rank(risk.level), rank(risk.assessedLevel));
    const inScope = m.policies.some((p) => p.riskLevels.some((l) => bar >= RANK[l]) || p.hitTypes.some((t) => liveTypes.has(t)));
    const barred = new Set(m.lowered);
    if (risk.override && rank(risk.override.level) < rank(risk.assessedLevel)) {
      barred.add(risk.override.byId);
      if (risk.override.approvedById) barred.add(risk.override.approvedById);
    }

    if (inScope && app.status === "SUBMITTED") {
      if (app.approvalPendingById) r.tried.second = true;
      else r.tried.first = true;
      if (barred.has(r.users[this.who].userId)) r.tried.byLowerer = true;
    }
    const res = await r.users[this.who].api.post(`/api/v1/applications/${r.appId}/approve`);
    const answer = `${app.status} ${res.status} ${res.body?.status ?? res.body?.code ?? ""}`;
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
    if (res.status !== 200 || res.body.status !== "APPROVED" || app.status === "APPROVED") return;
    seen.approved++;
    if (!inScope) return;
    seen.inScope++;

    // Approved a case four eyes covers: the trail must show two distinct approvers, neither barred.
    const trail = (await r.root.get(`/api/v1/audit-logs?applicationId=${r.appId}&order=asc&limit=100`)).body.items as {
      event: { type: string; changes?: Record<string, { after: unknown }> };
      performedByName: string;
    }[];
    const approvedAt = trail.findLastIndex((e) => e.event.type === "application.status_changed" && e.event.changes?.status?.after === "APPROVED");
    let first: string | null = null;
    for (let i = approvedAt - 1; i >= 0; i--) {
      const type = trail[i].event.type;
      if (type === "application.approval_cancelled") break;
      if (type === "application.approval_pending") {
        first = trail[i].performedByName;
        break;
      }
    }
    const second = trail[approvedAt].performedByName;
    const barredNames = [...barred].map((id) => r.nameOf.get(id) ?? id);
    const why = `approved in scope (bar ${bar}, hits ${[...liveTypes]}) by first ${first} and second ${second}; barred ${barredNames}; steps ${r.log.join(" → ")}`;
    expect({ why, ok: first !== null && first !== second }).toEqual({ why, ok: true });
    expect({ why, ok: !barredNames.includes(first!) && !barredNames.includes(second) }).toEqual({ why, ok: true });
  }
}

const who = fc.constantFrom<Who>("A", "B", "admin");
const level = fc.constantFrom<Level>("LOW", "MEDIUM", "HIGH", "PROHIBITED");
/** What can change the evidence a decision rests on, by anyone, before the submission as after it. */
const evidence = [
  fc.tuple(who, level).map(([w, l]) => new Override(w, l)),
  fc.constantFrom("lenient", "shipped", "strict").map((v) => new ChangeModel(v)),
  fc.tuple(who, fc.constantFrom(0, 10, 40, 70, 90)).map(([w, s]) => new PatchScore(w, s)),
  fc.constant(new AddPerson()),
  fc.tuple(who, fc.nat(3), fc.boolean()).map(([w, i, rm]) => new ChangePerson(w, i, rm)),
  fc.constantFrom<"SANCTIONS" | "PEP">("SANCTIONS", "PEP").map((t) => new RaiseHit(t)),
  fc.tuple(who, fc.nat(3), fc.constantFrom<"CONFIRMED" | "FALSE_POSITIVE">("CONFIRMED", "FALSE_POSITIVE")).map(([w, i, s]) => new DecideHit(w, i, s)),
  fc.constantFrom("full", "narrow", "off", "wide", "gap").map((v) => new SetPolicy(v)),
  fc
    .tuple(fc.constantFrom<Who | "root">("root", "root", "A", "B", "admin"), fc.constantFrom<number | null>(60, 30, 10, null))
    .map(([w, share]) => new ReplaceStructure(w, share)),
  fc.tuple(who, fc.constantFrom(70, 40, 10)).map(([w, share]) => new UpdateEdge(w, share)),
  who.map((w) => new DeleteEdge(w)),
  fc.tuple(who, fc.option(fc.nat(3), { nil: null })).map(([w, i]) => new TieOwner(w, i)),
  fc.constantFrom(...Object.keys(OTHER_SETTINGS)).map((v) => new SetOther(v)),
];
/**
 * Each run is evidence, a submission, evidence and decisions in any order, then a first and a second
 * approval attempt by generated users: so most runs reach a first and a second approval of the case
 * (by whoever lowered it too, when one of the three did), as a lone weight could not make them do
 * without long sequences. A submission stays among the steps before it, and the one between may find
 * the case already submitted; a rejection, rare, closes it.
 */
const beforeSubmission = [...evidence, fc.constant(new Submit())];
const approve = who.map((w) => new Approve(w));
const afterSubmission = [...evidence, approve, approve, approve, approve, who.map((w) => new Reject(w))];
const sequence = fc
  .tuple(fc.commands(beforeSubmission, { maxCommands: 4 }), fc.commands(afterSubmission, { maxCommands: 6 }), who, who)
  .map(([before, after, first, second]) => ({
    *[Symbol.iterator]() {
      yield* before;
      yield new Submit();
      yield* after;
      yield new Approve(first);
      yield new Approve(second);
    },
    toString: () => `${before.toString()} · submit(root) · ${after.toString()} · approve(${first}) · approve(${second})`,
  }));

async function freshRun(riskScore: number | null): Promise<{ model: Model; real: Real }> {
  const { accountId, key } = await svc.newAccount();
  const root = client(svc.url, key);
  const make = async (user: string, role: string) => {
    const made = (await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "key:create", { account: accountId, user, role })) as {
      key: string;
      userId: string;
    };
    return { api: client(svc.url, made.key), userId: made.userId };
  };
  const users = {
    A: await make("alex.approver@example.com", "approver"),
    B: await make("bea.approver@example.com", "approver"),
    admin: await make("ada.admin@example.com", "admin"),
  };
  const listed = (await root.get("/api/v1/users")).body as { id: string; name: string }[];
  const nameOf = new Map(listed.map((u) => [u.id, u.name]));
  const named = Object.fromEntries(Object.entries(users).map(([k, u]) => [k, { ...u, name: nameOf.get(u.userId) ?? u.userId }])) as Real["users"];
  expect((await users.admin.api.request("PUT", "/api/v1/settings/four-eyes", POLICIES.full)).status).toBe(200);
  const app = await root.post("/api/v1/applications", {
    entityType: "INDIVIDUAL",
    name: "Genqx Investorvw",
    individual: { firstName: "Genqx", lastName: "Investorvw" },
    ...(riskScore === null ? {} : { riskScore }),
  });
  expect(app.status).toBe(201);
  const real: Real = {
    accountId,
    root,
    users: named,
    nameOf,
    appId: app.body.id,
    hits: [],
    persons: [],
    log: [],
    tried: { first: false, second: false, byLowerer: false },
  };
  const model: Model = {
    submitted: false,
    policies: [POLICIES.full],
    peak: -1,
    lastScore: riskScore,
    lowered: new Set(),
    modelVersion: 0,
    share: null,
    settingsChanged: 1,
  };
  await markPeak(model, real);
  return { model, real };
}

describe("four eyes under generated sequences", () => {
  it("never approves a covered case without two distinct approvers, neither of whom lowered its basis, and erases a closed case's every personal string", async () => {
    await fc.assert(
      // Each run opens one application, unrated, MEDIUM or HIGH by the integrator's score (HIGH more often: covered approvals are the point).
      fc.asyncProperty(fc.constantFrom(null, 40, 80, 80, 95), sequence, async (riskScore, cmds) => {
        let run: { model: Model; real: Real } | null = null;
        await fc.asyncModelRun(async () => (run = await freshRun(riskScore)), cmds);
        // Every settings change that changed something is in the history, each with its entry in the account's trail, one chain that verifies.
        const { model, real } = run!;
        reached.runs++;
        if (real.tried.first) reached.first++;
        if (real.tried.second) reached.second++;
        if (real.tried.byLowerer) reached.byLowerer++;
        const history = (await real.root.get("/api/v1/settings/history?limit=100&order=asc")).body.items as { auditSeq: number | null }[];
        const why = `settings history of ${history.length} for ${model.settingsChanged} changes; steps ${real.log.join(" → ")}`;
        expect({ why, n: history.length, seqs: history.map((c) => c.auditSeq) }).toEqual({
          why,
          n: model.settingsChanged,
          seqs: history.map((_c, i) => i + 1),
        });
        expect(await verifyAccountAuditChain(svc.db.prisma, real.accountId)).toEqual({ entries: model.settingsChanged, brokenAtSeq: null });
        // A closed case erased once its retention has passed (its closing moved back past any retention the run set) holds no personal string in any row.
        const status = (await real.root.get(`/api/v1/applications/${real.appId}`)).body.status;
        if (status === "APPROVED" || status === "REJECTED") {
          await svc.db.prisma.application.update({ where: { id: real.appId }, data: { decidedAt: new Date(Date.now() - 40 * 365 * 86_400_000) } });
          const erased = await real.users.admin.api.post(`/api/v1/applications/${real.appId}/erasure`);
          expect({ steps: real.log.join(" → "), status: erased.status, body: erased.body }).toMatchObject({ status: 200 });
          seen.erased++;
          expect({ steps: real.log.join(" → "), held: await whereHeld(svc.db.prisma, real.appId, PERSONAL) }).toEqual({
            steps: real.log.join(" → "),
            held: [],
          });
        }
      }),
      { seed: 20261207, numRuns: Number(process.env.FOUR_EYES_RUNS ?? 36), verbose: 1, endOnFailure: false },
    );
    expect(seen.inScope).toBeGreaterThan(0);
    expect(reached.second).toBeGreaterThan(0);
    expect(reached.byLowerer).toBeGreaterThan(0);
    expect(seen.erased).toBeGreaterThan(0);
  }, 600_000);
});

// Risk assessment (docs/risk-model.md): the account's versioned model, and the re-assessment of
// applications inside the change that altered one of their inputs, so its audit entry and its one
// risk_score event commit with that change through the outbox, or not at all.
import type { PrismaClient, RiskLevel } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import type { Actor } from "../auth/context";
import type { ApplicationChange } from "../applicationChange";
import type { EventInput } from "../events/outbox";
import type { AuditInput } from "../audit/trail";
import { parseInput } from "../../kernel/validation";
import { canonicalJson } from "../../kernel/canonicalJson";
import { getPeriodicReviewPolicy, nextReviewDate } from "../applications/periodicReview";
import { assess, DEFAULT_RISK_MODEL, RiskModelDefinition, type RiskAssessment } from "./model";
import { loadRiskFacts, type RiskState } from "./facts";
import { UpdateRiskModelInput } from "./inputs";

export interface RiskModelVersion {
  version: number;
  definition: RiskModelDefinition;
  createdById: string | null;
  reason: string | null;
  createdAt: Date | null;
}

const DEFAULT_VERSION: RiskModelVersion = {
  version: 0,
  definition: DEFAULT_RISK_MODEL,
  createdById: null,
  reason: "The model the service ships",
  createdAt: null,
};

const versionOf = (row: { version: number; definition: unknown; createdById: string | null; reason: string | null; createdAt: Date }): RiskModelVersion => ({
  ...row,
  definition: row.definition as RiskModelDefinition,
});

/** The models in force for these accounts: each one's highest version, else the shipped default (version 0). */
async function modelsInForce(db: Tx | PrismaClient, accountIds: readonly string[]): Promise<Map<string, RiskModelVersion>> {
  const ids = [...new Set(accountIds)];
  const rows = ids.length
    ? await db.riskModel.findMany({ where: { accountId: { in: ids } }, orderBy: [{ accountId: "asc" }, { version: "desc" }], distinct: ["accountId"] })
    : [];
  const byAccount = new Map(rows.map((r) => [r.accountId, versionOf(r)]));
  return new Map(ids.map((id) => [id, byAccount.get(id) ?? DEFAULT_VERSION]));
}

export async function getRiskModel(db: PrismaClient | Tx, actor: Actor): Promise<RiskModelVersion> {
  return (await modelsInForce(db, [actor.accountId])).get(actor.accountId)!;
}

/** Every version of the account's model, newest first; the shipped default (version 0) last. */
export async function riskModelVersions(db: PrismaClient | Tx, actor: Actor): Promise<RiskModelVersion[]> {
  const rows = await db.riskModel.findMany({ where: { accountId: actor.accountId }, orderBy: { version: "desc" } });
  return [...rows.map(versionOf), DEFAULT_VERSION];
}

/** Saves a new version of the account's model (the old ones are kept); the caller re-assesses the account's applications. */
export async function saveRiskModel(db: PrismaClient, actor: Actor, raw: unknown): Promise<RiskModelVersion> {
  const input = parseInput(UpdateRiskModelInput, raw);
  const definition = parseInput(RiskModelDefinition, input.definition, "Invalid risk model", "definition");
  return db.$transaction(async (tx) => {
    // One writer at a time per account: versions are numbered without gaps.
    await tx.$queryRaw`SELECT id FROM "Account" WHERE id = ${actor.accountId} FOR NO KEY UPDATE`;
    const last = await tx.riskModel.findFirst({ where: { accountId: actor.accountId }, orderBy: { version: "desc" }, select: { version: true } });
    const row = await tx.riskModel.create({
      data: { accountId: actor.accountId, version: (last?.version ?? 0) + 1, definition, createdById: actor.userId, reason: input.reason },
    });
    return versionOf(row);
  });
}

/** What an application's assessment stores (the assessment, when and why it was made). */
export type StoredAssessment = RiskAssessment & { assessedAt: string; cause: string };

interface Override {
  level: RiskLevel;
  reason: string;
  byId: string;
  at: string;
  approvedById: string | null;
  /** The assessed level it overrode (absent on overrides made before it was kept: their own level stands in). */
  assessedLevel?: RiskLevel;
  /** An override is void once the assessed level rises above the level it set: it was decided on other evidence. */
  voidedAt?: string;
  voidReason?: string;
}
export const overrideOf = (value: unknown): Override | null => (value && typeof value === "object" ? (value as Override) : null);

/** The override of the level while it holds (null: none, or void since the assessed level rose above it). */
export const overrideInForce = (value: unknown): Override | null => {
  const override = overrideOf(value);
  return override && !override.voidedAt ? override : null;
};

const RISK_RANK: Record<RiskLevel, number> = { LOW: 0, MEDIUM: 1, HIGH: 2, PROHIBITED: 3 };

/**
 * Without the time it was made, two assessments that say the same are equal; compared with sorted keys,
 * as jsonb gives a stored one back in its own key order.
 */
const sameAssessment = (stored: unknown, next: RiskAssessment) => {
  if (!stored || typeof stored !== "object") return false;
  const { assessedAt: _a, cause: _c, ...rest } = stored as StoredAssessment;
  return canonicalJson(rest) === canonicalJson(next);
};

export interface ReassessOutcome {
  assessed: number;
  changed: number;
}

/**
 * Re-assesses these applications in the caller's change (their locks are taken): stores each new
 * assessment; where the score or the level in force changed, updates them, audits the change
 * (`application.risk_assessed`, before and after) and emits one `risk_score.created` (first rating) or
 * `risk_score.updated`. An application is rated once the integrator gave a score or a factor counts;
 * one with nothing against it stays unrated (riskLevel null) and emits nothing.
 */
export async function reassessInTx(change: ApplicationChange, applicationIds: readonly string[], cause: string): Promise<ReassessOutcome> {
  if (applicationIds.length === 0) return { assessed: 0, changed: 0 };
  const { tx } = change;
  // Locked before the facts are read: a change committing in between would otherwise be assessed over
  // by facts from before it (the locks of the change that called are held already).
  await change.lock(applicationIds);
  const loaded = await loadRiskFacts(tx, applicationIds);
  const models = await modelsInForce(
    tx,
    loaded.map((l) => l.state.accountId),
  );
  const at = new Date();
  const updates: { state: RiskState; assessment: StoredAssessment; score: number | null; level: RiskLevel | null; voided: Override | null }[] = [];
  for (const { state, facts } of loaded) {
    const model = models.get(state.accountId)!;
    const assessment = assess(model.definition, model.version, facts);
    const rated = state.riskScore !== null || facts.integratorScore !== null || assessment.modelScore > 0 || state.riskOverride !== null;
    const score = rated ? assessment.score : null;
    let override = overrideInForce(state.riskOverride);
    let voided: Override | null = null;
    // Void once the assessed level rises above both the level it overrode and its own: it was decided on
    // other evidence. (A rise that stays under a level raised by hand leaves that level in force.)
    const overridden = override?.assessedLevel ?? override?.level;
    if (override && overridden && RISK_RANK[assessment.level] > Math.max(RISK_RANK[overridden], RISK_RANK[override.level])) {
      voided = {
        ...override,
        voidedAt: at.toISOString(),
        voidReason: `The assessed level rose to ${assessment.level}, above the ${overridden} the override of ${override.level} was decided on (${cause}): the override no longer holds`,
      };
      override = null;
    }
    const level = rated ? (override?.level ?? assessment.level) : null;
    if (!voided && sameAssessment(state.riskAssessment, assessment) && score === state.riskScore && level === state.riskLevel) continue;
    updates.push({ state, assessment: { ...assessment, assessedAt: at.toISOString(), cause }, score, level, voided });
  }
  if (updates.length === 0) return { assessed: loaded.length, changed: 0 };
  // An approved application's next review follows its new level, counted from its last review: written
  // in the same statement, so each row gets one new version, not two.
  const rescheduled = new Set(updates.filter((u) => u.level !== u.state.riskLevel && u.state.status === "APPROVED"));
  const policy = rescheduled.size ? await getPeriodicReviewPolicy(tx, change.actor) : null;
  const nextReview = (u: (typeof updates)[number]) =>
    policy && rescheduled.has(u) ? nextReviewDate(policy, u.level, u.state.lastReviewedAt ?? u.state.decidedAt ?? at).toISOString() : null;
  await tx.$executeRaw`UPDATE "Application" AS a
    SET "riskAssessment" = d.assessment, "riskModelVersion" = d.version, "riskScore" = d.score, "riskLevel" = d.level::"RiskLevel",
        "nextReviewAt" = COALESCE(d.next::timestamp(3), a."nextReviewAt"), "riskOverride" = COALESCE(d.voided, a."riskOverride"), "updatedAt" = ${at}
    FROM unnest(${updates.map((u) => u.state.id)}::text[], ${updates.map((u) => JSON.stringify(u.assessment))}::jsonb[],
                ${updates.map((u) => u.assessment.modelVersion)}::int[], ${updates.map((u) => u.score)}::float8[],
                ${updates.map((u) => u.level)}::text[], ${updates.map(nextReview)}::text[],
                ${updates.map((u) => (u.voided ? JSON.stringify(u.voided) : null))}::jsonb[]) AS d(id, assessment, version, score, level, next, voided)
    WHERE a.id = d.id`;
  const moved = updates.filter((u) => u.score !== u.state.riskScore || u.level !== u.state.riskLevel || u.voided);
  if (moved.length === 0) return { assessed: loaded.length, changed: 0 };
  const audits: AuditInput[] = moved.map((u) => ({
    applicationId: u.state.id,
    type: "application.risk_assessed",
    entityType: "APPLICATION",
    entityId: u.state.id,
    changes: {
      riskScore: { before: u.state.riskScore, after: u.score },
      riskLevel: { before: u.state.riskLevel, after: u.level },
      ...(u.state.riskModelVersion !== u.assessment.modelVersion
        ? { riskModelVersion: { before: u.state.riskModelVersion, after: u.assessment.modelVersion } }
        : {}),
      ...(u.voided ? { riskOverride: { before: u.voided.level, after: null } } : {}),
    },
    note: `Risk re-assessed (${cause}) under model version ${u.assessment.modelVersion}${u.voided ? `; the override is void: ${u.voided.voidReason}` : ""}`,
  }));
  await change.audit(audits);
  const events: EventInput[] = moved.map((u) => ({
    event: u.state.riskScore === null ? "risk_score.created" : "risk_score.updated",
    entityType: "APPLICATION",
    entityId: u.state.id,
    applicationId: u.state.id,
    metadata: { riskScore: u.score, riskLevel: u.level, modelVersion: u.assessment.modelVersion, cause },
  }));
  await change.emit(events);
  return { assessed: loaded.length, changed: moved.length };
}

/** Audit entry types whose change is an input of the model: the change re-assesses their applications before it commits. */
export function isRiskInput(entry: Pick<AuditInput, "type" | "changes">): boolean {
  const [kind, action] = entry.type.split(".");
  if (entry.type === "application.updated") return "riskScore" in (entry.changes ?? {});
  // A completed periodic review re-assesses under today's model and lists, whatever moved since.
  if (["application.created", "application.status_changed", "application.periodic_review_completed"].includes(entry.type)) return true;
  if (kind === "individual" || kind === "business") return action === "added" || action === "updated" || action === "removed";
  if (kind === "screening") return ["hit_created", "hits_recorded", "hit_verdict", "group_verdict", "group_reopened", "hit_delisted"].includes(action);
  if (kind === "document") return ["validated", "uploaded", "updated"].includes(action);
  return kind === "ownership";
}

/** The assessment an application carries (null: never assessed, e.g. erased). */
export function storedAssessmentOf(app: { riskAssessment: unknown }): StoredAssessment | null {
  return (app.riskAssessment as StoredAssessment | null) ?? null;
}

// A model change re-assesses every application of the account: the Temporal workflow
// `risk-reassess-<account>` (src/workflows/riskReassessment.ts), one per account at a time, takes them a
// page at a time in id order under the newest model; each page is one transaction, so a worker killed
// midway resumes after the last page that committed, and a page redone finds nothing to change (no
// second event).
import type { PrismaClient } from "../../generated/prisma/client";
import { inTransaction } from "../../db/transaction";
import { automationActor, type Actor } from "../auth/context";
import { changeIn } from "../applicationChange";
import { reassessInTx, saveRiskModel, type ReassessOutcome, type RiskModelVersion } from "./service";

/**
 * Starts the re-assessment of an account's applications under a model version, or tells the one already
 * running for the account that this newer version replaces its own; answers its workflow id.
 */
export interface RiskReassessRunner {
  start(run: { accountId: string; version: number }): Promise<string>;
}

const reassessmentWorkflowId = (accountId: string) => `risk-reassess-${accountId}`;

/** Where no Temporal client exists (tools): the re-assessment runs at once, in pages, before answering. */
export function inlineReassessRunner(db: PrismaClient): RiskReassessRunner {
  return {
    async start(run) {
      let afterId: string | null = null;
      for (;;) {
        const page = await reassessPage(db, { ...run, afterId, limit: 1000 });
        if (!page.lastId) break;
        afterId = page.lastId;
      }
      return reassessmentWorkflowId(run.accountId);
    },
  };
}

export async function updateRiskModel(
  db: PrismaClient,
  runner: RiskReassessRunner,
  actor: Actor,
  raw: unknown,
): Promise<RiskModelVersion & { reassessmentWorkflowId: string }> {
  const saved = await saveRiskModel(db, actor, raw);
  const reassessmentWorkflowId = await runner.start({ accountId: actor.accountId, version: saved.version });
  return { ...saved, reassessmentWorkflowId };
}

/** One page of the re-assessment: up to `limit` applications after `afterId`, in one transaction; lastId null when none was left. */
export async function reassessPage(
  db: PrismaClient,
  input: { accountId: string; version: number; afterId: string | null; limit: number },
): Promise<ReassessOutcome & { lastId: string | null }> {
  const rows = await db.application.findMany({
    where: { accountId: input.accountId, erasedAt: null, ...(input.afterId ? { id: { gt: input.afterId } } : {}) },
    orderBy: { id: "asc" },
    take: input.limit,
    select: { id: true },
  });
  if (rows.length === 0) return { assessed: 0, changed: 0, lastId: null };
  const ids = rows.map((r) => r.id);
  const actor = await modelAuthor(db, input.accountId, input.version);
  const outcome = await inTransaction(db, (tx) => reassessInTx(changeIn(tx, actor), ids, `risk_model.v${input.version}`));
  return { ...outcome, lastId: ids[ids.length - 1] };
}

/**
 * Who a model change's re-assessment is recorded under: the admin who saved the version, not the
 * service, since a level it lowers was lowered by their change (four eyes reads who lowered a case's
 * basis from the trail). The shipped default has no author: the service.
 */
async function modelAuthor(db: PrismaClient, accountId: string, version: number): Promise<Actor> {
  const model = await db.riskModel.findFirst({ where: { accountId, version }, select: { createdById: true } });
  const user = model?.createdById
    ? await db.user.findUnique({ where: { id: model.createdById }, select: { firstName: true, lastName: true, email: true } })
    : null;
  if (!model?.createdById || !user) return automationActor(accountId);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return { accountId, apiKeyId: "service", userId: model.createdById, userName: `${name} (risk model v${version})`, operator: false };
}

// Screening settings and summary text of a key person (spec 4.2 PATCH individuals/businesses).
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { diffFields, lockApplication, recordAudit } from "../audit/trail";
import { notFound } from "../../errors";
import { parseInput } from "../validation";
import { ScreeningInfoInput, ScreeningSummaryInput } from "./inputs";
import { inTransaction } from "../../db/transaction";

type PersonKind = "individual" | "business";

async function ownedPerson(db: PrismaClient, actor: Actor, kind: PersonKind, id: string) {
  const where = { id, application: { accountId: actor.accountId } };
  const person = kind === "individual" ? await db.individual.findFirst({ where }) : await db.business.findFirst({ where });
  if (!person) throw notFound(kind === "individual" ? "Individual" : "Business");
  return person;
}

/** Merges the given settings into the person's screening info ({} changes nothing). */
export async function updateScreeningInfo(db: PrismaClient, actor: Actor, kind: PersonKind, id: string, raw: unknown): Promise<void> {
  const input = parseInput(ScreeningInfoInput, raw ?? {});
  const person = await ownedPerson(db, actor, kind, id);
  await inTransaction(db, async (tx) => {
    await lockApplication(tx, person.applicationId);
    const before = (person.screeningInfo as Record<string, unknown> | null) ?? {};
    const changes = diffFields(before, input);
    if (!Object.keys(changes).length) return;
    const data = { screeningInfo: { ...before, ...input } as Prisma.InputJsonValue };
    if (kind === "individual") await tx.individual.update({ where: { id }, data });
    else await tx.business.update({ where: { id }, data });
    await recordAudit(tx, actor, { applicationId: person.applicationId, type: `${kind}.screening_info_updated`, entityType: kind.toUpperCase(), entityId: id, changes });
  });
}

export async function updateScreeningSummary(db: PrismaClient, actor: Actor, kind: PersonKind, id: string, raw: unknown): Promise<void> {
  const input = parseInput(ScreeningSummaryInput, raw);
  const person = await ownedPerson(db, actor, kind, id);
  await inTransaction(db, async (tx) => {
    await lockApplication(tx, person.applicationId);
    if (person.screeningSummary === input.summary) return;
    if (kind === "individual") await tx.individual.update({ where: { id }, data: { screeningSummary: input.summary } });
    else await tx.business.update({ where: { id }, data: { screeningSummary: input.summary } });
    await recordAudit(tx, actor, {
      applicationId: person.applicationId,
      type: `${kind}.screening_summary_updated`,
      entityType: kind.toUpperCase(),
      entityId: id,
      changes: { screeningSummary: { before: person.screeningSummary, after: input.summary } },
    });
  });
}

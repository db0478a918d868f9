// Screening settings and summary text of a key person (spec 4.2 PATCH individuals/businesses).
import type { Business, Individual, Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { diffFields } from "../audit/trail";
import { withChange } from "../applicationChange";
import { orNotFound, owned } from "../../kernel/accountScope";
import { parseInput } from "../../kernel/validation";
import { ScreeningInfoInput, ScreeningSummaryInput } from "./inputs";

type PersonKind = "individual" | "business";

async function ownedPerson(db: PrismaClient, actor: Actor, kind: PersonKind, id: string) {
  const where = { id, application: owned(actor) };
  return orNotFound<Individual | Business>(
    kind === "individual" ? "Individual" : "Business",
    kind === "individual" ? db.individual.findFirst({ where }) : db.business.findFirst({ where }),
  );
}

/** Merges the given settings into the person's screening info ({} changes nothing). */
export async function updateScreeningInfo(db: PrismaClient, actor: Actor, kind: PersonKind, id: string, raw: unknown): Promise<void> {
  const input = parseInput(ScreeningInfoInput, raw ?? {});
  const person = await ownedPerson(db, actor, kind, id);
  await withChange(db, actor, async ({ tx, lock, audit }) => {
    await lock(person.applicationId);
    const before = (person.screeningInfo as Record<string, unknown> | null) ?? {};
    const changes = diffFields(before, input);
    if (!Object.keys(changes).length) return;
    const data = { screeningInfo: { ...before, ...input } as Prisma.InputJsonValue };
    if (kind === "individual") await tx.individual.update({ where: { id }, data });
    else await tx.business.update({ where: { id }, data });
    await audit({ applicationId: person.applicationId, type: `${kind}.screening_info_updated`, entityType: kind.toUpperCase(), entityId: id, changes });
  });
}

export async function updateScreeningSummary(db: PrismaClient, actor: Actor, kind: PersonKind, id: string, raw: unknown): Promise<void> {
  const input = parseInput(ScreeningSummaryInput, raw);
  const person = await ownedPerson(db, actor, kind, id);
  await withChange(db, actor, async ({ tx, lock, audit }) => {
    await lock(person.applicationId);
    if (person.screeningSummary === input.summary) return;
    if (kind === "individual") await tx.individual.update({ where: { id }, data: { screeningSummary: input.summary } });
    else await tx.business.update({ where: { id }, data: { screeningSummary: input.summary } });
    await audit({
      applicationId: person.applicationId,
      type: `${kind}.screening_summary_updated`,
      entityType: kind.toUpperCase(),
      entityId: id,
      changes: { screeningSummary: { before: person.screeningSummary, after: input.summary } },
    });
  });
}

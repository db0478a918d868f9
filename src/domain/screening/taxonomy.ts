// Severity tiers per account (spec 2.2): defaults, renaming, and validation of a tier label.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { invalid } from "../../errors";
import { parseInput } from "../../kernel/validation";
import { SCREENING_TYPES, SeverityTaxonomyInput, type ScreeningType } from "./inputs";
import type { Tx } from "../../db/transaction";

export type SeverityTaxonomy = Record<ScreeningType, string[]>;

export const DEFAULT_TAXONOMY: SeverityTaxonomy = {
  PEP: ["Class 1", "Class 2", "Class 3", "Class 4"],
  ADVERSE_MEDIA: ["High", "Medium", "Low"],
  SANCTIONS: ["High", "Medium", "Low"],
  WARNING: ["High", "Medium", "Low"],
};

export async function getTaxonomy(db: PrismaClient | Tx, actor: Actor): Promise<SeverityTaxonomy> {
  const account = await db.account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { severityTaxonomy: true } });
  return { ...DEFAULT_TAXONOMY, ...((account.severityTaxonomy as Partial<SeverityTaxonomy> | null) ?? {}) };
}

/** Renames tiers of the given types; the others keep theirs. Labels already on hits stay as they were. */
export async function updateTaxonomy(db: PrismaClient, actor: Actor, raw: unknown): Promise<SeverityTaxonomy> {
  const input = parseInput(SeverityTaxonomyInput, raw);
  const current = await getTaxonomy(db, actor);
  const next = { ...current };
  for (const type of SCREENING_TYPES) {
    const tiers = input[type];
    if (tiers) {
      if (new Set(tiers).size !== tiers.length) throw invalid("Tier labels must be unique", [{ path: type, message: "duplicate label" }]);
      next[type] = tiers;
    }
  }
  await db.account.update({ where: { id: actor.accountId }, data: { severityTaxonomy: next as unknown as Prisma.InputJsonValue } });
  return next;
}

export function assertSeverity(taxonomy: SeverityTaxonomy, type: ScreeningType, severity: string | null | undefined, path = "severity") {
  if (severity === null || severity === undefined) return;
  const allowed = taxonomy[type];
  if (!allowed.includes(severity)) {
    throw invalid(`severity must be one of: ${allowed.join(", ")}`, [{ path, message: `"${severity}" is not a ${type} tier; allowed: ${allowed.join(", ")}` }]);
  }
}

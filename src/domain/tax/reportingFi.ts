// The account's FATCA reporting settings (docs/tax-reporting.md): the reporting financial institution a
// FATCA_XML export names (GIIN, name, country, address, filer category; the sponsor filing for it or an
// intermediary) and the share at which a person controls a passive NFFE. Read by every role, replaced
// whole by an admin, each change in the settings history.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import type { Actor } from "../auth/context";
import { parseInput } from "../../kernel/validation";
import { FatcaReportingInput } from "./inputs";

type Address = { street?: string; postCode?: string; city: string; country: string };

/** The sponsor or intermediary the ReportingGroup names (Sponsor, Intermediary), as the settings hold it. */
export interface FatcaFilerPartySettings {
  giin: string | null;
  name: string;
  country: string;
  address: Address;
  filerCategory: string | null;
}

export interface FatcaReportingSettings {
  giin: string | null;
  name: string | null;
  country: string | null;
  address: Address | null;
  filerCategory: string | null;
  /** The entity filing for the reporting FI (a sponsoring entity, or a trustee of a trustee-documented trust); null: the FI files itself. */
  sponsor: FatcaFilerPartySettings | null;
  intermediary: FatcaFilerPartySettings | null;
  controllingPersonThresholdPercent: number;
}

const party = (value: Partial<FatcaFilerPartySettings> | null | undefined): FatcaFilerPartySettings | null =>
  value ? { giin: value.giin ?? null, name: value.name!, country: value.country!, address: value.address!, filerCategory: value.filerCategory ?? null } : null;

export async function getFatcaReporting(db: PrismaClient | Tx, actor: Actor): Promise<FatcaReportingSettings> {
  const account = await db.account.findUniqueOrThrow({
    where: { id: actor.accountId },
    select: { fatcaReportingFi: true, fatcaControllingPersonThresholdPercent: true },
  });
  const fi = (account.fatcaReportingFi ?? {}) as Partial<FatcaReportingSettings>;
  return {
    giin: fi.giin ?? null,
    name: fi.name ?? null,
    country: fi.country ?? null,
    address: fi.address ?? null,
    filerCategory: fi.filerCategory ?? null,
    sponsor: party(fi.sponsor),
    intermediary: party(fi.intermediary),
    controllingPersonThresholdPercent: account.fatcaControllingPersonThresholdPercent,
  };
}

/** Replaces the reporting FI whole; the threshold stays as it was when left out. */
export async function updateFatcaReporting(db: PrismaClient | Tx, actor: Actor, raw: unknown): Promise<FatcaReportingSettings> {
  const input = parseInput(FatcaReportingInput, raw);
  const fi = {
    giin: input.giin,
    name: input.name,
    country: input.country,
    address: input.address,
    filerCategory: input.filerCategory ?? null,
    sponsor: party(input.sponsor),
    intermediary: party(input.intermediary),
  };
  await db.account.update({
    where: { id: actor.accountId },
    data: {
      fatcaReportingFi: fi as Prisma.InputJsonValue,
      ...(input.controllingPersonThresholdPercent !== undefined ? { fatcaControllingPersonThresholdPercent: input.controllingPersonThresholdPercent } : {}),
    },
  });
  return getFatcaReporting(db, actor);
}

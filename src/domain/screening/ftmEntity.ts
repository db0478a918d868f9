// A watchlist entry in FollowTheMoney's and yente's words (yente/data/common.py, EntityResponse): what
// /match results, GET /screening/entities/{id} and /search/{dataset} answer. And yente's shared
// parameters: the dataset of its paths and `changed_since`.
import type { PrismaClient } from "../../generated/prisma/client";
import { DomainError } from "../../errors";

/** The columns of an entry these shapes read. */
export const ENTRY_FACTS = {
  id: true,
  list: true,
  externalId: true,
  schema: true,
  caption: true,
  types: true,
  names: true,
  birthDates: true,
  countries: true,
  registrationNumbers: true,
  properties: true,
  createdAt: true,
  updatedAt: true,
} as const;

export interface EntryFacts {
  id: string;
  list: string;
  externalId: string;
  schema: string;
  caption: string;
  types: string[];
  names: string[];
  birthDates: string[];
  countries: string[];
  registrationNumbers: string[];
  properties: unknown;
  createdAt: Date;
  updatedAt: Date;
}

const TOPIC_OF_TYPE: Record<string, string> = { SANCTIONS: "sanction", PEP: "role.pep", WARNING: "crime" };

/** An entry as FtM would publish it: an FtM list's own record, an OFAC record's columns mapped onto FtM properties. */
export function ftmOf(entry: EntryFacts): { properties: Record<string, string[]>; datasets: string[]; topics: string[] } {
  const record = (entry.properties ?? {}) as Record<string, unknown>;
  const own = record.properties && typeof record.properties === "object" ? (record.properties as Record<string, unknown>) : null;
  const properties: Record<string, string[]> = {};
  if (own) {
    for (const [k, v] of Object.entries(own)) {
      const values = (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === "string");
      if (values.length) properties[k] = values;
    }
  } else {
    properties.name = entry.names.slice(0, 1);
    if (entry.names.length > 1) properties.alias = entry.names.slice(1);
    if (entry.birthDates.length) properties.birthDate = entry.birthDates;
    if (entry.countries.length) properties.country = entry.countries;
    if (entry.registrationNumbers.length) properties.registrationNumber = entry.registrationNumbers;
  }
  if (!properties.topics?.length) properties.topics = entry.types.map((t) => TOPIC_OF_TYPE[t]).filter(Boolean);
  const datasets = Array.isArray(record.datasets) ? record.datasets.filter((d): d is string => typeof d === "string") : [];
  return { properties, datasets: [...new Set([entry.list, ...datasets])], topics: properties.topics };
}

const yenteTime = (d: Date) => d.toISOString().slice(0, 19);
const recordTime = (record: Record<string, unknown>, key: string) => (typeof record[key] === "string" ? (record[key] as string) : null);

/** yente's EntityResponse of one entry: the FtM record's own referents and first_seen when it states them, else the row's. */
export function entityOf(entry: EntryFacts, ftm = ftmOf(entry)) {
  const record = (entry.properties ?? {}) as Record<string, unknown>;
  const referents = Array.isArray(record.referents) ? record.referents.filter((r): r is string => typeof r === "string") : [];
  return {
    id: entry.externalId,
    caption: entry.caption,
    schema: entry.schema,
    properties: ftm.properties,
    datasets: ftm.datasets,
    referents,
    target: entry.types.includes("SANCTIONS"),
    first_seen: recordTime(record, "first_seen") ?? yenteTime(entry.createdAt),
    last_seen: yenteTime(entry.updatedAt),
    last_change: recordTime(record, "last_change") ?? yenteTime(entry.updatedAt),
  };
}

/** yente's path segments naming every list. */
export const ALL_LISTS = ["default", "all"];

/** A dataset of a yente path: every list, or one imported or registered as a source; else 404 as yente answers. */
export async function assertDataset(db: PrismaClient, dataset: string): Promise<void> {
  if (ALL_LISTS.includes(dataset)) return;
  const [imported, source] = await Promise.all([
    db.watchlistImport.findFirst({ where: { list: dataset }, select: { id: true } }),
    db.watchlistSource.findFirst({ where: { list: dataset, removedAt: null }, select: { list: true } }),
  ]);
  if (!imported && !source) throw new DomainError("NOT_FOUND", "No such dataset.");
}

/** yente's `changed_since` (YYYY-MM-DD, optionally THH, :MM, :SS) as a UTC instant. */
export function sinceDate(value: string): Date {
  const [date, time = ""] = value.split("T");
  const [h = "00", m = "00", s = "00"] = time ? time.split(":") : [];
  return new Date(`${date}T${h}:${m}:${s}Z`);
}

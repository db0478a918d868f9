// What every watchlist reader yields: one record per source record, with the line it starts on, so
// the importer can report a malformed record by line and never has to know the source format.
import type { ScreeningType } from "../../generated/prisma/client";

/** A source record mapped onto the WatchlistEntry columns. */
export interface EntryInput {
  externalId: string;
  /** FollowTheMoney schema (OFAC types are mapped onto it: Individual → Person, …). */
  schema: string;
  types: Exclude<ScreeningType, "ADVERSE_MEDIA">[];
  caption: string;
  /** Primary name first, then aliases, each once. */
  names: string[];
  birthDates: string[];
  /** ISO 3166-1 alpha-2, lower case. */
  countries: string[];
  registrationNumbers: string[];
  /** The source record as published. */
  properties: Record<string, unknown>;
}

export type WatchlistRecord =
  | { line: number; kind: "entry"; entry: EntryInput }
  /** Malformed: reported and skipped. `externalId` when it could still be read, so the entry is not
   *  marked removed because of a damaged line. */
  | { line: number; kind: "problem"; message: string; externalId?: string }
  /** Well formed but not screened: a non-screenable schema (Sanction, Address, …) or a screenable one
   *  with no sanctions, PEP or warning topic. Not a problem. */
  | { line: number; kind: "ignored"; reason: "not-screenable" | "no-screening-topic" };

/** Values once each, in first-seen order, blanks dropped. */
export function unique(values: Iterable<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const v of values) {
    const t = v?.trim();
    if (t) out.add(t);
  }
  return [...out];
}

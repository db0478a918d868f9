// What the screening engine matches (a key person) and what it reports (a match against one
// watchlist entry). The workflows (src/workflows/screening.ts) and the benchmark speak these types;
// src/screening/matching/ owns how a match is found and scored.
import type { MatchResult, ScreeningType } from "./matchResult";
import type { PepClass } from "./pepClass";

/** A key person as screening sees them, with their own screening settings applied. */
export interface ScreeningSubject {
  kind: "individual" | "business";
  id: string;
  accountId: string;
  applicationId: string;
  /** Individual: "firstName lastName"; business: its name. */
  name: string;
  /** YYYY-MM-DD, YYYY-MM or YYYY (individuals). */
  birthDate: string | null;
  /** Every birth date stated, when a record gives several (an on-demand query may): any may agree. Else birthDate alone. */
  birthDates?: string[];
  /** ISO 3166-1 alpha-2, lower case: nationality and residence, or a business's country. */
  countries: string[];
  /** Businesses: the registration number. */
  registrationNumbers: string[];
  /** List types the person is screened against (screeningInfo.types ∩ the list types). */
  types: ScreeningType[];
  /** The person's matchThreshold, or the engine's default. */
  matchThreshold: number;
  /** Set when the subject is a node of an ownership structure (its id), screened as a person or a company by `kind`. */
  ownershipNodeId?: string;
}

/** One watchlist entry a subject matched, scored, ready to store as a hit. */
export interface ListMatch {
  entryId: string;
  list: string;
  externalId: string;
  type: Exclude<ScreeningType, "ADVERSE_MEDIA">;
  /** The entry's name (primary or alias) the subject's name matched best. */
  matchedName: string;
  /** The PEP class the entry states (pepClass.ts): the hit's default tier reads it (severity.ts). */
  pepClass: PepClass;
  /** The score's features that held, by name (MATCH_FEATURES in evidence.ts): what /screening/match reports. */
  features: Record<string, number>;
  /** What the hit's details show: the list, the entry's caption, matched name and its source record. */
  details: Record<string, unknown>;
  /** isMatch, confidence, matchExplanation (what agreed and what did not), categories, and a
   *  clearedReason when an automated rule cleared it (then the hit is stored cleared). */
  matchResult: MatchResult;
}

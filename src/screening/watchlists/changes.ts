// What an import changed on one entry, property by property, and whether the change is material:
// the entry gained a screening type (a sanction or PEP topic), a name or alias, a birth date, a
// country (nationality, citizenship, jurisdiction) or a registration number. Anything else (a source
// URL, a last-seen date, a name dropped) is recorded but raises nothing (docs/list-sources.md).
import type { EntryInput } from "./records";

/** The columns of a stored entry the comparison reads. */
export type ComparedEntry = Pick<EntryInput, "types" | "names" | "birthDates" | "countries" | "registrationNumbers" | "properties">;

interface PropertyChange {
  before: unknown;
  after: unknown;
}

export interface EntryChange {
  version: number;
  material: boolean;
  /** Back on the list after an import that no longer held it. */
  relisted?: boolean;
  changes: Record<string, PropertyChange>;
}

/** Properties whose gaining a value re-opens review. */
const MATERIAL_PROPERTIES = ["types", "names", "birthDates", "countries", "registrationNumbers"] as const;

const sameSet = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((v) => b.includes(v));

/** A FollowTheMoney record's own property map, or the OFAC record's fields, compared shallowly. */
function sourceProperties(properties: Record<string, unknown>): Record<string, unknown> {
  const inner = properties.properties;
  return inner && typeof inner === "object" && !Array.isArray(inner) ? (inner as Record<string, unknown>) : properties;
}

export function entryChange(before: ComparedEntry, after: ComparedEntry, version: number, relisted = false): EntryChange {
  const changes: Record<string, PropertyChange> = {};
  let material = relisted;
  for (const key of MATERIAL_PROPERTIES) {
    const was = before[key] as unknown[];
    const now = after[key] as unknown[];
    if (sameSet(was, now)) continue;
    changes[key] = { before: was, after: now };
    if (now.some((v) => !was.includes(v))) material = true;
  }
  // Source properties beyond those the columns hold (sourceUrl, modifiedAt, notes…): shown, never material.
  const was = sourceProperties(before.properties);
  const now = sourceProperties(after.properties);
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (key in changes || JSON.stringify(was[key]) === JSON.stringify(now[key])) continue;
    changes[`properties.${key}`] = { before: was[key] ?? null, after: now[key] ?? null };
  }
  if (relisted) changes.listed = { before: false, after: true };
  return { version, material, ...(relisted ? { relisted } : {}), changes };
}

// NOMINAL_ROLE (spec 2.1 clearedReason): a PEP match is cleared when every public role the entry
// records is nominal: an honorary or ceremonial position, or one that ended long ago. The rule is
// documented in docs/screening-matching.md ("Nominal roles"); it reads only the entry's listing.

/** A role that ended more than this many years before screening no longer makes its holder a PEP here. */
export const NOMINAL_ROLE_ENDED_YEARS = 10;

/** Words that make a position honorary or ceremonial rather than a public function. */
const HONORARY = /\b(honorary|honourary|ceremonial|emerit(us|a)|titular|nominal)\b/i;
/** A year range closing a position's text: "Minister of Finance (1988-1994)", "Mayor 1990 to 1996". */
const ENDED_RANGE = /(?:^|\D)(1\d{3}|20\d{2})\s*(?:-|–|—|to|until)\s*(1\d{3}|20\d{2})(?!\d)/i;

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : []);
const yearOf = (date: string) => Number(/^(\d{4})/.exec(date)?.[1] ?? NaN);

/**
 * Why the entry's roles are all nominal, or null when any role is (or may be) a live public function.
 * Reads `position` (each position's text) and `endDate` (FtM's end of the role, when the list gives
 * it): an entry with no recorded position is never nominal.
 */
export function nominalRole(properties: unknown, now: Date = new Date()): string | null {
  const p = (properties ?? {}) as Record<string, unknown>;
  const positions = stringsOf(p.position);
  if (positions.length === 0) return null;
  const cutoff = now.getUTCFullYear() - NOMINAL_ROLE_ENDED_YEARS;
  const endYears = stringsOf(p.endDate).map(yearOf).filter(Number.isFinite);
  const entryEnded = endYears.length > 0 && Math.max(...endYears) < cutoff ? Math.max(...endYears) : null;
  const reasons = positions.map((position) => {
    if (HONORARY.test(position)) return `"${position}" is honorary or ceremonial`;
    const range = ENDED_RANGE.exec(position);
    if (range && Number(range[2]) < cutoff) return `"${position}" ended in ${range[2]}`;
    if (entryEnded !== null) return `"${position}" ended in ${entryEnded}`;
    return null;
  });
  return reasons.every((r) => r !== null) ? `${reasons.join("; ")} (nominal: honorary, ceremonial or ended over ${NOMINAL_ROLE_ENDED_YEARS} years ago)` : null;
}

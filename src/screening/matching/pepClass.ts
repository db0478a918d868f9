// The PEP class a watchlist entry states, read by the matcher with each match: the hit's default
// tier starts from it (src/domain/screening/severity.ts).

/** OpenSanctions topics that say a PEP's level (https://www.opensanctions.org/docs/topics/) → class 1 to 4. */
const PEP_CLASS_OF_TOPIC: Record<string, number> = { "gov.head": 1, "gov.national": 1, "gov.state": 2, "gov.igo": 2, "gov.soe": 3, "gov.muni": 4 };

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : []);

/** A value of the record and of its FtM `properties`, if it has them. */
function valuesOf(record: unknown, key: string): string[] {
  const r = (record ?? {}) as Record<string, unknown>;
  const nested = r.properties && typeof r.properties === "object" ? (r.properties as Record<string, unknown>)[key] : undefined;
  return [...strings(r[key]), ...strings(nested)];
}

/** The PEP class an entry states: an explicit pepClass/classification ("Class 2", "PEP class 2", "2"), else its highest gov.* level. */
export function pepClassOf(properties: unknown): PepClass {
  for (const key of ["pepClass", "classification"]) {
    for (const value of valuesOf(properties, key)) {
      const m = /^(?:pep\s*)?(?:class\s*)?([1-4])$/i.exec(value.trim());
      if (m) return { level: Number(m[1]), because: `the entry's ${key} "${value}"` };
    }
  }
  let best: { level: number; because: string } | null = null;
  for (const topic of valuesOf(properties, "topics")) {
    const level = PEP_CLASS_OF_TOPIC[topic];
    if (level && (!best || level < best.level)) best = { level, because: `the entry's topic ${topic}` };
  }
  return best;
}

export type PepClass = { level: number; because: string } | null;

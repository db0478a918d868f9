// JSON with sorted keys: the same value always serialises to the same bytes (hash chains rely on it).
// Every watchlist entry an import reads is hashed through here, so it builds its string without the
// short-lived arrays (entries, filter, map) a more compact form would make for each object.
export function canonicalJson(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) {
    // Strings, numbers, booleans and nulls alone have no keys to sort: JSON.stringify writes them as
    // the map below would. A hole or an undefined (JSON.stringify would write null) takes the map.
    return allScalars(value) ? JSON.stringify(value) : `[${value.map(canonicalJson).join(",")}]`;
  }
  const record = value as Record<string, unknown>;
  // Own enumerable string keys in code-unit order: sort's default order, which `<` also gives.
  const keys = Object.keys(record).sort();
  let out = "{";
  for (const key of keys) {
    const v = record[key];
    if (v === undefined) continue;
    out += `${out.length > 1 ? "," : ""}${JSON.stringify(key)}:${canonicalJson(v)}`;
  }
  return out + "}";
}

function allScalars(values: unknown[]): boolean {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v !== null && typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean") return false;
  }
  return true;
}

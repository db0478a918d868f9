// JSON with sorted keys: the same value always serialises to the same bytes (hash chains rely on it).
// Every watchlist entry an import reads is hashed through here, so it builds its string without the
// short-lived arrays (entries, filter, map) a more compact form would make for each object.
export function canonicalJson(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) {
    // Strings, numbers, booleans and nulls alone have no keys to sort, nor have flat records whose keys
    // are in order already: JSON.stringify writes them as the map below would, in one native pass (an
    // audit entry of a whole ownership structure holds two arrays of a thousand such records). A hole
    // or an undefined (JSON.stringify would write null) takes the map.
    return allFlat(value) ? JSON.stringify(value) : `[${value.map(canonicalJson).join(",")}]`;
  }
  const record = value as Record<string, unknown>;
  // Own enumerable string keys in code-unit order: sort's default order, which `<` also gives.
  const keys = Object.keys(record);
  if (flatInOrder(record, keys)) return JSON.stringify(record);
  keys.sort();
  let out = "{";
  for (const key of keys) {
    const v = record[key];
    if (v === undefined) continue;
    out += `${out.length > 1 ? "," : ""}${JSON.stringify(key)}:${canonicalJson(v)}`;
  }
  return out + "}";
}

const isScalar = (v: unknown) => v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/**
 * A record JSON.stringify writes exactly as the sorting path does: a plain object (JSON.stringify
 * unwraps a boxed string or number and calls a toJSON, where canonicalJson reads the fields), its own
 * keys (the order both read) already in code-unit order, each value a scalar or undefined (both leave
 * those keys out).
 */
function flatInOrder(record: Record<string, unknown>, keys: readonly string[]): boolean {
  const proto: unknown = Object.getPrototypeOf(record);
  if ((proto !== Object.prototype && proto !== null) || typeof record.toJSON === "function") return false;
  for (let i = 0; i < keys.length; i++) {
    if (i > 0 && !(keys[i - 1] < keys[i])) return false;
    const v = record[keys[i]];
    if (v !== undefined && !isScalar(v)) return false;
  }
  return true;
}

function allFlat(values: unknown[]): boolean {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (isScalar(v)) continue;
    if (typeof v !== "object" || Array.isArray(v) || v instanceof Date || !flatInOrder(v as Record<string, unknown>, Object.keys(v as object))) return false;
  }
  return true;
}

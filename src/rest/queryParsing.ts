// Query strings arrive as strings; the route's schema says what each key is. Arrays accept repeated
// keys and comma-separated values (contract), booleans true/false (or Python's True/False), numbers in decimal.
import { z } from "zod";
import { unwrapSchema } from "./selection";

export function coerceQuery(schema: z.ZodObject, raw: Record<string, unknown>): Record<string, unknown> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = shape[key] ? unwrapSchema(shape[key]) : undefined;
    if (!field) {
      out[key] = value; // the strict schema names it as unknown
      continue;
    }
    if (field instanceof z.ZodArray) {
      // qs turns more than 20 repeated keys into an object keyed by index.
      const list = Array.isArray(value) ? value : value !== null && typeof value === "object" ? Object.values(value) : [value];
      out[key] = list
        .flatMap((v) => String(v).split(","))
        .map((v) => v.trim())
        .filter((v) => v !== "");
      continue;
    }
    const single = Array.isArray(value) ? value[value.length - 1] : value;
    // "True"/"False" too: Python's str(bool), which urlencode writes (yente clients send fuzzy=False).
    if (field instanceof z.ZodBoolean) out[key] = single === "true" || single === "True" ? true : single === "false" || single === "False" ? false : single;
    else if (field instanceof z.ZodNumber) out[key] = single !== "" && !Number.isNaN(Number(single)) ? Number(single) : single;
    else out[key] = single;
  }
  return out;
}

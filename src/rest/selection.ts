// The GraphQL selection a REST route asks for is read off its response schema, so what the route
// promises (and OpenAPI documents) and what it fetches cannot drift apart.
import { z } from "zod";

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodDefault) current = current.def.innerType as z.ZodType;
    else return current;
  }
}

/** `{ a b { c } }` for an object schema; "" for scalars and free JSON (records, unknown). */
export function selectionOf(schema: z.ZodType): string {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return selectionOf(inner.element as z.ZodType);
  if (inner instanceof z.ZodObject) {
    const fields = Object.entries(inner.shape as Record<string, z.ZodType>).map(([name, field]) => {
      const sub = selectionOf(field);
      return sub ? `${name} ${sub}` : name;
    });
    return `{ ${fields.join(" ")} }`;
  }
  return "";
}

/** The zod type under optional/nullable wrappers (used to coerce query strings). */
export { unwrap as unwrapSchema };

/**
 * Drops null values of fields the response schema declares optional but not nullable: the spec's
 * "present only when…" fields are omitted rather than sent as null.
 */
export function omitAbsent(schema: z.ZodType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => omitAbsent(inner.element as z.ZodType, item));
  if (inner instanceof z.ZodObject && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
      const fieldSchema = (inner.shape as Record<string, z.ZodType>)[name];
      if (!fieldSchema) {
        out[name] = field;
        continue;
      }
      if (field === null && fieldSchema instanceof z.ZodOptional && !fieldSchema.safeParse(null).success) continue;
      out[name] = omitAbsent(fieldSchema, field);
    }
    return out;
  }
  return value;
}

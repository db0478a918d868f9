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

type Omitter = (value: unknown) => unknown;
const identity: Omitter = (value) => value;
const omitters = new WeakMap<z.ZodType, Omitter>();

/**
 * Drops null values of fields the response schema declares optional but not nullable: the spec's
 * "present only when…" fields are omitted rather than sent as null. Compiled once per schema; a
 * schema without such fields costs nothing per response.
 */
export function omitAbsent(schema: z.ZodType, value: unknown): unknown {
  let omit = omitters.get(schema);
  if (!omit) omitters.set(schema, (omit = compileOmitter(schema)));
  return omit(value);
}

function compileOmitter(schema: z.ZodType): Omitter {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) {
    const item = compileOmitter(inner.element as z.ZodType);
    return item === identity ? identity : (value) => (Array.isArray(value) ? value.map(item) : value);
  }
  if (!(inner instanceof z.ZodObject)) return identity;
  const fields = Object.entries(inner.shape as Record<string, z.ZodType>);
  const dropWhenNull = new Set(fields.filter(([, f]) => f instanceof z.ZodOptional && !f.safeParse(null).success).map(([name]) => name));
  const nested = fields.map(([name, f]) => [name, compileOmitter(f)] as const).filter(([, o]) => o !== identity);
  if (dropWhenNull.size === 0 && nested.length === 0) return identity;
  return (value) => {
    if (value === null || typeof value !== "object") return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const name of dropWhenNull) if (out[name] === null) delete out[name];
    for (const [name, omit] of nested) if (out[name] !== undefined && out[name] !== null) out[name] = omit(out[name]);
    return out;
  };
}

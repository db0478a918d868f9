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

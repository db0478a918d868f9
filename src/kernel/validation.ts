// Input validation shared by GraphQL and REST: one zod schema per input, issues turned into the
// contract's `details`.
import { z } from "zod";
import { invalid, type ErrorDetail } from "../errors";

export function zodDetails(error: z.ZodError, prefix = ""): ErrorDetail[] {
  const pathOf = (path: PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join(".") || "(body)";
  return error.issues.flatMap((issue) =>
    // An unknown key is named by its own path, so a caller sees which parameter or field to drop.
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: pathOf([...issue.path, key]), message: `"${key}" is not a known field` }))
      : [{ path: pathOf(issue.path), message: issue.message }],
  );
}

const NUL = "\u0000";
const NUL_MESSAGE = "must not contain the NUL character (\\u0000)";

/** PostgreSQL text and jsonb cannot hold U+0000: every string (and object key) carrying it, by path. */
function nulDetails(value: unknown, prefix = ""): ErrorDetail[] {
  const found: ErrorDetail[] = [];
  const at = (path: string[]) => [prefix, ...path].filter(Boolean).join(".") || "(body)";
  const walk = (v: unknown, path: string[]) => {
    if (typeof v === "string") {
      if (v.includes(NUL)) found.push({ path: at(path), message: NUL_MESSAGE });
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, [...path, String(i)]));
    } else if (v !== null && typeof v === "object") {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes(NUL)) found.push({ path: at([...path, key]), message: `key ${NUL_MESSAGE}` });
        walk(item, [...path, key]);
      }
    }
  };
  walk(value, []);
  return found;
}

/** Whether any string or key holds U+0000: the common answer, no, without a path array per value (a whole ownership structure has thousands). */
function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes(NUL);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (hasNul(value[i])) return true;
    return false;
  }
  if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) if (key.includes(NUL) || hasNul((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** Validates one input: no NUL anywhere, then its schema. The one gate of GraphQL and REST inputs. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, message = "Invalid request", prefix = ""): z.output<S> {
  const nul = hasNul(value) ? nulDetails(value, prefix) : [];
  if (nul.length) throw invalid(message, nul);
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(message, zodDetails(result.error, prefix));
  return result.data;
}

/** ISO 3166-1 alpha-2, upper case. */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as LU");
/** Calendar date YYYY-MM-DD. */
export const isoDate = z.iso.date({ message: "must be a date YYYY-MM-DD" });
export const isoDateTime = z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" });

/**
 * A string with at least one character that is not white space and no NUL. Written so ECMAScript and
 * Python read it alike (Python's \s also covers \x1c-\x1f and \x85, ECMAScript's also \ufeff): the
 * published pattern means what this check enforces.
 */
const NOT_BLANK = /^[^\u0000]*[^\s\x1c-\x1f\x85\ufeff\u0000][^\u0000]*$/;
export const nonBlank = () => z.string().trim().regex(NOT_BLANK, "must not be blank");

// Rules across fields or items, each checked and stated in the JSON Schema the document is built from.

/** An array whose items are distinct (`uniqueItems`). */
export const distinct = <T extends z.ZodArray>(array: T, message = "lists a value twice") =>
  array.refine((items) => new Set(items).size === items.length, { message }).meta({ uniqueItems: true });

/** An object that names at least one field (`minProperties: 1`). */
export const atLeastOne = <T extends z.ZodObject>(object: T) =>
  object
    .refine((value) => Object.keys(value).length > 0, { message: `Give at least one of ${Object.keys(object.shape).join(", ")}` })
    .meta({ minProperties: 1 });

/** Two optional fields that exclude each other (`not: {required: [a, b]}`); the issue names `b`. */
export const notBoth = <T extends z.ZodObject>(object: T, a: string, b: string) =>
  object
    .refine((value) => !((value as Record<string, unknown>)[a] !== undefined && (value as Record<string, unknown>)[b] !== undefined), {
      path: [b],
      message: `give ${a} or ${b}, not both`,
    })
    .meta({ not: { properties: { [a]: {}, [b]: {} }, required: [a, b] } });

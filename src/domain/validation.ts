// Input validation shared by GraphQL and REST: one zod schema per input, issues turned into the
// contract's `details`.
import { z } from "zod";
import { invalid, type ErrorDetail } from "./errors";

export function zodDetails(error: z.ZodError, prefix = ""): ErrorDetail[] {
  const pathOf = (path: PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join(".") || "(body)";
  return error.issues.flatMap((issue) =>
    // An unknown key is named by its own path, so a caller sees which parameter or field to drop.
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: pathOf([...issue.path, key]), message: `"${key}" is not a known field` }))
      : [{ path: pathOf(issue.path), message: issue.message }],
  );
}

export function parseInput<S extends z.ZodType>(schema: S, value: unknown, message = "Invalid request"): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(message, zodDetails(result.error));
  return result.data;
}

/** ISO 3166-1 alpha-2, upper case. */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as LU");
/** Calendar date YYYY-MM-DD. */
export const isoDate = z.iso.date({ message: "must be a date YYYY-MM-DD" });
export const isoDateTime = z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" });

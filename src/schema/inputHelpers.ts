// GraphQL hands absent input fields as undefined and explicit ones as null; domain inputs want one
// convention. One place for both readings.

/** Drops absent and null fields (inputs where null means nothing). */
export function defined<T extends object>(input: T | null | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

/** Drops absent fields, keeps explicit nulls (inputs where null means "clear"). */
export function present<T extends object>(input: T | null | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

// The value lists of the database's enums come from the generated client, so prisma/schema.prisma is
// the one place an enum value is added: zod inputs, Pothos enums and the OpenAPI
// document follow it.

/** A Prisma enum's values in declaration order, as the non-empty tuple `z.enum` and Pothos take. */
export function enumValues<E extends Record<string, string>>(prismaEnum: E): readonly [E[keyof E], ...E[keyof E][]] {
  return Object.values(prismaEnum) as [E[keyof E], ...E[keyof E][]];
}

// Account-scoped reads: every read a caller makes of their own rows goes through `owned`, so another
// account's row answers as absent (404), never as forbidden, and no call site spells the filter by hand.
import { notFound } from "../errors";

/** The where-fragment of a read of the caller's account: spread it into a Prisma `where`. */
export function owned(actor: { readonly accountId: string }): { accountId: string } {
  return { accountId: actor.accountId };
}

/** The row a scoped read found, or the contract's NOT_FOUND naming what was looked for ("Note not found"). */
export async function orNotFound<T>(what: string, read: PromiseLike<T | null | undefined>): Promise<T> {
  const row = await read;
  if (row === null || row === undefined) throw notFound(what);
  return row;
}

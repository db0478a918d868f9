// The account's users: who an application's assignees can be (their ids are what `assignees` take).
import type { PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";

export interface AccountUser {
  id: string;
  email: string;
  name: string;
}

export function displayName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** GET /api/v1/users: the caller's account users, oldest first; never another account's. */
export async function listAccountUsers(db: PrismaClient, actor: Actor): Promise<AccountUser[]> {
  const users = await db.user.findMany({ where: { accountId: actor.accountId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return users.map((u) => ({ id: u.id, email: u.email, name: displayName(u) }));
}

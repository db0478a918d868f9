// The account's users: who an application's assignees can be (their ids are what `assignees` take).
import { Prisma, type PrismaClient, type User } from "../../generated/prisma/client";
import { readUtcTimestamp, sqlColumns, type SqlReader } from "../../db/sql";
import type { Actor } from "../auth/context";
import { owned } from "../accountScope";

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
  const users = await db.user.findMany({ where: owned(actor), orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return users.map((u) => ({ id: u.id, email: u.email, name: displayName(u) }));
}

/** Users of the caller's account by id (the GraphQL loader behind every edge to a user); another account's come back as none. */
export async function usersByIds(sql: SqlReader, actor: Actor, ids: readonly string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  return sql.rows<User>(Prisma.sql`SELECT ${sqlColumns(Prisma.UserScalarFieldEnum, "u")} FROM "User" u WHERE u."accountId" = ${actor.accountId} AND u.id = ANY(CAST(${[...ids]} AS text[]))`);
}

/**
 * An application's assigned users of the caller's account, in the order of assignment, as a column of
 * the applications statement (alias `a`): Application.assigneeUsers planned with its parents.
 */
export function plannedAssigneeUsers(actor: Actor) {
  type UserJson = Omit<User, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };
  return {
    column: Prisma.sql`COALESCE((SELECT json_agg(u ORDER BY x."createdAt", x."userId") FROM "ApplicationAssignee" x JOIN "User" u ON u.id = x."userId" WHERE x."applicationId" = a.id AND u."accountId" = ${actor.accountId}), '[]')`,
    read: (rows: UserJson[]): User[] => rows.map((u) => ({ ...u, createdAt: readUtcTimestamp(u.createdAt), updatedAt: readUtcTimestamp(u.updatedAt) })),
  };
}

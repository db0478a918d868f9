// The account's users: who an application's assignees can be (their ids are what `assignees` take),
// and the role each acts with (docs/roles-and-four-eyes.md), which an admin sets.
import { Prisma, type PrismaClient, type User } from "../../generated/prisma/client";
import { sqlColumns, type SqlReader } from "../../db/sql";
import type { RowOrder, RowSpec } from "../pagination/rows";
import type { Actor } from "../auth/context";
import type { Role } from "../auth/permissions";
import { UpdateUserRoleInput } from "./inputs";
import { owned, orNotFound } from "../../kernel/accountScope";
import { parseInput } from "../../kernel/validation";
import { DomainError } from "../../errors";

export interface AccountUser {
  id: string;
  email: string;
  name: string;
  /** What the user may do; null: everything, as the spec's keys. */
  role: Role | null;
}

const accountUser = (u: User): AccountUser => ({ id: u.id, email: u.email, name: displayName(u), role: u.role });

export function displayName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** GET /api/v1/users: the caller's account users, oldest first; never another account's. */
export async function listAccountUsers(db: PrismaClient, actor: Actor): Promise<AccountUser[]> {
  const users = await db.user.findMany({ where: owned(actor), orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return users.map(accountUser);
}

const ownedUser = (db: PrismaClient, actor: Actor, id: string) => orNotFound("User", db.user.findFirst({ where: { id, ...owned(actor) } }));

/** One user of the caller's account; 404 otherwise. */
export async function getAccountUser(db: PrismaClient, actor: Actor, id: string): Promise<AccountUser> {
  return accountUser(await ownedUser(db, actor, id));
}

/**
 * Sets a user's role (admin only, as its GraphQL field declares), as the CLI's user:role does. Every
 * key acting as the user is held to it from its next request. Operator users act for the service, so
 * their role is not the account's to set (409).
 */
export async function updateUserRole(db: PrismaClient, actor: Actor, id: string, raw: unknown): Promise<AccountUser> {
  const input = parseInput(UpdateUserRoleInput, raw);
  const user = await ownedUser(db, actor, id);
  if (user.isOperator) throw new DomainError("CONFLICT", "An operator user acts for the service: its role is set by the operator, not by the account");
  return accountUser(await db.user.update({ where: { id }, data: { role: input.role } }));
}

/** Users of the caller's account by id (the GraphQL loader behind every edge to a user); another account's come back as none. */
export async function usersByIds(sql: SqlReader, actor: Actor, ids: readonly string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  return sql.rows<User>(
    Prisma.sql`SELECT ${sqlColumns(Prisma.UserScalarFieldEnum, "u")} FROM "User" u WHERE u."accountId" = ${actor.accountId} AND u.id = ANY(CAST(${[...ids]} AS text[]))`,
  );
}

/** The caller's account's users, every column: the people edges to a user show. */
const accountUsers: RowSpec<User> = {
  model: "User",
  table: "User",
  fields: Prisma.UserScalarFieldEnum,
  where: {},
  hydrate: (row) => row as unknown as User,
};

/**
 * An application's assigned users: the assignment rows under the application (`table`, `linkColumn`),
 * each naming a user (`userColumn`, one of accountUsers: another account's user is none), in the order
 * of assignment. Application.assigneeUsers planned with its parents (src/schema/plan) reads them with the application.
 */
export const ASSIGNED_USERS = {
  table: "ApplicationAssignee",
  linkColumn: "applicationId",
  userColumn: "userId",
  order: [{ createdAt: "asc" }, { userId: "asc" }],
  users: accountUsers,
} as const satisfies { table: string; linkColumn: string; userColumn: string; order: RowOrder; users: RowSpec<User> };

/**
 * The most users an account may have for them all to be read with an application: the people a case
 * page names (task assignees and reviewers, note authors, who performed audited changes) are then in
 * hand without a statement of their own (src/schema/plan). A compliance team is a handful of people; a
 * larger account's are looked up by id.
 */
export const PLANNED_TEAM_MAX = 50;

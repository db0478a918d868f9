// Operator actions behind the admin CLI: accounts and API keys. No self-serve key management (spec 5.3).
import type { PrismaClient } from "../../generated/prisma/client";
import { invalid, notFound } from "../../errors";
import { mintKey, type ApiEnvName } from "../auth/apiKeys";
import { defaultOnboardingWorkflow } from "../onboarding/workflows";
import type { Role } from "../auth/permissions";

export async function createAccount(db: PrismaClient, input: { name: string }) {
  if (!input.name?.trim()) throw invalid("--name is required", [{ path: "name", message: "required" }]);
  const account = await db.account.create({ data: { name: input.name.trim() } });
  await defaultOnboardingWorkflow(db, account.id); // what applies when nothing names a workflow
  return { id: account.id, name: account.name };
}

export interface CreateKeyInput {
  accountId: string;
  env: ApiEnvName;
  name?: string;
  /** E-mail of the user the key acts for; defaults to a per-account integration user. */
  user?: string;
  expiresAt?: Date;
  operator?: boolean;
  /** Narrows the key to a role (within its user's role); absent: the user's role (none: full access, as the spec's keys). */
  role?: Role;
}

function nameFromEmail(email: string): { firstName: string; lastName: string } {
  const local = email.split("@")[0] ?? email;
  const parts = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((p) => p[0].toUpperCase() + p.slice(1));
  return { firstName: parts[0] ?? local, lastName: parts.slice(1).join(" ") };
}

export async function createKey(db: PrismaClient, prefix: string, input: CreateKeyInput) {
  const account = await db.account.findUnique({ where: { id: input.accountId } });
  if (!account) throw notFound("Account");
  const operator = input.operator ?? false;
  const email = input.user ?? (operator ? "operator@service.local" : "api@integration.local");
  const defaults = operator && !input.user ? { firstName: "Compliance", lastName: "Service" } : nameFromEmail(email);
  const user = await db.user.upsert({
    where: { accountId_email_isOperator: { accountId: account.id, email, isOperator: operator } },
    create: { accountId: account.id, email, isOperator: operator, ...defaults },
    update: {},
  });
  const minted = mintKey(prefix, input.env);
  const key = await db.apiKey.create({
    data: {
      id: minted.id,
      accountId: account.id,
      userId: user.id,
      name: input.name ?? null,
      env: input.env,
      secretHash: minted.secretHash,
      operator,
      role: input.role ?? null,
      expiresAt: input.expiresAt ?? null,
    },
  });
  // userId is what an application's assignees take.
  return {
    id: key.id,
    key: minted.raw,
    env: key.env,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    operator,
    user: user.email,
    userId: user.id,
    role: key.role,
    userRole: user.role,
  };
}

export async function revokeKey(db: PrismaClient, input: { id: string }) {
  const existing = await db.apiKey.findUnique({ where: { id: input.id } });
  if (!existing) throw notFound("API key");
  // Revoking twice keeps the first revocation time.
  const key = existing.revokedAt ? existing : await db.apiKey.update({ where: { id: input.id }, data: { revokedAt: new Date() } });
  return { id: key.id, revokedAt: key.revokedAt!.toISOString() };
}

export async function listKeys(db: PrismaClient, input: { accountId: string }) {
  const account = await db.account.findUnique({ where: { id: input.accountId } });
  if (!account) throw notFound("Account");
  const keys = await db.apiKey.findMany({
    where: { accountId: input.accountId },
    include: { user: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return keys.map((k) => ({
    id: k.id,
    env: k.env,
    name: k.name,
    user: k.user.email,
    userId: k.user.id,
    operator: k.operator,
    role: k.role,
    userRole: k.user.role,
    createdAt: k.createdAt.toISOString(),
    expiresAt: k.expiresAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Sets the role of an account's user (null: no restriction), by e-mail. Every key acting as the user
 * is held to it from its next request; a key's own role can only narrow it further.
 */
export async function setUserRole(db: PrismaClient, input: { accountId: string; email: string; role: Role | null }) {
  const account = await db.account.findUnique({ where: { id: input.accountId } });
  if (!account) throw notFound("Account");
  const user = await db.user.findFirst({ where: { accountId: account.id, email: input.email, isOperator: false } });
  if (!user) throw notFound("User");
  const updated = await db.user.update({ where: { id: user.id }, data: { role: input.role } });
  return { id: updated.id, email: updated.email, role: updated.role };
}

/** Whether an approved application's persons are monitored when they set nothing themselves (docs/list-sources.md). */
export async function setMonitorApprovedPersons(db: PrismaClient, input: { accountId: string; on: boolean }) {
  const { count } = await db.account.updateMany({ where: { id: input.accountId }, data: { monitorApprovedPersons: input.on } });
  if (!count) throw invalid("Unknown account", [{ path: "account", message: `no account ${input.accountId}` }]);
  return { id: input.accountId, monitorApprovedPersons: input.on };
}

/** Account ids, one page at a time in id order: after `afterId`, or from `fromId` included (a sweep resuming where it stopped). */
export async function accountIdsPage(db: PrismaClient, page: { afterId: string | null; fromId: string | null; pageSize: number }): Promise<string[]> {
  const where = page.fromId ? { id: { gte: page.fromId } } : page.afterId ? { id: { gt: page.afterId } } : {};
  const rows = await db.account.findMany({ where, orderBy: { id: "asc" }, take: page.pageSize, select: { id: true } });
  return rows.map((r) => r.id);
}

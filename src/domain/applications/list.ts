// GET /api/v1/applications (spec 4.6): every filter, keyset-paginated.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { afterCursor, finishPage, pageOrder, readPage, type ListSpec, type PageArgs } from "../pagination/cursor";
import { parseInput } from "../validation";
import { APPLICATION_SORT_FIELDS, ApplicationFilter, type ApplicationFilterValue } from "./inputs";
import { applicationInclude, type ApplicationQuery } from "./service";

type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];

export const APPLICATIONS_LIST: ListSpec<ApplicationSortField> = {
  name: "applications",
  sortFields: APPLICATION_SORT_FIELDS,
  defaultSortField: "updatedAt",
  sortFieldKind: { updatedAt: "date", createdAt: "date", name: "string" },
};

/**
 * @param accountNameMatches whether the caller's account name matches `search`: every application of
 * the account then matches, otherwise only name and e-mail are searched (trigram-indexed).
 */
export function applicationWhere(actor: Actor, f: ApplicationFilterValue, accountNameMatches = false): Prisma.ApplicationWhereInput {
  const and: Prisma.ApplicationWhereInput[] = [{ accountId: actor.accountId }];
  // Another account's id never widens the scope: it simply matches nothing.
  if (f.accountId !== undefined && f.accountId !== actor.accountId) and.push({ id: { in: [] } });
  if (f.status?.length) and.push({ status: { in: f.status } });
  if (f.entityTypes?.length) and.push({ entityType: { in: f.entityTypes } });
  if (f.types?.length) {
    and.push({
      OR: f.types.map((t) =>
        t === "live" ? { manual: false, hidden: false } : t === "manual" ? { manual: true } : { hidden: true },
      ),
    });
  }
  if (f.manual !== undefined) and.push({ manual: f.manual });
  if (f.hidden !== undefined) and.push({ hidden: f.hidden });
  if (f.createdFrom) and.push({ createdAt: { gte: new Date(f.createdFrom) } });
  if (f.createdTo) and.push({ createdAt: { lte: new Date(f.createdTo) } });
  if (f.riskLevels?.length) {
    // riskLevels takes precedence over the score range.
    and.push({ riskLevel: { in: f.riskLevels } });
  } else {
    if (f.riskScoreMin !== undefined) and.push({ riskScore: { gte: f.riskScoreMin } });
    if (f.riskScoreMax !== undefined) and.push({ riskScore: { lte: f.riskScoreMax } });
  }
  if (f.assignees?.length) and.push({ assignees: { some: { userId: { in: f.assignees } } } });
  if (f.labelIds?.length) and.push({ labels: { some: { labelId: { in: f.labelIds } } } });
  if (f.search && !accountNameMatches) {
    const contains = { contains: f.search, mode: "insensitive" as const };
    and.push({ OR: [{ name: contains }, { email: contains }] });
  }
  return { AND: and };
}

export async function listApplications(
  db: PrismaClient,
  actor: Actor,
  rawFilter: unknown,
  pageArgs: PageArgs,
  query: ApplicationQuery = { include: applicationInclude },
) {
  const filter = parseInput(ApplicationFilter, rawFilter ?? {}, "Invalid filter");
  const page = readPage(pageArgs, APPLICATIONS_LIST, actor.accountId);
  // Every row of the list belongs to the caller's account, so its name matches all rows or none.
  const accountNameMatches = filter.search
    ? (await db.account.count({ where: { id: actor.accountId, name: { contains: filter.search, mode: "insensitive" } } })) > 0
    : false;
  const rows = await db.application.findMany({
    where: { AND: [applicationWhere(actor, filter, accountNameMatches), afterCursor(page)] },
    orderBy: pageOrder(page),
    take: page.limit + 1,
    ...query,
  });
  // Sort field and id are always present: include-mode queries fetch every scalar.
  return finishPage(rows as unknown as Array<{ id: string } & Record<string, Date | string>>, page, APPLICATIONS_LIST, actor.accountId, (row) => row[page.orderBy]);
}

// Review tasks (spec 2.5, 4.4): opened by the service (failed checks, missing documents or data,
// uncertain classifications), worked by reviewers through status, assignee and reviewer.
import { Prisma, type PrismaClient, type Task } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import { pagesByParent, type ChildList } from "../pagination/byParent";
import type { Actor } from "../auth/context";
import { diffFields } from "../audit/trail";
import { withChange, type ApplicationChange } from "../applicationChange";
import { orNotFound, owned } from "../../kernel/accountScope";
import { uuidv7 } from "../../kernel/ids";
import { insertRowsReturning } from "../../kernel/bulkInsert";
import { invalid, invalidTransition } from "../../errors";
import { readPage, type ListSpec, type PageArgs } from "../pagination/cursor";
import { parseInput } from "../../kernel/validation";
import type { Tx } from "../../db/transaction";
import { domainPolicies } from "../policies";
import { UpdateTaskInput, type TASK_ENTITY_TYPES, type TaskStatus, type TaskType } from "./inputs";

/** Open work can start, finish or be dismissed; finished work can only be reopened. */
const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  PENDING: ["IN_PROGRESS", "RESOLVED", "DISMISSED"],
  IN_PROGRESS: ["PENDING", "RESOLVED", "DISMISSED"],
  RESOLVED: ["PENDING"],
  DISMISSED: ["PENDING"],
};
export const OPEN_TASK_STATUSES: readonly TaskStatus[] = ["PENDING", "IN_PROGRESS"];

const TASKS_LIST: ListSpec<"createdAt" | "updatedAt"> = {
  name: "tasks",
  sortFields: ["createdAt", "updatedAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date", updatedAt: "date" },
};

export interface OpenTaskInput {
  applicationId: string;
  type: TaskType;
  title: string;
  description?: string | null;
  entityType: (typeof TASK_ENTITY_TYPES)[number];
  entityId: string;
  documentId?: string | null;
  screeningHitId?: string | null;
  migrationItemId?: string | null;
  documentType?: string | null;
  /** A US_INDICIUM task's indicium, `KIND|subjectId` (src/domain/tax/indiciumTasks.ts). */
  usIndicium?: string | null;
}

/** Opens a task in the caller's change of its application, audited. */
export async function openTask(change: ApplicationChange, input: OpenTaskInput): Promise<Task> {
  const [task] = await openTasksBulk(change, [input]);
  return task;
}

/** Many tasks on one application at once (e.g. one per new screening hit). */
export async function openTasks(change: ApplicationChange, applicationId: string, inputs: Omit<OpenTaskInput, "applicationId">[]): Promise<Task[]> {
  return openTasksBulk(
    change,
    inputs.map((input) => ({ ...input, applicationId })),
  );
}

/**
 * Tasks of any number of applications (one, or a migration chunk's): one insert and one audit
 * insert with a `task.created` entry per task, the same entry whichever path opened it. Returned in
 * the order given.
 */
export async function openTasksBulk({ tx, actor, audit }: ApplicationChange, inputs: OpenTaskInput[]): Promise<Task[]> {
  if (inputs.length === 0) return [];
  const ids = inputs.map(() => uuidv7());
  const now = new Date();
  const rows = inputs.map((input, i) => ({ id: ids[i], ...owned(actor), status: "PENDING", ...input, createdAt: now, updatedAt: now }));
  const created = (await insertRowsReturning(tx, "Task", rows)) as Task[];
  const byId = new Map(created.map((t) => [t.id, t]));
  const tasks = ids.map((id) => byId.get(id)!);
  await audit(
    tasks.map((task) => ({
      applicationId: task.applicationId,
      documentId: task.documentId,
      type: "task.created",
      entityType: "TASK",
      entityId: task.id,
      changes: { status: { before: null, after: task.status }, type: { before: null, after: task.type } },
    })),
  );
  return tasks;
}

/** Closes the open tasks matching `where` as RESOLVED (work the service itself finished). */
export async function resolveOpenTasks(change: ApplicationChange, applicationId: string, where: Prisma.TaskWhereInput, note: string): Promise<number> {
  const open = await change.tx.task.findMany({ where: { ...where, applicationId, status: { in: [...OPEN_TASK_STATUSES] } }, orderBy: { id: "asc" } });
  await resolveTasks(
    change,
    open.map((task) => ({ task, note })),
  );
  return open.length;
}

/** Closes these open tasks as RESOLVED, each with its note: one update, and a `task.updated` entry per task. */
export async function resolveTasks({ tx, audit }: ApplicationChange, resolved: readonly { task: Task; note: string }[]): Promise<void> {
  if (resolved.length === 0) return;
  await tx.task.updateMany({ where: { id: { in: resolved.map(({ task }) => task.id) } }, data: { status: "RESOLVED" } });
  await audit(
    resolved.map(({ task, note }) => ({
      applicationId: task.applicationId,
      documentId: task.documentId,
      type: "task.updated",
      entityType: "TASK",
      entityId: task.id,
      changes: { status: { before: task.status, after: "RESOLVED" } },
      note,
    })),
  );
}

export async function getTask(db: PrismaClient | Tx, actor: Actor, id: string): Promise<Task> {
  return orNotFound("Task", db.task.findFirst({ where: { id, ...owned(actor) } }));
}

export interface TaskFilter {
  applicationId?: string | null;
  status?: readonly TaskStatus[] | null;
  type?: readonly TaskType[] | null;
  assigneeId?: string | null;
  reviewerId?: string | null;
}

/**
 * GET /tasks: the account's tasks, narrowed by each filter given ("my open tasks": assigneeId and
 * status). The list's one read path: the specification the edges page, with the account as parent.
 */
export async function listTasks(sql: SqlReader, actor: Actor, filter: TaskFilter, pageArgs: PageArgs) {
  const page = readPage(pageArgs, TASKS_LIST, actor.accountId);
  // Each filter given narrows the list; those not given are undefined, and hold nothing.
  const list = {
    ...taskList("accountId"),
    where: {
      applicationId: filter.applicationId || undefined,
      status: filter.status?.length ? { in: filter.status } : undefined,
      type: filter.type?.length ? { in: filter.type } : undefined,
      assigneeId: filter.assigneeId || undefined,
      reviewerId: filter.reviewerId || undefined,
    },
  };
  const [tasks] = await pagesByParent(sql, list, page, actor.accountId, [actor.accountId]);
  return tasks;
}

async function accountUser(tx: Tx, actor: Actor, userId: string, path: string) {
  const user = await tx.user.findFirst({ where: { id: userId, ...owned(actor) }, select: { id: true } });
  if (!user) throw invalid(`${path} is not a user of this account`, [{ path, message: "unknown user" }]);
}

export async function updateTask(db: PrismaClient, actor: Actor, id: string, raw: unknown): Promise<Task> {
  const input = parseInput(UpdateTaskInput, raw);
  return withChange(db, actor, async (change) => {
    const { tx, lock, audit } = change;
    const before = await getTask(tx, actor, id);
    await lock(before.applicationId);
    const current = await getTask(tx, actor, id);
    if (input.status && input.status !== current.status && !TASK_TRANSITIONS[current.status as TaskStatus]?.includes(input.status)) {
      throw invalidTransition(`A ${current.status} task cannot become ${input.status}; allowed: ${TASK_TRANSITIONS[current.status as TaskStatus].join(", ")}`);
    }
    if (input.assigneeId) await accountUser(tx, actor, input.assigneeId, "assigneeId");
    if (input.reviewerId) await accountUser(tx, actor, input.reviewerId, "reviewerId");
    const changes = diffFields({ status: current.status, assigneeId: current.assigneeId, reviewerId: current.reviewerId }, input);
    if (Object.keys(changes).length === 0) return current;
    const task = await tx.task.update({ where: { id }, data: input });
    await audit({ applicationId: task.applicationId, documentId: task.documentId, type: "task.updated", entityType: "TASK", entityId: id, changes });
    if (task.type === "PERIODIC_REVIEW" && changes.status && task.status === "RESOLVED")
      await domainPolicies().completeReview(change, task.applicationId, task.id);
    return task;
  });
}

/**
 * Each parent's page of tasks (the GraphQL edges Application.tasks and Document.tasks) by the rules
 * of listTasks, for many parents in two statements.
 */
export async function taskPagesByParent(
  db: PrismaClient,
  sql: SqlReader,
  actor: Actor,
  parent: "applicationId" | "documentId",
  parentIds: readonly string[],
  pageArgs: PageArgs,
) {
  return pagesByParent(sql, taskList(parent), readPage(pageArgs, TASKS_LIST, actor.accountId), actor.accountId, parentIds);
}

/**
 * The tasks of the list (listTasks' rules: every task of the account) under one parent column: GET
 * /tasks (the account as parent), the batched edges' pages, and Application.tasks planned with its
 * parents (src/schema/plan).
 */
export const taskList = (parent: "applicationId" | "documentId" | "accountId"): ChildList<"createdAt" | "updatedAt", Task> => ({
  spec: TASKS_LIST,
  model: "Task",
  table: "Task",
  parentColumn: parent,
  fields: Prisma.TaskScalarFieldEnum,
  where: {},
  hydrate: (row) => row as unknown as Task,
});

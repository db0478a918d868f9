// The admin commands (contract "Admin commands"), shared by the CLI's direct mode and the running
// server's admin socket, so both behave identically.
import { readFile } from "node:fs/promises";
import { z } from "zod";
import type { Client } from "@temporalio/client";
import type { PrismaClient } from "../generated/prisma/client";
import type { Config } from "../config";
import { ROLES } from "../domain/auth/permissions";
import { createAccount, createKey, listKeys, revokeKey, setMonitorApprovedPersons, setUserRole } from "../domain/accounts/admin";
import { invalid } from "../errors";
import { parseInput } from "../kernel/validation";
import { workflowIds } from "../temporal/workflowIds";
import type { WATCHLIST_FORMATS as ScreeningFormats } from "../screening";
import { COMMAND_USAGE, usage } from "./usage";

// What only some commands use is loaded by them: the screening engine, the migrations' and exports'
// services and Temporal's client (its protobuf definitions) cost a key's creation most of its start.
const screening = () => import("../screening/index.js");
const temporalStart = () => import("../temporal/start.js");
const listSchedules = () => import("../temporal/listSchedules.js");
/** The list formats, here so parsing a command's flags loads no screening; typed as the engine's, so they cannot drift apart. */
const WATCHLIST_FORMATS: typeof ScreeningFormats = ["ftm", "ofac", "un", "eu", "uk"];

export interface CommandDeps {
  db: PrismaClient;
  config: Config;
  temporal: Client | null;
}

interface Command<S extends z.ZodType> {
  usage: string;
  args: S;
  run(deps: CommandDeps, args: z.output<S>): Promise<unknown>;
}

function command<S extends z.ZodType>(c: Command<S>) {
  return c;
}

const roleFlag = z.enum(ROLES, { error: `--role must be one of ${ROLES.join(", ")}` });
const requiredFlag = (flag: string) =>
  z
    .string({ error: `--${flag} is required` })
    .trim()
    .min(1, `--${flag} is required`);

/** Brings the source's Temporal Schedule in step now when Temporal answers; otherwise the worker's reconciler does within a pass. */
async function syncNow({ db, config, temporal }: CommandDeps, list: string): Promise<"synced" | "pending"> {
  if (!temporal) return "pending";
  await (await listSchedules()).syncListSchedules(db, temporal, config.taskQueue, list);
  return "synced";
}

const COMMANDS = {
  "account:create": command({
    usage: COMMAND_USAGE["account:create"],
    args: z.object({ name: requiredFlag("name") }).strict(),
    run: ({ db }, args) => createAccount(db, args),
  }),
  "key:create": command({
    usage: COMMAND_USAGE["key:create"],
    args: z
      .object({
        account: requiredFlag("account"),
        env: z.enum(["test", "live"]).optional(),
        name: z.string().min(1).optional(),
        user: z.email("--user must be an e-mail address").optional(),
        "expires-at": z.iso.datetime({ offset: true, message: "--expires-at must be an ISO 8601 date-time" }).optional(),
        operator: z.literal(true).optional(),
        role: roleFlag.optional(),
      })
      .strict(),
    run: ({ db, config }, a) =>
      createKey(db, config.apiKeyPrefix, {
        accountId: a.account,
        env: a.env ?? config.apiEnv,
        name: a.name,
        user: a.user,
        expiresAt: a["expires-at"] ? new Date(a["expires-at"]) : undefined,
        operator: a.operator ?? false,
        role: a.role,
      }),
  }),
  "user:role": command({
    usage: COMMAND_USAGE["user:role"],
    args: z
      .object({
        account: requiredFlag("account"),
        user: z.email("--user must be an e-mail address"),
        role: z.union([roleFlag, z.literal("none")], { error: `--role must be one of ${ROLES.join(", ")}, none` }),
      })
      .strict(),
    run: ({ db }, a) => setUserRole(db, { accountId: a.account, email: a.user, role: a.role === "none" ? null : a.role }),
  }),
  "key:revoke": command({
    usage: COMMAND_USAGE["key:revoke"],
    args: z.object({ id: requiredFlag("id") }).strict(),
    run: ({ db }, args) => revokeKey(db, args),
  }),
  "key:list": command({
    usage: COMMAND_USAGE["key:list"],
    args: z.object({ account: requiredFlag("account") }).strict(),
    run: ({ db }, args) => listKeys(db, { accountId: args.account }),
  }),
  "audit:verify": command({
    usage: COMMAND_USAGE["audit:verify"],
    args: z.object({ account: requiredFlag("account") }).strict(),
    run: async ({ db, config, temporal }, args) => {
      if (!temporal) throw invalid("audit:verify needs Temporal: start the service (npm start) or set TEMPORAL_ADDRESS");
      const account = await db.account.findUnique({ where: { id: args.account } });
      if (!account) throw invalid("Unknown account", [{ path: "account", message: `no account ${args.account}` }]);
      return (await temporalStart()).runWorkflow(temporal, config.taskQueue, {
        workflowType: "auditVerificationWorkflow",
        workflowId: workflowIds.auditVerification(account.id, new Date()),
        args: [{ accountId: account.id }],
        accountId: account.id,
      });
    },
  }),
  "retention:sweep": command({
    usage: COMMAND_USAGE["retention:sweep"],
    args: z.object({}).strict(),
    run: async ({ config, temporal }) => {
      if (!temporal) throw invalid("retention:sweep needs Temporal: start the service (npm start) or set TEMPORAL_ADDRESS");
      return (await temporalStart()).runWorkflow(temporal, config.taskQueue, {
        workflowType: "retentionSweepWorkflow",
        workflowId: workflowIds.retentionSweep(new Date()),
        args: [{}],
        accountId: "all-accounts",
      });
    },
  }),
  "migrations:progress": command({
    usage: COMMAND_USAGE["migrations:progress"],
    args: z.object({ id: requiredFlag("id") }).strict(),
    run: async ({ db }, args) => (await import("../domain/migrations/service.js")).migrationProgress(db, args.id),
  }),
  "exports:progress": command({
    usage: COMMAND_USAGE["exports:progress"],
    args: z.object({ id: requiredFlag("id") }).strict(),
    run: async ({ db }, args) => (await import("../domain/exports/index.js")).exportProgress(db, args.id),
  }),
  "lists:import": command({
    usage: COMMAND_USAGE["lists:import"],
    args: z
      .object({
        format: z.enum(WATCHLIST_FORMATS, { error: `--format must be one of ${WATCHLIST_FORMATS.join(", ")}` }),
        file: requiredFlag("file"),
        list: z.string().trim().min(1, "--list must not be empty").optional(),
      })
      .strict(),
    run: async ({ db }, args) => (await screening()).importWatchlist(db, args),
  }),
  "secrets:rotate": command({
    usage: COMMAND_USAGE["secrets:rotate"],
    args: z.object({}).strict(),
    run: async ({ db, config }) => {
      const [{ loadSecretKeyring }, { resealStoredSecrets }] = await Promise.all([
        import("../domain/encryption/keyring.js"),
        import("../domain/encryption/reseal.js"),
      ]);
      return resealStoredSecrets(db, await loadSecretKeyring(db, config), "all");
    },
  }),
  "lists:source:add": command({
    usage: COMMAND_USAGE["lists:source:add"],
    args: z.object({ list: z.unknown(), format: z.unknown(), url: z.unknown(), every: z.unknown() }).partial().strict(),
    run: async (deps, args) => {
      const source = await (await screening()).addListSource(deps.db, deps.config.listSourceUrlPolicy, args);
      return { ...source, schedule: await syncNow(deps, source.list) };
    },
  }),
  "lists:source:list": command({
    usage: COMMAND_USAGE["lists:source:list"],
    args: z.object({}).strict(),
    run: async ({ db }) => (await screening()).listSources(db),
  }),
  "lists:source:remove": command({
    usage: COMMAND_USAGE["lists:source:remove"],
    args: z.object({ list: z.unknown() }).partial().strict(),
    run: async (deps, args) => {
      const removed = await (await screening()).removeListSource(deps.db, args);
      return { ...removed, schedule: (await syncNow(deps, removed.list)) === "synced" ? "deleted" : "pending" };
    },
  }),
  "lists:source:run": command({
    usage: COMMAND_USAGE["lists:source:run"],
    args: z.object({ list: requiredFlag("list") }).strict(),
    run: async (deps, args) => {
      if (!deps.temporal) throw invalid("lists:source:run needs Temporal: start the service (npm start) or set TEMPORAL_ADDRESS");
      await syncNow(deps, args.list);
      await (await listSchedules()).triggerListSchedule(deps.temporal, args.list);
      return { list: args.list, triggered: true };
    },
  }),
  "lists:reindex": command({
    usage: COMMAND_USAGE["lists:reindex"],
    args: z.object({ list: z.string().trim().min(1, "--list must not be empty").optional() }).strict(),
    run: async ({ db }, args) => ({ lists: await (await screening()).reindexWatchlists(db, args.list) }),
  }),
  "lists:status": command({
    usage: COMMAND_USAGE["lists:status"],
    args: z.object({}).strict(),
    run: async ({ db }) => (await screening()).listStatus(db),
  }),
  "account:monitoring": command({
    usage: COMMAND_USAGE["account:monitoring"],
    args: z.object({ account: requiredFlag("account"), "approved-persons": z.enum(["on", "off"], { error: "--approved-persons must be on or off" }) }).strict(),
    run: ({ db }, args) => setMonitorApprovedPersons(db, { accountId: args.account, on: args["approved-persons"] === "on" }),
  }),
  "graphql:persist": command({
    usage: COMMAND_USAGE["graphql:persist"],
    args: z.object({ file: requiredFlag("file") }).strict(),
    run: async ({ config }, args) => {
      const source = await readFile(args.file, "utf8").catch(() => {
        throw invalid("Cannot read the file", [{ path: "file", message: `no readable file ${args.file}` }]);
      });
      // Loaded here: building the GraphQL schema costs every other command (and the CLI's start) time.
      const [{ schema }, { persistOperations }] = await Promise.all([import("../schema/index.js"), import("../http/trustedDocuments.js")]);
      return { manifest: config.trustedDocuments.file, operations: persistOperations(config.trustedDocuments.file, source, schema) };
    },
  }),
} as const;

export async function runCommand(deps: CommandDeps, name: string, rawArgs: Record<string, unknown>): Promise<unknown> {
  const cmd = (COMMANDS as Record<string, Command<z.ZodType>>)[name];
  if (!cmd) throw invalid(`Unknown command "${name}"\n${usage()}`);
  const args = parseInput(cmd.args, rawArgs, `Invalid arguments for ${name} (usage: ${cmd.usage})`);
  return cmd.run(deps, args);
}

// The admin commands (contract "Admin commands"), shared by the CLI's direct mode and the running
// server's admin socket, so both behave identically.
import { readFile } from "node:fs/promises";
import { schema } from "../schema";
import { persistOperations } from "../http/trustedDocuments";
import { z } from "zod";
import type { Client } from "@temporalio/client";
import type { PrismaClient } from "../generated/prisma/client";
import type { Config } from "../config";
import { ROLES } from "../domain/auth/permissions";
import { createAccount, createKey, listKeys, revokeKey, setMonitorApprovedPersons, setUserRole } from "../domain/accounts/admin";
import { invalid } from "../errors";
import { parseInput } from "../domain/kernel/validation";
import { runWorkflow } from "../temporal/start";
import { workflowIds } from "../temporal/workflowIds";
import { migrationProgress } from "../domain/migrations/service";
import { exportProgress } from "../domain/exports";
import { addListSource, importWatchlist, listSources, listStatus, reindexWatchlists, removeListSource, WATCHLIST_FORMATS } from "../screening";
import { loadSecretKeyring } from "../domain/encryption/keyring";
import { resealStoredSecrets } from "../domain/encryption/reseal";
import { syncListSchedules, triggerListSchedule } from "../temporal/listSchedules";
import { VALIDATE_USAGE } from "./validate";

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
  await syncListSchedules(db, temporal, config.taskQueue, list);
  return "synced";
}

const COMMANDS = {
  "account:create": command({
    usage: "account:create --name <name>",
    args: z.object({ name: requiredFlag("name") }).strict(),
    run: ({ db }, args) => createAccount(db, args),
  }),
  "key:create": command({
    usage: `key:create --account <id> [--env test|live] [--name <label>] [--user <email>] [--expires-at <ISO>] [--operator] [--role ${ROLES.join("|")}]   (without --role: the user's role; none: full access)`,
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
    usage: `user:role --account <id> --user <email> --role ${ROLES.join("|")}|none   (the user's role; every key acting as the user is held to it)`,
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
    usage: "key:revoke --id <keyId>",
    args: z.object({ id: requiredFlag("id") }).strict(),
    run: ({ db }, args) => revokeKey(db, args),
  }),
  "key:list": command({
    usage: "key:list --account <id>",
    args: z.object({ account: requiredFlag("account") }).strict(),
    run: ({ db }, args) => listKeys(db, { accountId: args.account }),
  }),
  "audit:verify": command({
    usage: "audit:verify --account <id>   (runs the audit-verification workflow on Temporal)",
    args: z.object({ account: requiredFlag("account") }).strict(),
    run: async ({ db, config, temporal }, args) => {
      if (!temporal) throw invalid("audit:verify needs Temporal: start the service (npm start) or set TEMPORAL_ADDRESS");
      const account = await db.account.findUnique({ where: { id: args.account } });
      if (!account) throw invalid("Unknown account", [{ path: "account", message: `no account ${args.account}` }]);
      return runWorkflow(temporal, config.taskQueue, {
        workflowType: "auditVerificationWorkflow",
        workflowId: workflowIds.auditVerification(account.id, new Date()),
        args: [{ accountId: account.id }],
        accountId: account.id,
      });
    },
  }),
  "retention:sweep": command({
    usage: "retention:sweep   (runs the retention sweep now on Temporal: erases every application past retention; the schedule retention-sweep runs it daily)",
    args: z.object({}).strict(),
    run: async ({ config, temporal }) => {
      if (!temporal) throw invalid("retention:sweep needs Temporal: start the service (npm start) or set TEMPORAL_ADDRESS");
      return runWorkflow(temporal, config.taskQueue, {
        workflowType: "retentionSweepWorkflow",
        workflowId: workflowIds.retentionSweep(new Date()),
        args: [{}],
        accountId: "all-accounts",
      });
    },
  }),
  "migrations:progress": command({
    usage: "migrations:progress --id <migrationId>   (the migration and its per-stage progress; migrations:watch draws it live)",
    args: z.object({ id: requiredFlag("id") }).strict(),
    run: ({ db }, args) => migrationProgress(db, args.id),
  }),
  "exports:progress": command({
    usage: "exports:progress --id <jobId>   (the export job and its progress; exports:watch draws it live)",
    args: z.object({ id: requiredFlag("id") }).strict(),
    run: ({ db }, args) => exportProgress(db, args.id),
  }),
  "lists:import": command({
    usage: "lists:import --format ftm|ofac|un|eu|uk --file <path> [--list <name>]   (imports a sanctions/PEP/warning list as its next version)",
    args: z
      .object({
        format: z.enum(WATCHLIST_FORMATS, { error: `--format must be one of ${WATCHLIST_FORMATS.join(", ")}` }),
        file: requiredFlag("file"),
        list: z.string().trim().min(1, "--list must not be empty").optional(),
      })
      .strict(),
    run: ({ db }, args) => importWatchlist(db, args),
  }),
  "secrets:rotate": command({
    usage: "secrets:rotate   (re-encrypts every stored secret under SECRETS_KEY; then SECRETS_KEY_PREVIOUS may go)",
    args: z.object({}).strict(),
    run: async ({ db, config }) => resealStoredSecrets(db, await loadSecretKeyring(db, config), "all"),
  }),
  "lists:source:add": command({
    usage:
      "lists:source:add --list <name> --format ftm|ofac|un|eu|uk --url <url> [--every 6h]   (fetches the list on a schedule, Temporal Schedule watchlist-refresh-<list>)",
    args: z.object({ list: z.unknown(), format: z.unknown(), url: z.unknown(), every: z.unknown() }).partial().strict(),
    run: async (deps, args) => {
      const source = await addListSource(deps.db, deps.config.listSourceUrlPolicy, args);
      return { ...source, schedule: await syncNow(deps, source.list) };
    },
  }),
  "lists:source:list": command({
    usage: "lists:source:list   (the registered list sources)",
    args: z.object({}).strict(),
    run: ({ db }) => listSources(db),
  }),
  "lists:source:remove": command({
    usage: "lists:source:remove --list <name>   (stops fetching the list; its imported versions stay)",
    args: z.object({ list: z.unknown() }).partial().strict(),
    run: async (deps, args) => {
      const removed = await removeListSource(deps.db, args);
      return { ...removed, schedule: (await syncNow(deps, removed.list)) === "synced" ? "deleted" : "pending" };
    },
  }),
  "lists:source:run": command({
    usage: "lists:source:run --list <name>   (runs the source's schedule now instead of waiting for its interval)",
    args: z.object({ list: requiredFlag("list") }).strict(),
    run: async (deps, args) => {
      if (!deps.temporal) throw invalid("lists:source:run needs Temporal: start the service (npm start) or set TEMPORAL_ADDRESS");
      await syncNow(deps, args.list);
      await triggerListSchedule(deps.temporal, args.list);
      return { list: args.list, triggered: true };
    },
  }),
  "lists:reindex": command({
    usage:
      "lists:reindex [--list <name>]   (rebuilds the lists' retrieval keys and stored name forms: once after an upgrade that changes how names are keyed or normalised)",
    args: z.object({ list: z.string().trim().min(1, "--list must not be empty").optional() }).strict(),
    run: async ({ db }, args) => ({ lists: await reindexWatchlists(db, args.list) }),
  }),
  "lists:status": command({
    usage: "lists:status   (every list: version in force, entries, last import; a source's last check, success and failure with its reason)",
    args: z.object({}).strict(),
    run: ({ db }) => listStatus(db),
  }),
  "account:monitoring": command({
    usage:
      "account:monitoring --account <id> --approved-persons on|off   (whether an approved application's persons are monitored unless they opt out; default on)",
    args: z.object({ account: requiredFlag("account"), "approved-persons": z.enum(["on", "off"], { error: "--approved-persons must be on or off" }) }).strict(),
    run: ({ db }, args) => setMonitorApprovedPersons(db, { accountId: args.account, on: args["approved-persons"] === "on" }),
  }),
  "graphql:persist": command({
    usage: "graphql:persist --file <ops.graphql>   (registers each named operation in GRAPHQL_TRUSTED_DOCUMENTS_FILE; commit it, restart the API)",
    args: z.object({ file: requiredFlag("file") }).strict(),
    run: async ({ config }, args) => {
      const source = await readFile(args.file, "utf8").catch(() => {
        throw invalid("Cannot read the file", [{ path: "file", message: `no readable file ${args.file}` }]);
      });
      return { manifest: config.trustedDocuments.file, operations: persistOperations(config.trustedDocuments.file, source, schema) };
    },
  }),
} as const;

export function usage(): string {
  return ["usage: npm run admin -- <command> [--flag value …]", ...[...Object.values(COMMANDS).map((c) => c.usage), VALIDATE_USAGE].map((u) => `  ${u}`)].join(
    "\n",
  );
}

export async function runCommand(deps: CommandDeps, name: string, rawArgs: Record<string, unknown>): Promise<unknown> {
  const cmd = (COMMANDS as Record<string, Command<z.ZodType>>)[name];
  if (!cmd) throw invalid(`Unknown command "${name}"\n${usage()}`);
  const args = parseInput(cmd.args, rawArgs, `Invalid arguments for ${name} (usage: ${cmd.usage})`);
  return cmd.run(deps, args);
}

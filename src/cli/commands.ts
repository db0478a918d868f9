// The admin commands (contract "Admin commands"), shared by the CLI's direct mode and the running
// server's admin socket, so both behave identically.
import { readFile } from "node:fs/promises";
import { schema } from "../schema";
import { persistOperations } from "../http/trustedDocuments";
import { z } from "zod";
import type { Client } from "@temporalio/client";
import type { PrismaClient } from "../generated/prisma/client";
import type { Config } from "../config";
import { createAccount, createKey, listKeys, revokeKey } from "../domain/accounts/admin";
import { invalid } from "../errors";
import { parseInput } from "../domain/validation";
import { runWorkflow } from "../temporal/start";
import { workflowIds } from "../temporal/workflowIds";
import { migrationProgress } from "../domain/migrations/service";
import { exportProgress } from "../domain/exports/jobs";
import { importWatchlist, WATCHLIST_FORMATS } from "../domain/screening/watchlists/import";
import { loadSecretKeyring } from "../domain/encryption/keyring";
import { resealStoredSecrets } from "../domain/encryption/reseal";

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

const requiredFlag = (flag: string) => z.string({ error: `--${flag} is required` }).trim().min(1, `--${flag} is required`);

export const COMMANDS = {
  "account:create": command({
    usage: "account:create --name <name>",
    args: z.object({ name: requiredFlag("name") }).strict(),
    run: ({ db }, args) => createAccount(db, args),
  }),
  "key:create": command({
    usage: "key:create --account <id> [--env test|live] [--name <label>] [--user <email>] [--expires-at <ISO>] [--operator]",
    args: z
      .object({
        account: requiredFlag("account"),
        env: z.enum(["test", "live"]).optional(),
        name: z.string().min(1).optional(),
        user: z.email("--user must be an e-mail address").optional(),
        "expires-at": z.iso.datetime({ offset: true, message: "--expires-at must be an ISO 8601 date-time" }).optional(),
        operator: z.literal(true).optional(),
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
      }),
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
    usage: "lists:import --format ftm|ofac --file <path> [--list <name>]   (imports a sanctions/PEP/warning list as its next version)",
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

export type CommandName = keyof typeof COMMANDS;

export function usage(): string {
  return ["usage: npm run admin -- <command> [--flag value …]", ...Object.values(COMMANDS).map((c) => `  ${c.usage}`)].join("\n");
}

export async function runCommand(deps: CommandDeps, name: string, rawArgs: Record<string, unknown>): Promise<unknown> {
  const cmd = (COMMANDS as Record<string, Command<z.ZodType>>)[name];
  if (!cmd) throw invalid(`Unknown command "${name}"\n${usage()}`);
  const args = parseInput(cmd.args, rawArgs, `Invalid arguments for ${name} (usage: ${cmd.usage})`);
  return cmd.run(deps, args);
}

// The admin CLI's usage lines, apart from the commands themselves: `npm run admin -- --help` prints
// them without loading the GraphQL schema, Prisma, Temporal or the screening engine.
import { ROLES } from "../domain/auth/permissions";

export const COMMAND_USAGE = {
  "account:create": "account:create --name <name>",
  "key:create": `key:create --account <id> [--env test|live] [--name <label>] [--user <email>] [--expires-at <ISO>] [--operator] [--role ${ROLES.join("|")}]   (without --role: the user's role; none: full access)`,
  "user:role": `user:role --account <id> --user <email> --role ${ROLES.join("|")}|none   (the user's role; every key acting as the user is held to it)`,
  "key:revoke": "key:revoke --id <keyId>",
  "key:list": "key:list --account <id>",
  "audit:verify": "audit:verify --account <id>   (runs the audit-verification workflow on Temporal)",
  "retention:sweep":
    "retention:sweep   (runs the retention sweep now on Temporal: erases every application past retention; the schedule retention-sweep runs it daily)",
  "migrations:progress": "migrations:progress --id <migrationId>   (the migration and its per-stage progress; migrations:watch draws it live)",
  "exports:progress": "exports:progress --id <jobId>   (the export job and its progress; exports:watch draws it live)",
  "lists:import": "lists:import --format ftm|ofac|un|eu|uk --file <path> [--list <name>]   (imports a sanctions/PEP/warning list as its next version)",
  "secrets:rotate": "secrets:rotate   (re-encrypts every stored secret under SECRETS_KEY; then SECRETS_KEY_PREVIOUS may go)",
  "lists:source:add":
    "lists:source:add --list <name> --format ftm|ofac|un|eu|uk --url <url> [--every 6h]   (fetches the list on a schedule, Temporal Schedule watchlist-refresh-<list>)",
  "lists:source:list": "lists:source:list   (the registered list sources)",
  "lists:source:remove": "lists:source:remove --list <name>   (stops fetching the list; its imported versions stay)",
  "lists:source:run": "lists:source:run --list <name>   (runs the source's schedule now instead of waiting for its interval)",
  "lists:reindex":
    "lists:reindex [--list <name>]   (rebuilds the lists' retrieval keys and stored name forms: once after an upgrade that changes how names are keyed or normalised)",
  "lists:status": "lists:status   (every list: version in force, entries, last import; a source's last check, success and failure with its reason)",
  "account:monitoring":
    "account:monitoring --account <id> --approved-persons on|off   (whether an approved application's persons are monitored unless they opt out; default on)",
  "graphql:persist": "graphql:persist --file <ops.graphql>   (registers each named operation in GRAPHQL_TRUSTED_DOCUMENTS_FILE; commit it, restart the API)",
} as const;

export const VALIDATE_USAGE =
  "screening:validate --set <dir> [--out <dir>] [--threshold 0.88]   (the matcher against a labelled set: report.json and report.html; exits 1 when a minimum of the set's thresholds.json is not met; docs/screening-validation.md)";

export function usage(): string {
  return ["usage: npm run admin -- <command> [--flag value …]", ...[...Object.values(COMMAND_USAGE), VALIDATE_USAGE].map((u) => `  ${u}`)].join("\n");
}

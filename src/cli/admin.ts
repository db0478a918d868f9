// npm run admin -- <command> [--flag value …]: JSON on stdout, errors on stderr, non-zero exit.
// Talks to the running server through its admin socket; with no server running, opens the database
// itself (PGlite admits one process, so never both).
import { Connection, Client } from "@temporalio/client";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { DomainError } from "../domain/errors";
import { sendToServer } from "./adminServer";
import { runCommand, usage } from "./commands";

export function parseArgv(argv: string[]): { command: string | undefined; args: Record<string, unknown> } {
  const [command, ...rest] = argv;
  const args: Record<string, unknown> = {};
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i];
    if (!token.startsWith("--")) throw new DomainError("VALIDATION_FAILED", `Unexpected argument "${token}"\n${usage()}`);
    const name = token.slice(2);
    const next = rest[i + 1];
    if (next === undefined || next.startsWith("--")) args[name] = true;
    else {
      args[name] = next;
      i++;
    }
  }
  return { command, args };
}

async function main(): Promise<number> {
  const { command, args } = parseArgv(process.argv.slice(2));
  if (!command || command === "help" || command === "--help") {
    console.error(usage());
    return command ? 0 : 2;
  }
  const config = loadConfig();
  const viaServer = await sendToServer(config.adminSocketPath, command, args);
  if (viaServer) {
    if (viaServer.ok) {
      console.log(JSON.stringify(viaServer.result, null, 2));
      return 0;
    }
    console.error(viaServer.error?.message ?? "admin command failed");
    for (const d of viaServer.error?.details ?? []) console.error(`  ${d.path}: ${d.message}`);
    return 1;
  }
  const db = await openDatabase(config, { migrate: true });
  const connection = config.temporalAddress ? await Connection.connect({ address: config.temporalAddress }) : null;
  try {
    const temporal = connection ? new Client({ connection, namespace: config.temporalNamespace }) : null;
    const result = await runCommand({ db: db.prisma, config, temporal }, command, args);
    console.log(JSON.stringify(result, null, 2));
    return 0;
  } finally {
    await connection?.close();
    await db.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? err.message : String(err));
      if (err instanceof DomainError) for (const d of err.details ?? []) console.error(`  ${d.path}: ${d.message}`);
      process.exit(1);
    },
  );
}

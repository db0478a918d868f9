// npm run admin -- <command> [--flag value …]: JSON on stdout, errors on stderr, non-zero exit.
// Talks to the running server through its admin socket; with no server running, opens the database
// itself (PGlite admits one process, so never both).
// Only what every command needs is imported up front; the rest is loaded by the command that uses it,
// so `--help` answers at once and a command sent to the running server loads no Prisma, Temporal or
// GraphQL schema.
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import type { Config } from "../config";
import { DomainError } from "../errors";
import { usage } from "./usage";

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

/** `migrations:watch <id>` and `exports:watch <jobId>` take their id as a positional argument; everything else takes flags. */
function normaliseArgv(argv: string[]): string[] {
  const [command, first, ...rest] = argv;
  return (command === "migrations:watch" || command === "exports:watch") && first !== undefined && !first.startsWith("--")
    ? [command, "--id", first, ...rest]
    : argv;
}

async function main(): Promise<number> {
  const { command, args } = parseArgv(normaliseArgv(process.argv.slice(2)));
  // A --file names a file on this machine: absolute, so the server behind the admin socket (same
  // machine, its own working directory) reads the same file.
  if (typeof args.file === "string") args.file = path.resolve(args.file);
  if (!command || command === "help" || command === "--help") {
    console.error(usage());
    return command ? 0 : 2;
  }
  // Runs here, in memory: it needs no database or server, and its CPU stays off the server's.
  if (command === "screening:validate") return (await import("./validate.js")).runValidateCommand(args, process.stdout);
  const config = (await import("../config.js")).loadConfig();
  if (command === "migrations:watch") {
    // Polls migrations:progress wherever it answers (the server's socket, or the database itself).
    const id = args.id;
    if (typeof id !== "string") throw new DomainError("VALIDATION_FAILED", "usage: migrations:watch <migrationId>");
    const { watchMigration } = await import("./watch.js");
    return withCommandRunner(config, async (run) => {
      await watchMigration(() => run("migrations:progress", { id }), { out: process.stdout, err: process.stderr });
      return 0;
    });
  }
  if (command === "exports:watch") {
    const id = args.id;
    if (typeof id !== "string") throw new DomainError("VALIDATION_FAILED", "usage: exports:watch <jobId>");
    const { watchExport } = await import("./watch.js");
    return withCommandRunner(config, async (run) => {
      await watchExport(() => run("exports:progress", { id }), { out: process.stdout, err: process.stderr });
      return 0;
    });
  }
  return withCommandRunner(config, async (run) => {
    console.log(JSON.stringify(await run(command, args), null, 2));
    return 0;
  });
}

type Run = (command: string, args: Record<string, unknown>) => Promise<unknown>;

/** Runs commands through the running server's admin socket, or against the database directly. */
async function withCommandRunner(config: Config, body: (run: Run) => Promise<number>): Promise<number> {
  const { sendToServer } = await import("./adminClient.js");
  // A read-only command answers whether a server owns the database (PGlite admits one process).
  const probe = await sendToServer(config.adminSocketPath, "key:list", { account: "-" }).catch(() => null);
  if (probe) {
    return body(async (command, args) => {
      const viaServer = await sendToServer(config.adminSocketPath, command, args);
      if (!viaServer) throw new Error("the server stopped answering on its admin socket");
      if (!viaServer.ok) throw new DomainError("VALIDATION_FAILED", viaServer.error?.message ?? "admin command failed", viaServer.error?.details);
      return viaServer.result;
    });
  }
  // PGlite and Prisma's query compiler are WebAssembly. V8 compiles a function quickly at first and,
  // once it has run a while, again with its optimising compiler on other threads: for a command that
  // lives a second or two that second compilation is most of its CPU (a key's creation took 2.1-2.5 s
  // of CPU with it and 1.2-1.6 s without: medians of four rounds of 3-4 runs) and, on a busy machine,
  // of its wall time. With a budget 77 times V8's default, only what runs long (an import's hot loop)
  // is still optimised.
  // A budget given to node (on its command line or in NODE_OPTIONS) wins: the cli bench times V8's default beside this.
  if (![...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((arg) => arg.includes("--wasm-tiering-budget"))) {
    setFlagsFromString("--wasm-tiering-budget=1000000000");
  }
  const { openDatabase } = await import("../db/client.js");
  // The database is opened first: while PGlite reads its files and compiles its WebAssembly off the
  // main thread, the commands (zod among them) and Temporal's client load on it. Temporal's client (its
  // protobuf definitions take a while to load) only when there is a Temporal to talk to.
  const opening = openDatabase(config, { migrate: true });
  // Its failure is thrown where it is awaited, below; this only keeps it from counting as unhandled meanwhile.
  opening.catch(() => undefined);
  let loaded;
  try {
    loaded = await Promise.all([import("./commands.js"), config.temporalAddress ? import("@temporalio/client") : null]);
  } catch (err) {
    await opening.then((db) => db.close()).catch(() => undefined);
    throw err;
  }
  const [{ runCommand }, temporalClient] = loaded;
  const db = await opening;
  const connection = temporalClient && config.temporalAddress ? await temporalClient.Connection.connect({ address: config.temporalAddress }) : null;
  try {
    const temporal = temporalClient && connection ? new temporalClient.Client({ connection, namespace: config.temporalNamespace }) : null;
    return await body((command, args) => runCommand({ db: db.prisma, config, temporal }, command, args));
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

// Prisma's schema engine compiled to WASM: migrations without the native engine download
// (see ../shared/TOOLCHAIN.md). One folder of migrations serves this runner and `prisma migrate deploy`.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, existsSync, statSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { pgliteExtensions } from "./extensions";

const PRISMA_DIR = path.resolve(__dirname, "../../prisma");
const SCHEMA_PATH = path.join(PRISMA_DIR, "schema.prisma");
export const MIGRATIONS_DIR = path.join(PRISMA_DIR, "migrations");

// The engine's own types live in an ESM-only package; we use the handful of calls we need.
interface SchemaEngine {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diff(input: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
}

let wasmReady: Promise<{ SchemaEngine: { new: (o: unknown, cb: (msg: string) => void, a: unknown) => Promise<SchemaEngine> } }> | undefined;

function loadWasm() {
  wasmReady ??= (async () => {
    // Node 20 cannot import the .wasm module the package imports, so we instantiate it by hand.
    const bg = require("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")), "schema_engine_bg.wasm");
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), { "./schema_engine_bg.js": bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as unknown as { __wbindgen_start: () => void }).__wbindgen_start();
    return bg;
  })();
  return wasmReady;
}

function schemaFiles() {
  return [{ path: SCHEMA_PATH, content: readFileSync(SCHEMA_PATH, "utf8") }];
}

async function openEngine(adapterFactory: SqlMigrationAwareDriverAdapterFactory, log: (m: string) => void = () => {}) {
  const { SchemaEngine } = await loadWasm();
  const files = schemaFiles();
  return SchemaEngine.new({ datamodels: files.map((f) => [f.path, f.content]) }, log, bindMigrationAwareSqlAdapterFactory(adapterFactory));
}

export function migrationDirectories(): string[] {
  if (!existsSync(MIGRATIONS_DIR)) return [];
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => statSync(path.join(MIGRATIONS_DIR, name)).isDirectory())
    .filter((name) => existsSync(path.join(MIGRATIONS_DIR, name, "migration.sql")))
    .sort();
}

function migrationsList() {
  const lockPath = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: { path: lockPath, content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    // The engine records this path as the migration's name: the folder name, as `prisma migrate
    // deploy` records it, so a checkout in another directory sees the same history.
    migrationDirectories: migrationDirectories().map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

const NO_FILTERS = { externalTables: [], externalEnums: [] };

/**
 * Earlier versions of this runner recorded each migration under its absolute path, which made a
 * checkout in another directory re-apply everything: those names become folder names.
 */
async function renamePathRecordedMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory) {
  const adapter = await adapterFactory.connect();
  try {
    const table = await adapter.queryRaw({ sql: `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS "exists"`, args: [], argTypes: [] });
    if (!table.rows[0]?.[0]) return;
    await adapter.executeRaw({
      sql: `UPDATE _prisma_migrations SET migration_name = regexp_replace(migration_name, '^.*/', '') WHERE migration_name LIKE '%/%'`,
      args: [],
      argTypes: [],
    });
  } finally {
    await adapter.dispose();
  }
}

/**
 * Whether the database records every migration folder as applied (finished, not rolled back) under the
 * checksum of the file as it is now, and nothing else: then there is nothing for the engine to do, and
 * the start (a server's, an admin command's) skips loading and running it. Anything else (a table not
 * there yet, a folder not applied, a failed or rolled-back row, an edited file, a row of a name no
 * folder has, a path-recorded name) answers false and the engine runs as `prisma migrate deploy` would,
 * refusing what it refuses. One read; a migration applied concurrently shows as a row not finished.
 */
export async function migrationsCurrent(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<boolean> {
  const adapter = await adapterFactory.connect();
  try {
    const table = await adapter.queryRaw({ sql: `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS "exists"`, args: [], argTypes: [] });
    if (!table.rows[0]?.[0]) return false;
    const recorded = await adapter.queryRaw({
      sql: `SELECT migration_name, checksum, finished_at IS NOT NULL AND rolled_back_at IS NULL AS applied, rolled_back_at IS NOT NULL AS rolled_back FROM _prisma_migrations`,
      args: [],
      argTypes: [],
    });
    const applied = new Map<string, string>();
    for (const [name, checksum, ok, rolledBack] of recorded.rows as [string, string, boolean, boolean][]) {
      // A rolled-back row sits beside the row of its re-application: the engine decides what they mean.
      if (!ok || rolledBack || applied.has(name)) return false;
      applied.set(name, checksum);
    }
    const folders = migrationDirectories();
    if (folders.length !== applied.size) return false;
    return folders.every(
      (name) =>
        applied.get(name) ===
        createHash("sha256")
          .update(readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql")))
          .digest("hex"),
    );
  } finally {
    await adapter.dispose();
  }
}

/** Applies pending migrations, like `prisma migrate deploy`; returns the names applied now. */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  if (await migrationsCurrent(adapterFactory)) return [];
  await renamePathRecordedMigrations(adapterFactory);
  const engine = await openEngine(adapterFactory);
  try {
    const out = await engine.applyMigrations({ migrationsList: migrationsList(), filters: NO_FILTERS });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/**
 * Indexes that migrations create in raw SQL because schema.prisma cannot declare them: GIN over
 * ("accountId", "word" gin_trgm_ops) needs btree_gin, which Prisma's validator refuses, a GIN over
 * an expression (search_words) has no Prisma syntax, and a B-tree with text_pattern_ops does not
 * survive Prisma's introspection. The diff would drop
 * them: only that DROP INDEX is left out, any other change to them still shows.
 */
export const RAW_INDEXES = [
  "Application_accountId_emailKey_idx",
  "Application_searchWords_idx",
  "ScreeningHit_searchWords_idx",
  "Document_searchWords_idx",
  "Task_searchWords_idx",
  "SearchWord_accountId_word_trgm_idx",
];

/** The diff's script without the DROP INDEX of a RAW_INDEXES entry (its steps are blank-line separated). */
export function withoutRawIndexDrops(sql: string): string {
  const drops = new Set(RAW_INDEXES.map((name) => `-- DropIndex\nDROP INDEX "${name}";`));
  return sql
    .split(/\n{2,}/)
    .filter((step) => !drops.has(step.trim()))
    .join("\n\n");
}

/**
 * SQL that takes a database holding every committed migration to the current schema.prisma;
 * empty when they agree (RAW_INDEXES aside). Runs against a throwaway in-memory PGlite.
 */
export async function pendingSchemaSql(): Promise<string> {
  const scratch = new PGlite({ extensions: pgliteExtensions });
  try {
    const factory = new PrismaPGlite(scratch);
    await applyMigrations(factory);
    const engine = await openEngine(factory);
    try {
      const result = await engine.diff({
        from: { tag: "schemaDatasource", files: schemaFiles(), configDir: PRISMA_DIR },
        to: { tag: "schemaDatamodel", files: schemaFiles() },
        script: true,
        exitCode: true,
        filters: NO_FILTERS,
      });
      return result.exitCode === 2 ? withoutRawIndexDrops(result.stdout ?? "") : "";
    } finally {
      engine.free();
    }
  } finally {
    await scratch.close();
  }
}

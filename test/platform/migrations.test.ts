// The migration runner (src/db/schemaEngine.ts): the history it records is the same wherever the
// checkout lives, a start skips the engine only when every migration is recorded applied as it is now,
// and the drift check's one exception stays narrow.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { pgliteExtensions } from "../../src/db/extensions";
import { MIGRATIONS_DIR, RAW_INDEXES, applyMigrations, migrationDirectories, migrationsCurrent, withoutRawIndexDrops } from "../../src/db/schemaEngine";

describe("migration history", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite({ extensions: pgliteExtensions });
    await db.waitReady;
  });
  afterAll(() => db.close());

  const names = async () =>
    (await db.query<{ migration_name: string }>(`SELECT migration_name FROM _prisma_migrations ORDER BY migration_name`)).rows.map((r) => r.migration_name);

  it("records each migration under its folder name, as prisma migrate deploy does", async () => {
    await applyMigrations(new PrismaPGlite(db));
    expect(await names()).toEqual(migrationDirectories());
  });

  it("reads a history recorded under absolute paths as the same migrations", async () => {
    await db.query(`UPDATE _prisma_migrations SET migration_name = $1 || '/' || migration_name`, [MIGRATIONS_DIR]);
    expect(await applyMigrations(new PrismaPGlite(db))).toEqual([]);
    expect(await names()).toEqual(migrationDirectories());
  });

  // A start with every migration applied skips the engine; anything else must reach it.
  it("knows a database with every migration applied as current, and nothing else", async () => {
    const factory = new PrismaPGlite(db);
    expect(await migrationsCurrent(factory)).toBe(true);
    const last = migrationDirectories().at(-1)!;
    const row = (await db.query<{ id: string; checksum: string }>(`SELECT id, checksum FROM _prisma_migrations WHERE migration_name = $1`, [last])).rows[0];

    // An applied file edited since (its checksum differs): the engine warns or refuses, not this check.
    await db.query(`UPDATE _prisma_migrations SET checksum = $1 WHERE id = $2`, ["0".repeat(64), row.id]);
    expect(await migrationsCurrent(factory)).toBe(false);
    await db.query(`UPDATE _prisma_migrations SET checksum = $1 WHERE id = $2`, [row.checksum, row.id]);

    // A failed (unfinished) migration and a rolled-back one.
    await db.query(`UPDATE _prisma_migrations SET finished_at = NULL WHERE id = $1`, [row.id]);
    expect(await migrationsCurrent(factory)).toBe(false);
    await db.query(`UPDATE _prisma_migrations SET finished_at = now(), rolled_back_at = now() WHERE id = $1`, [row.id]);
    expect(await migrationsCurrent(factory)).toBe(false);
    await db.query(`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE id = $1`, [row.id]);

    // A folder not applied yet, and a row no folder has (a database newer than the code).
    await db.query(`UPDATE _prisma_migrations SET migration_name = 'elsewhere' WHERE id = $1`, [row.id]);
    expect(await migrationsCurrent(factory)).toBe(false);
    await db.query(`UPDATE _prisma_migrations SET migration_name = $1 WHERE id = $2`, [last, row.id]);
    await db.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ('extra', $1, '29991231000000_from_the_future', now(), 1)`,
      [row.checksum],
    );
    expect(await migrationsCurrent(factory)).toBe(false);
    await db.query(`DELETE FROM _prisma_migrations WHERE id = 'extra'`);
    expect(await migrationsCurrent(factory)).toBe(true);
  });

  it("answers not current for a database with no history, so the engine creates it", async () => {
    const empty = new PGlite({ extensions: pgliteExtensions });
    try {
      expect(await migrationsCurrent(new PrismaPGlite(empty))).toBe(false);
    } finally {
      await empty.close();
    }
  });
});

describe("drift check exception", () => {
  const step = (sql: string) => `-- DropIndex\n${sql}`;

  it("leaves out the DROP INDEX of a raw-SQL index and nothing else", () => {
    const kept = [step(`DROP INDEX "Application_name_trgm_idx";`), `-- AlterTable\nALTER TABLE "Application" ADD COLUMN "x" TEXT;`];
    const diff = [step(`DROP INDEX "${RAW_INDEXES[0]}";`), ...kept, step(`DROP INDEX "${RAW_INDEXES[1]}";`)].join("\n\n");
    expect(withoutRawIndexDrops(diff)).toBe(kept.join("\n\n"));
  });

  it("still reports any other change to a raw-SQL index", () => {
    const create = `-- CreateIndex\nCREATE INDEX "${RAW_INDEXES[0]}" ON "Application"("accountId");`;
    expect(withoutRawIndexDrops(create)).toBe(create);
  });
});

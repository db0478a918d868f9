// The migration runner (src/db/schemaEngine.ts): the history it records is the same wherever the
// checkout lives, and the drift check's one exception stays narrow.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { pgliteExtensions } from "../../src/db/extensions";
import { MIGRATIONS_DIR, RAW_INDEXES, applyMigrations, migrationDirectories, withoutRawIndexDrops } from "../../src/db/schemaEngine";

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

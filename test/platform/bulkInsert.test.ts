// Bulk inserts send each column as one PostgreSQL text[] literal: every row of applications,
// documents, audit entries, events and ownership edges goes through it. Whatever a value holds
// (quotes, backslashes, braces, commas, white space, the word NULL, an empty string, any script),
// the database must store exactly that value, on PostgreSQL and on PGlite alike.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { startTestService, type TestService } from "../support/service";
import { insertRows } from "../../src/kernel/bulkInsert";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.close();
});

/** Text a user may send: the characters an array literal treats specially, mixed with any other (no NUL, which no text column takes). */
const awkward = fc
  .oneof(
    fc.constantFrom("", " ", "NULL", "null", "NuLl", " NULL", '"', "\\", "{", "}", ",", "{a,b}", '\\"', "a b", "\t", "\n", "[1:2]={x}", "é", "王君正", "ـ"),
    fc
      .array(fc.oneof(fc.constantFrom('"', "\\", "{", "}", ",", " ", "\t", "\r\n", "NULL"), fc.string({ unit: "grapheme" })), { maxLength: 6 })
      .map((parts) => parts.join("")),
    fc.string({ unit: "binary" }),
  )
  .filter((text) => !text.includes("\u0000"));

describe("a bulk insert", () => {
  it("stores every text and JSON value exactly as given, whatever characters it holds", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(awkward, fc.option(fc.dictionary(awkward, awkward, { maxKeys: 3 }))), { minLength: 1, maxLength: 12 }),
        async (values) => {
          const updatedAt = new Date();
          const rows = values.map(([name, taxonomy]) => ({ id: randomUUID(), name, severityTaxonomy: taxonomy, updatedAt }));
          await insertRows(svc.db.prisma, "Account", rows);
          const stored = await svc.db.prisma.account.findMany({
            where: { id: { in: rows.map((r) => r.id) } },
            select: { id: true, name: true, severityTaxonomy: true, updatedAt: true },
          });
          const byId = new Map(stored.map((row) => [row.id, row]));
          for (const row of rows) expect(byId.get(row.id)).toEqual(row);
        },
      ),
      { seed: 20261207, numRuns: 60 },
    );
  });
});

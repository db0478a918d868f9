// The unit of work of a change (src/domain/applicationChange.ts) over a recording stand-in for the
// transaction: which locks it takes and when, and that audit entries and events are written in the
// order given, through the same bulk writers whether one or many.
import { changeIn } from "../../../src/domain/applicationChange";
import { GENESIS_HASH } from "../../../src/domain/audit/trail";
import type { Actor } from "../../../src/domain/auth/context";
import type { Tx } from "../../../src/db/transaction";
import { registerPolicies } from "../../../src/domain/decisions/policies";

const reviewer: Actor = { accountId: "acc", apiKeyId: "key", userId: "u1", userName: "Rita", operator: false };
const service: Actor = { accountId: "acc", apiKeyId: "service", userId: "service", userName: "Compliance Service", operator: false };

/** A transaction that answers no chain heads, makes the audit keys asked for, and records every statement. */
function recordingTx() {
  const statements: { sql: string; values: unknown[] }[] = [];
  const tx = {
    $queryRaw: async (strings: TemplateStringsArray, ...values: unknown[]) => {
      statements.push({ sql: strings.join("?"), values });
      if (strings.join("?").includes(`INTO "AuditKey"`))
        return (values[0] as string[]).map((applicationId, i) => ({ applicationId, key: (values[1] as string[])[i] }));
      return [];
    },
    $executeRawUnsafe: async (sql: string, ...values: unknown[]) => {
      statements.push({ sql, values });
      return 1;
    },
  };
  const locks = () => statements.filter((s) => s.sql.includes("FOR UPDATE")).map((s) => s.values[0]);
  const inserts = (table: string) => statements.filter((s) => s.sql.startsWith(`INSERT INTO "${table}"`));
  return { tx: tx as unknown as Tx, statements, locks, inserts };
}

const entry = (applicationId: string, type: string) => ({ applicationId, type, entityType: "APPLICATION", entityId: applicationId });

// A change asks the registered policies which entries move the risk model, as at start-up.
beforeAll(() => registerPolicies());

describe("an application change", () => {
  it("takes each application's lock once, several in id order in one statement", async () => {
    const db = recordingTx();
    const change = changeIn(db.tx, reviewer);
    await change.lock("b");
    await change.lock(["c", "a", "b"]);
    await change.lock("a");
    expect(db.locks()).toEqual(["b", ["a", "c"]]);
  });

  it("locks an application before appending to its chain when the caller has not", async () => {
    const db = recordingTx();
    await changeIn(db.tx, reviewer).audit(entry("app-1", "application.updated"));
    expect(db.statements[0].sql).toContain("FOR UPDATE");
    expect(db.inserts("AuditLog")).toHaveLength(1);
  });

  it("chains entries in the order given, one application after another", async () => {
    const db = recordingTx();
    const rows = await changeIn(db.tx, reviewer).audit([entry("a", "first"), entry("b", "other"), entry("a", "second")]);
    const ofA = rows.filter((r) => r.applicationId === "a");
    expect(ofA.map((r) => [r.eventType, r.seq])).toEqual([
      ["first", 1],
      ["second", 2],
    ]);
    expect(ofA[0].prevHash).toBe(GENESIS_HASH);
    expect(ofA[1].prevHash).toBe(ofA[0].hash);
    expect(rows.find((r) => r.applicationId === "b")!.seq).toBe(1);
  });

  it("writes one entry exactly as a bulk append writes it", async () => {
    const one = await changeIn(recordingTx().tx, reviewer).audit({ ...entry("a", "note.created"), hidden: true, note: "why" });
    const many = await changeIn(recordingTx().tx, reviewer).audit([{ ...entry("a", "note.created"), hidden: true, note: "why" }]);
    const { id: _i1, createdAt: _c1, hash: _h1, ...single } = one[0];
    const { id: _i2, createdAt: _c2, hash: _h2, ...bulk } = many[0];
    expect(single).toEqual(bulk);
  });

  it("writes events in one insert in the order given, kept from customers when asked", async () => {
    const db = recordingTx();
    const change = changeIn(db.tx, reviewer);
    await change.emit([
      { event: "note.created", entityType: "NOTE", entityId: "n1", applicationId: "a", operatorOnly: true },
      { event: "application.updated", entityType: "APPLICATION", entityId: "a", applicationId: "a" },
    ]);
    await change.emit([]);
    const [insert] = db.inserts("OutboxEvent");
    expect(db.inserts("OutboxEvent")).toHaveLength(1);
    // Each column travels as one text[] literal (src/kernel/bulkInsert.ts), the rows in the order given.
    expect(insert.values).toContain("{note.created,application.updated}");
    expect(insert.values).toContain("{true,false}");
    expect(db.locks()).toEqual([]);
  });

  it("keeps the locks it holds when the service writes in the same change", async () => {
    const db = recordingTx();
    const change = changeIn(db.tx, reviewer);
    await change.lock("a");
    const [row] = await change.as(service).audit(entry("a", "task.created"));
    expect(db.locks()).toEqual(["a"]);
    expect(row.performedByName).toBe("Compliance Service");
  });
});

// Personal data is marked once, on its column in prisma/schema.prisma (`/// @personal <tombstone>` or
// `/// @notPersonal <why>`), and erasure overwrites what the marks name. A text or JSON column added to
// a model holding an application's rows without either mark fails here, before an erasure can miss it.
import { COLUMN_TYPES, PERSONAL_COLUMNS, UNMARKED_TEXT_COLUMNS } from "../../../src/generated/columns";
import { ROWS_REACHED_OTHERWISE, tombstoneSql } from "../../../src/domain/retention/rows";

/** Models whose application data another erasure handles, and why the row erasure leaves them alone. */
const ERASED_ELSEWHERE: Record<string, string> = {
  AuditLog: "src/domain/audit/erase.ts rewrites entries so the sealed chain still verifies",
  AuditKey: "per-application keys of the audit trail's erasure, destroyed by it",
  IdempotencyKey: "rows naming the application are deleted whole",
};

const holdsApplicationRows = (model: string) =>
  "applicationId" in (COLUMN_TYPES as Record<string, Record<string, string>>)[model] || model in ROWS_REACHED_OTHERWISE || model in PERSONAL_COLUMNS;

describe("personal-data marks", () => {
  const models = Object.keys(COLUMN_TYPES).filter((m) => holdsApplicationRows(m) && !(m in ERASED_ELSEWHERE));

  it("cover every text and JSON column of every model that holds an application's rows", () => {
    expect(models).toEqual(expect.arrayContaining(["Application", "Individual", "Business", "Document", "ScreeningHit", "Note", "Task", "OwnershipNode"]));
    const unmarked = models.flatMap((m) => UNMARKED_TEXT_COLUMNS[m]!.map((c) => `${m}.${c}`));
    expect(unmarked).toEqual([]);
  });

  it("name a tombstone erasure knows for every personal column", () => {
    for (const columns of Object.values(PERSONAL_COLUMNS))
      for (const tombstone of Object.values(columns)) expect(() => tombstoneSql(tombstone, "acc")).not.toThrow();
    expect(() => tombstoneSql("forget it", "acc")).toThrow(/Unknown @personal tombstone/);
  });

  it("mark the investor's own fields personal", () => {
    expect(Object.keys(PERSONAL_COLUMNS.Individual!)).toEqual(
      expect.arrayContaining(["firstName", "lastName", "dateOfBirth", "placeOfBirth", "nationality", "residenceCountry", "address", "tins"]),
    );
    expect(Object.keys(PERSONAL_COLUMNS.Application!)).toEqual(expect.arrayContaining(["name", "email"]));
  });
});

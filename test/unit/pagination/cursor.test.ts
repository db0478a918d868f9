// The one cursor pagination (spec 4.1 and 7): signed cursors that carry the list, the account, the
// order and the sort field they were issued under, and the spec's error for each misuse.
import { DomainError } from "../../../src/errors";
import { afterCursor, finishPage, issueCursor, pageOrder, readPage, setCursorSigningKey, type ListSpec } from "../../../src/domain/pagination/cursor";

type Field = "createdAt" | "name";
const APPLICATIONS: ListSpec<Field> = {
  name: "applications",
  sortFields: ["createdAt", "name"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date", name: "string" },
  defaultOrder: { name: "asc" },
};
const NOTES: ListSpec<"createdAt"> = { name: "notes", sortFields: ["createdAt"], defaultSortField: "createdAt", sortFieldKind: { createdAt: "date" } };
const ACCOUNT = "acc_1";
const at = new Date("2026-10-01T08:00:00.000Z");

setCursorSigningKey("unit-test-signing-key"); // as every API process does at start

/** The DomainError a call throws, as the REST body shows it. */
function errorOf(fn: () => unknown): Pick<DomainError, "code" | "message" | "details"> {
  try {
    fn();
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) };
  }
  throw new Error("did not throw");
}

describe("readPage without a cursor", () => {
  it("defaults to 50 newest first by the list's default field", () => {
    expect(readPage({}, APPLICATIONS, ACCOUNT)).toEqual({ limit: 50, order: "desc", orderBy: "createdAt", after: null });
  });

  it("takes a field's own default order (names read A to Z)", () => {
    expect(readPage({ orderBy: "name" }, APPLICATIONS, ACCOUNT).order).toBe("asc");
    expect(readPage({ orderBy: "name", order: "desc" }, APPLICATIONS, ACCOUNT).order).toBe("desc");
  });

  it("accepts limits from 1 to 100", () => {
    expect(readPage({ limit: 1 }, APPLICATIONS, ACCOUNT).limit).toBe(1);
    expect(readPage({ limit: 100 }, APPLICATIONS, ACCOUNT).limit).toBe(100);
  });

  it("answers one validation error listing every bad parameter", () => {
    expect(errorOf(() => readPage({ limit: 101, order: "up", orderBy: "email" }, APPLICATIONS, ACCOUNT))).toEqual({
      code: "VALIDATION_FAILED",
      message: "Invalid pagination parameters",
      details: [
        { path: "limit", message: "must be an integer from 1 to 100" },
        { path: "orderBy", message: "must be one of createdAt, name" },
        { path: "order", message: "must be asc or desc" },
      ],
    });
    expect(errorOf(() => readPage({ limit: 0 }, APPLICATIONS, ACCOUNT)).details).toEqual([{ path: "limit", message: "must be an integer from 1 to 100" }]);
    expect(errorOf(() => readPage({ limit: 2.5 }, APPLICATIONS, ACCOUNT)).code).toBe("VALIDATION_FAILED");
  });
});

describe("cursors", () => {
  const cursor = issueCursor(APPLICATIONS, ACCOUNT, "desc", "createdAt", at, "app_9");

  it("are opaque URL-safe text that continue after the row they were issued for", () => {
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(readPage({ cursor }, APPLICATIONS, ACCOUNT)).toEqual({ limit: 50, order: "desc", orderBy: "createdAt", after: { value: at, id: "app_9" } });
  });

  it("carry string sort values as strings", () => {
    const byName = issueCursor(APPLICATIONS, ACCOUNT, "asc", "name", "Anna Schmidt", "app_3");
    expect(readPage({ cursor: byName, orderBy: "name" }, APPLICATIONS, ACCOUNT).after).toEqual({ value: "Anna Schmidt", id: "app_3" });
  });

  it("are refused when tampered with, truncated or made up", () => {
    const [body, mac] = cursor.split(".");
    const forged = Buffer.from(JSON.stringify({ l: "applications", a: ACCOUNT, o: "desc", f: "createdAt", v: at.toISOString(), i: "app_1" })).toString(
      "base64url",
    );
    for (const bad of [`${forged}.${mac}`, `${body}.${mac.slice(1)}`, body, `${cursor}.x`, "garbage", `${body}.${"A".repeat(22)}`]) {
      expect(errorOf(() => readPage({ cursor: bad }, APPLICATIONS, ACCOUNT))).toEqual({ code: "INVALID_CURSOR", message: "Invalid pagination cursor" });
    }
    expect(readPage({ cursor: "" }, APPLICATIONS, ACCOUNT).after).toBeNull(); // an empty cursor is the first page
  });

  it("are refused by another list and another account, as if made up", () => {
    const invalid = { code: "INVALID_CURSOR", message: "Invalid pagination cursor" };
    expect(errorOf(() => readPage({ cursor }, NOTES as unknown as ListSpec<Field>, ACCOUNT))).toEqual(invalid);
    expect(errorOf(() => readPage({ cursor }, APPLICATIONS, "acc_2"))).toEqual(invalid);
  });

  it("are refused under another sort field, with the spec's message", () => {
    expect(errorOf(() => readPage({ cursor, orderBy: "name", order: "desc" }, APPLICATIONS, ACCOUNT))).toEqual({
      code: "CURSOR_SORT_MISMATCH",
      message: "Pagination cursor sort field does not match requested orderBy",
    });
  });

  it("are refused under the other order, with the spec's message", () => {
    expect(errorOf(() => readPage({ cursor, order: "asc" }, APPLICATIONS, ACCOUNT))).toEqual({
      code: "CURSOR_DIRECTION_MISMATCH",
      message: "Pagination cursor direction does not match sort order",
    });
  });

  it("signed under another key are refused (a key shared by every API process)", () => {
    setCursorSigningKey("another-deployment");
    try {
      expect(errorOf(() => readPage({ cursor }, APPLICATIONS, ACCOUNT)).code).toBe("INVALID_CURSOR");
    } finally {
      setCursorSigningKey("unit-test-signing-key");
    }
  });
});

describe("finishPage", () => {
  const rows = [3, 2, 1].map((n) => ({ id: `app_${n}`, createdAt: new Date(at.getTime() + n * 1000) }));
  const page = readPage({ limit: 2 }, APPLICATIONS, ACCOUNT);

  it("keeps `limit` rows and issues a cursor after the last one kept when more were fetched", () => {
    const { items, nextCursor } = finishPage(rows, page, APPLICATIONS, ACCOUNT, (r) => r.createdAt);
    expect(items.map((r) => r.id)).toEqual(["app_3", "app_2"]);
    expect(readPage({ cursor: nextCursor, limit: 2 }, APPLICATIONS, ACCOUNT).after).toEqual({ value: rows[1].createdAt, id: "app_2" });
  });

  it("answers no next cursor on the last page", () => {
    expect(finishPage(rows.slice(0, 2), page, APPLICATIONS, ACCOUNT, (r) => r.createdAt).nextCursor).toBeNull();
  });
});

describe("keyset conditions", () => {
  it("ask for rows strictly after the cursor in (sort field, id) order, ties broken by id", () => {
    const page = readPage({ cursor: issueCursor(APPLICATIONS, ACCOUNT, "asc", "name", "Bob", "app_5"), orderBy: "name" }, APPLICATIONS, ACCOUNT);
    expect(afterCursor(page)).toEqual({
      AND: [{ name: { gte: "Bob" } }, { OR: [{ name: { gt: "Bob" } }, { name: "Bob", id: { gt: "app_5" } }] }],
    });
    expect(pageOrder(page)).toEqual([{ name: "asc" }, { id: "asc" }]);
  });

  it("are empty on a first page", () => {
    expect(afterCursor(readPage({}, APPLICATIONS, ACCOUNT))).toEqual({});
  });
});

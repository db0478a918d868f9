// When retention ends and which rule refuses an erasure (src/domain/retention/policy.ts).
import { erasureRefusal, retentionEndsAt } from "../../../src/domain/retention/policy";

describe("retention's end", () => {
  it("is the same calendar day years later, and 28 February for a decision on 29 February (as PostgreSQL adds years)", () => {
    expect(retentionEndsAt(new Date("2026-03-15T10:00:00Z"), 5).toISOString()).toBe("2031-03-15T10:00:00.000Z");
    expect(retentionEndsAt(new Date("2024-02-29T10:00:00Z"), 1).toISOString()).toBe("2025-02-28T10:00:00.000Z");
    expect(retentionEndsAt(new Date("2024-02-29T10:00:00Z"), 4).toISOString()).toBe("2028-02-29T10:00:00.000Z");
  });
});

describe("an erasure's refusal", () => {
  const now = new Date("2032-01-01T00:00:00Z");
  const closed = { status: "APPROVED" as const, decidedAt: new Date("2026-03-15T10:00:00Z"), legalHold: false, legalHoldReason: null };
  it("names the legal hold first, then an open application, then retention with the day it ends", () => {
    expect(erasureRefusal({ ...closed, legalHold: true, legalHoldReason: "Case 7" }, 0, now)?.code).toBe("LEGAL_HOLD");
    expect(erasureRefusal({ ...closed, status: "SUBMITTED", decidedAt: null }, 0, now)?.code).toBe("APPLICATION_NOT_CLOSED");
    const within = erasureRefusal(closed, 10, now);
    expect(within?.code).toBe("RETENTION_PERIOD");
    expect(within?.message).toContain("until 2036-03-15");
    expect(erasureRefusal(closed, 5, now)).toBeNull();
  });
});

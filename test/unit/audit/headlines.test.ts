// Audit headlines (spec 2.3: an AUDIT_LOG note's sourceLabel is the annotated event's headline).
import { auditHeadline } from "../../../src/domain/audit/headlines";

describe("auditHeadline", () => {
  it("reads a known event type as a sentence", () => {
    expect(auditHeadline("application.created")).toBe("Application created");
    expect(auditHeadline("individual.updated")).toBe("Key person corrected");
  });
  it("names the status a status change reached", () => {
    expect(auditHeadline("application.status_changed", "APPROVED")).toBe("Application approved");
    expect(auditHeadline("application.status_changed", "ON_HOLD")).toBe("Application status changed to ON_HOLD");
  });
  it("never shows a new type raw", () => {
    expect(auditHeadline("export.requested")).toBe("Export requested");
  });
});

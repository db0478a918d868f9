// The sandbox's rules (docs/sandbox.md) without a service: which markers raise which hit, which check
// a document marker fails, what an example event looks like, and where the switch is on.
import { loadConfig } from "../../../src/config";
import { applyDocumentMarkers, exampleEvent, sandboxMatches } from "../../../src/domain/sandbox";
import type { ScreeningSubject } from "../../../src/screening/matching";

const subject = (name: string, types: ScreeningSubject["types"] = ["SANCTIONS", "PEP", "WARNING"]): ScreeningSubject => ({
  kind: "individual",
  id: "p1",
  accountId: "a1",
  applicationId: "app1",
  name,
  birthDate: null,
  countries: [],
  registrationNumbers: [],
  types,
  matchThreshold: 0.88,
});

describe("screening markers", () => {
  it("match case-insensitively in the name or the application's e-mail, one hit per marker", () => {
    expect(sandboxMatches(subject("Ada SANDBOX-Sanctions"), null).map((m) => [m.type, m.list, m.externalId])).toEqual([
      ["SANCTIONS", "sandbox", "SANDBOX-SANCTIONS-1"],
    ]);
    expect(sandboxMatches(subject("Ada Lovelace"), "ada+sandbox-pep@example.com").map((m) => m.type)).toEqual(["PEP"]);
    expect(sandboxMatches(subject("Ada sandbox-sanctions"), "sandbox-pep@example.com").map((m) => m.type)).toEqual(["SANCTIONS", "PEP"]);
    expect(sandboxMatches(subject("Ada Lovelace"), "ada@example.com")).toEqual([]);
  });

  it("respect the list types the person is screened against", () => {
    expect(sandboxMatches(subject("Ada sandbox-sanctions", ["PEP"]), null)).toEqual([]);
  });
});

describe("document markers", () => {
  const outcomes = [
    {
      type: "ID_CARD_ATTRIBUTE_VALIDATION" as const,
      results: [
        { key: "id_card.not_expired", label: "Document not expired", isValid: true, value: "2031-05-01", explanation: null },
        { key: "id_card.name_match", label: "Name matches the application", isValid: true, value: "Anna", explanation: null },
      ],
    },
  ];

  it("fail only the named check, from the file name or the text", () => {
    const named = applyDocumentMarkers(outcomes, "card SANDBOX-FAIL:id_card.not_expired.pdf", "");
    expect(named[0].results.map((r) => [r.key, r.isValid])).toEqual([
      ["id_card.not_expired", false],
      ["id_card.name_match", true],
    ]);
    const texted = applyDocumentMarkers(outcomes, "card.pdf", "Remark: sandbox-fail:id_card.name_match");
    expect(texted[0].results.map((r) => r.isValid)).toEqual([true, false]);
  });

  it("leave the outcomes alone without a marker or for a check the document does not have", () => {
    expect(applyDocumentMarkers(outcomes, "card.pdf", "nothing")).toBe(outcomes);
    expect(applyDocumentMarkers(outcomes, "sandbox-fail:proof_of_address.document_date_recent", "")).toEqual(outcomes);
  });
});

it("an example event is a 6.2 body of that event, marked sandbox", () => {
  const now = new Date("2026-01-02T03:04:05Z");
  expect(exampleEvent("note.created", "acc", now)).toEqual({
    event: "note.created",
    timestamp: "2026-01-02T03:04:05.000Z",
    data: { entityType: "NOTE", entityId: expect.any(String), accountId: "acc", applicationId: expect.any(String), metadata: { sandbox: true } },
  });
  expect(exampleEvent("export.completed", "acc", now).data).not.toHaveProperty("applicationId");
  expect(exampleEvent("application.approved", "acc", now).data.entityType).toBe("APPLICATION");
});

it("the switch is on on test deployments unless turned off, never on live ones", () => {
  expect(loadConfig({}).sandbox).toBe(true);
  expect(loadConfig({ SANDBOX_ENABLED: "false" }).sandbox).toBe(false);
  expect(loadConfig({ API_ENV: "live" }).sandbox).toBe(false);
  expect(() => loadConfig({ API_ENV: "live", SANDBOX_ENABLED: "true" })).toThrow(/SANDBOX_ENABLED/);
});

// The add-a-field walk (CONTRIBUTING.md): a field added to an update input reaches its column through
// PATCH, shows on the read, is audited and, for an application's own details, raises
// application.updated, with no list of fields kept anywhere else. Every field of the inputs is walked;
// a plain text, number or boolean field is walked with a value read off its rule (derivedSample), and one
// whose rule asks more (a format, a pattern, an enum) without a sample here fails, so a new field is
// walked the day it is added.
import { z } from "zod";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { UpdateApplicationInput, UpdateKeyBusinessInput, UpdateKeyIndividualInput } from "../../src/domain/applications/inputs";

let svc: TestService;
let api: ReturnType<typeof client>;
let userId: string;

beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount({ user: "walker@example.com" })).key);
  userId = (await api.get("/api/v1/users")).body[0].id;
});
afterAll(async () => svc?.close());

type Sample = { value: () => unknown; shown: (app: any) => unknown; ownEvent?: string };

/** A value each field takes, and what the read shows for it. Fields with events of their own say which. */
const GIVEN_SAMPLES: Record<string, Sample> = {
  name: { value: () => "Walked Holdings Ltd", shown: (a) => a.name },
  email: { value: () => "walked@example.com", shown: (a) => a.email },
  hidden: { value: () => true, shown: (a) => a.hidden },
  withService: { value: () => true, shown: (a) => a.withService },
  labels: { value: () => ["walked"], shown: (a) => a.labels.map((l: { name: string }) => l.name) },
  riskScore: { value: () => 90, shown: (a) => (a.riskScore >= 90 ? 90 : a.riskScore), ownEvent: "risk_score" },
  assignees: { value: () => [userId], shown: (a) => a.assignees, ownEvent: "reviewer.assigned" },
};

/**
 * The sample of a field with none above, read off its rule: a text (no format, pattern or enum) of a
 * length it accepts, its least number, or true; shown on the read under the field's own name.
 */
function derivedSample(field: string): Sample | undefined {
  const property = (z.toJSONSchema(UpdateApplicationInput, { io: "input" }).properties ?? {})[field] as Record<string, any> | undefined;
  const rule = (property?.anyOf ?? [property]).find((branch: any) => branch && branch.type !== "null") as Record<string, any> | undefined;
  if (!rule || rule.format || rule.pattern || rule.enum || rule.const !== undefined) return undefined;
  const shown = (a: any) => a[field];
  if (rule.type === "boolean") return { value: () => true, shown };
  if (rule.type === "number" || rule.type === "integer")
    return { value: () => rule.minimum ?? (rule.exclusiveMinimum === undefined ? 1 : rule.exclusiveMinimum + 1), shown };
  if (rule.type !== "string") return undefined;
  const text = `walked ${field}`.padEnd(rule.minLength ?? 0, "x").slice(0, rule.maxLength ?? Infinity);
  return { value: () => text, shown };
}

const APPLICATION_SAMPLES: Record<string, Sample> = Object.fromEntries(
  Object.keys(UpdateApplicationInput.shape).flatMap((field) => {
    const sample = GIVEN_SAMPLES[field] ?? derivedSample(field);
    return sample ? [[field, sample]] : [];
  }),
);

const INDIVIDUAL_SAMPLES: Record<string, unknown> = {
  firstName: "Walter",
  lastName: "Walker",
  dateOfBirth: "1970-01-02",
  placeOfBirth: "Lisbon",
  nationality: "PT",
  residenceCountry: "ES",
  address: { street: "1 Rua Augusta", city: "Lisbon", postCode: "1100-048", country: "PT" },
  tins: [{ tin: "123456789", issuedBy: "PT" }],
  role: "UBO",
  ownershipPercent: 40,
};
const BUSINESS_SAMPLES: Record<string, unknown> = {
  name: "Walk Along SA",
  registrationNumber: "B-1234",
  country: "LU",
  address: { street: "2 Rue du Walk", city: "Luxembourg", postCode: "L-1111", country: "LU" },
  tins: [{ tin: "LU123", issuedBy: "LU" }],
  role: "UBO",
  ownershipPercent: 25,
};

const eventsOf = (applicationId: string) =>
  svc.db.prisma.outboxEvent.findMany({ where: { applicationId }, select: { event: true, metadata: true }, orderBy: { createdAt: "asc" } });
const auditOf = async (applicationId: string) =>
  (await api.get(`/api/v1/audit-logs?applicationId=${applicationId}&limit=100`)).body.items.map((e: any) => e.event);

describe("the add-a-field walk", () => {
  it("has a sample for every field of the inputs", () => {
    expect(Object.keys(UpdateApplicationInput.shape).sort()).toEqual(Object.keys(APPLICATION_SAMPLES).sort());
    expect(Object.keys(GIVEN_SAMPLES).filter((field) => !(field in UpdateApplicationInput.shape))).toEqual([]);
    expect(Object.keys(UpdateKeyIndividualInput.shape).sort()).toEqual(Object.keys(INDIVIDUAL_SAMPLES).sort());
    expect(Object.keys(UpdateKeyBusinessInput.shape).sort()).toEqual(Object.keys(BUSINESS_SAMPLES).sort());
  });

  it.each(Object.keys(APPLICATION_SAMPLES))("PATCH /applications/{id} changes %s, audits it and announces it", async (field) => {
    const sample = APPLICATION_SAMPLES[field]!;
    const app = await createApplication(api);
    const value = sample.value();
    const res = await api.patch(`/api/v1/applications/${app.id}`, { [field]: value });
    expect(res.status).toBe(200);
    expect(sample.shown((await api.get(`/api/v1/applications/${app.id}`)).body)).toEqual(value);
    const audited = (await auditOf(app.id)).find((e: any) => e.type === "application.updated");
    expect(Object.keys(audited?.changes ?? {})).toContain(field);
    const events = await eventsOf(app.id);
    if (sample.ownEvent) expect(events.map((e) => e.event).some((e) => e.startsWith(sample.ownEvent!))).toBe(true);
    else expect(events).toEqual(expect.arrayContaining([{ event: "application.updated", metadata: { changedFields: [field] } }]));
  });

  it.each([
    ["individual", INDIVIDUAL_SAMPLES],
    ["business", BUSINESS_SAMPLES],
  ] as const)("PATCH of a key %s changes every field, each audited", async (kind, samples) => {
    const app = await createApplication(api, { entityType: "BUSINESS", name: "Walk Co", business: { name: "Walk Co" } });
    const start = kind === "individual" ? { firstName: "Wanda", lastName: "Start", role: "DIRECTOR" } : { name: "Start SA", role: "DIRECTOR" };
    const added = await api.post(`/api/v1/applications/${app.id}/${kind === "individual" ? "individuals" : "businesses"}`, start);
    expect(added.status).toBe(201);
    const list = kind === "individual" ? "individuals" : "businesses";
    const person = (added.body[list] as any[]).find((p) => p.role === "DIRECTOR");
    for (const [field, value] of Object.entries(samples)) {
      const res = await api.patch(`/api/v1/applications/${app.id}/${list}/${person.id}`, { [field]: value });
      expect({ field, status: res.status }).toEqual({ field, status: 200 });
      const after = (res.body[list] as any[]).find((p) => p.id === person.id);
      expect({ field, value: after[field] }).toEqual({ field, value });
    }
    const audited = (await auditOf(app.id)).filter((e: any) => e.type === `${kind}.updated`);
    expect(new Set(audited.flatMap((e: any) => Object.keys(e.changes)))).toEqual(new Set(Object.keys(samples)));
  });
});

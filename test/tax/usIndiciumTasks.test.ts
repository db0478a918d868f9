// An open US indicium is a task (docs/tax-reporting.md): the change that adds one opens a US_INDICIUM
// task asking for the documents that cure it, in the same transaction; a change that leaves it open opens
// no second one; the documents that cure it, a W-9, or data that no longer shows it resolve it, each with
// its reason in the audit trail, by the service. Through real HTTP, PostgreSQL and the document path.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument } from "../support/documents";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

type Api = ReturnType<typeof client>;

const pdf = Buffer.from("%PDF-1.4\n% a tax form\n");

const tasksOf = async (api: Api, applicationId: string, status?: string) => {
  const res = await api.get(`/api/v1/tasks?applicationId=${applicationId}&type=US_INDICIUM${status ? `&status=${status}` : ""}&limit=100`);
  expect(res.status).toBe(200);
  return res.body.items as { id: string; status: string; title: string; description: string; documentType?: string }[];
};

const auditOf = async (api: Api, applicationId: string) => {
  const res = await api.get(`/api/v1/audit-logs?applicationId=${applicationId}&limit=100`);
  expect(res.status).toBe(200);
  const items = res.body.items as { event: { type: string; entityId: string }; note: string; performedByName: string }[];
  return items.map((e) => ({ type: e.event.type, entityId: e.event.entityId, note: e.note, by: e.performedByName }));
};

const applicantOf = (app: Record<string, any>) => (app.individuals as { id: string; role: string }[]).find((i) => i.role === "APPLICANT")!;

describe("US_INDICIUM tasks", () => {
  it("a US place of birth opens one task naming the W-8BEN and the certificate; re-derivation opens no second; both documents resolve it", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    const app = await createApplication(api, {
      individual: { firstName: "Anna", lastName: "Weber", placeOfBirth: "Boston, USA", nationality: "DE", residenceCountry: "DE" },
    });
    const [task] = await tasksOf(api, app.id);
    expect(await tasksOf(api, app.id)).toHaveLength(1);
    expect(task).toMatchObject({ status: "PENDING", documentType: "W_8" });
    expect(task.title).toContain("US place of birth");
    expect(task.description).toContain("W-8BEN");
    expect(task.description).toContain("certificate of loss of US nationality");
    const created = (await auditOf(api, app.id)).find((e) => e.type === "task.created" && e.entityId === task.id);
    // Opened by the service, not by whoever changed the data.
    expect(created?.by).toBe("Compliance Service");

    // A change that leaves the indicium open re-derives it and opens nothing more.
    const person = applicantOf(app);
    expect((await api.patch(`/api/v1/applications/${app.id}/individuals/${person.id}`, { firstName: "Anne" })).status).toBe(200);
    await addDocument(api, app.id, "W_8", pdf);
    const stillOpen = await tasksOf(api, app.id);
    expect(stillOpen).toHaveLength(1);
    expect(stillOpen[0]).toMatchObject({ id: task.id, status: "PENDING" });
    expect((await api.get(`/api/v1/applications/${app.id}/fatca`)).body.status).toBe("US_PERSON");

    // The explanation completes the cure: the task is resolved by the service, with the reason.
    await addDocument(api, app.id, "FATCA_CRS_DECLARATION", pdf);
    const [done] = await tasksOf(api, app.id);
    expect(done).toMatchObject({ id: task.id, status: "RESOLVED" });
    expect((await api.get(`/api/v1/applications/${app.id}/fatca`)).body.status).toBe("CURED");
    const resolved = (await auditOf(api, app.id)).find((e) => e.type === "task.updated" && e.entityId === task.id);
    expect(resolved).toMatchObject({ note: "Cured: W_8 and FATCA_CRS_DECLARATION on file", by: "Compliance Service" });
  });

  it("a W-9 makes every indicium moot; hiding it brings them back as new tasks; data that no longer shows one resolves its task", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    const app = await createApplication(api, {
      individual: {
        firstName: "John",
        lastName: "Miller",
        nationality: "US",
        residenceCountry: "FR",
        address: { street: "1 Main Street", city: "Boston", country: "US" },
      },
    });
    const open = await tasksOf(api, app.id, "PENDING");
    expect(open.map((t) => t.documentType).sort()).toEqual(["W_8", "W_8"]);
    expect(open.map((t) => t.title).sort()).toEqual([
      "US indicium to cure: US nationality (Individual.nationality)",
      "US indicium to cure: a US address (Individual.address)",
    ]);

    const w9 = await addDocument(api, app.id, "W_9", pdf);
    expect(await tasksOf(api, app.id, "PENDING")).toHaveLength(0);
    const notes = (await auditOf(api, app.id)).filter((e) => e.type === "task.updated").map((e) => e.note);
    expect(notes).toHaveLength(2);
    for (const note of notes) expect(note).toContain("Form W-9 is on file");

    // Withdrawn, the W-9 certifies nothing: the indicia are open again, each with one new task.
    expect((await api.patch(`/api/v1/documents/${w9.id}`, { hidden: true })).status).toBe(200);
    const reopened = await tasksOf(api, app.id, "PENDING");
    expect(reopened).toHaveLength(2);
    expect(reopened.map((t) => t.id).some((id) => open.some((o) => o.id === id))).toBe(false);

    // The nationality corrected: that indicium is gone and so is its task; the address stays open.
    const person = applicantOf(app);
    expect((await api.patch(`/api/v1/applications/${app.id}/individuals/${person.id}`, { nationality: "FR" })).status).toBe(200);
    const left = await tasksOf(api, app.id, "PENDING");
    expect(left.map((t) => t.title)).toEqual(["US indicium to cure: a US address (Individual.address)"]);
    const gone = (await auditOf(api, app.id)).filter((e) => e.type === "task.updated" && e.note === "The application's data no longer shows this indicium");
    expect(gone).toHaveLength(1);
  });

  it("an investor without US indicia gets no task", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    const app = await createApplication(api, { individual: { firstName: "Marie", lastName: "Dupont", nationality: "FR", placeOfBirth: "Lyon, France" } });
    expect(await tasksOf(api, app.id)).toHaveLength(0);
  });
});

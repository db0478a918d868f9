// Model changes coalesce on the real Temporal dev server (docs/risk-model.md): a storm of saves runs one
// re-assessment per account at a time, `risk-reassess-<account>`, which begins again under each newer
// model it hears of, and ends with every application assessed under the latest. That a worker killed
// midway resumes from its last page is test/faults/faults.test.ts's (Temporal's history is the checkpoint).
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { DEFAULT_RISK_MODEL } from "../../src/domain/risk/model";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(async () => svc?.close());

interface Execution {
  workflowId: string;
  runId: string;
  start: number;
  close: number | null;
}

async function reassessmentsOf(accountId: string): Promise<Execution[]> {
  const found: Execution[] = [];
  for await (const run of svc.temporal.workflow.list({
    query: `WorkflowType = 'riskReassessmentWorkflow' AND TaskQueue = '${svc.config.taskQueue}' AND AccountId = '${accountId}'`,
  })) {
    found.push({ workflowId: run.workflowId, runId: run.runId, start: run.startTime.getTime(), close: run.closeTime?.getTime() ?? null });
  }
  return found.sort((a, b) => a.start - b.start);
}

const modelVariant = (i: number) => ({ ...DEFAULT_RISK_MODEL, countries: { ...DEFAULT_RISK_MODEL.countries, increasedMonitoring: 20 + i } });

it("runs at most one re-assessment per account at any moment through a storm of 15 model changes, and ends with every application on the latest model", async () => {
  const stormed = await svc.newAccount();
  const api = client(svc.url, stormed.key);
  const quiet = await svc.newAccount();
  const quietApi = client(svc.url, quiet.key);
  const apps: string[] = [];
  for (let i = 0; i < 30; i++) apps.push((await createApplication(api)).id);
  const quietApp = (await createApplication(quietApi)).id;

  // Fifteen saves at once (as several admins or a looping script would), and one of another account meanwhile.
  const [saves, quietSave] = await Promise.all([
    Promise.all(Array.from({ length: 15 }, (_, i) => api.request("PUT", "/api/v1/settings/risk-model", { definition: modelVariant(i), reason: `storm ${i}` }))),
    quietApi.request("PUT", "/api/v1/settings/risk-model", { definition: modelVariant(3), reason: "the other account's own change" }),
  ]);
  for (const res of saves) expect(res.status).toBe(200);
  expect(quietSave.status).toBe(200);
  const workflowId = `risk-reassess-${stormed.accountId}`;
  // Every save names the account's one workflow, readable in the Temporal UI.
  expect(new Set(saves.map((s) => s.body.reassessmentWorkflowId))).toEqual(new Set([workflowId]));
  const versions = saves.map((s) => s.body.version as number);
  expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  const latest = Math.max(...versions);

  // The run in progress once the saves have answered ends under the latest model, over every application.
  const result = await svc.temporal.workflow.getHandle(workflowId).result();
  expect(result).toMatchObject({ done: true, version: latest, assessed: apps.length });

  // At most one at any moment: every run of the account's re-assessment has the one id (Temporal runs
  // one execution per id at a time), and each run started no earlier than the one before it closed.
  const runs = await eventually(async () => {
    const found = await reassessmentsOf(stormed.accountId);
    return found.length > 0 && found.every((r) => r.close !== null) ? found : null;
  }, 30_000);
  for (const run of runs) expect(run.workflowId).toBe(workflowId);
  for (let i = 1; i < runs.length; i++) expect(runs[i].start).toBeGreaterThanOrEqual(runs[i - 1].close!);
  // Coalesced: far fewer passes than saves (the first save's run hears the others while it works).
  expect(runs.length).toBeLessThan(versions.length);

  for (const id of apps) {
    expect((await api.get(`/api/v1/applications/${id}/risk-assessment`)).body).toMatchObject({ modelVersion: latest, cause: `risk_model.v${latest}` });
  }
  // The other account's change ran in its own workflow, beside the storm, under its own model.
  expect(quietSave.body.reassessmentWorkflowId).toBe(`risk-reassess-${quiet.accountId}`);
  await svc.temporal.workflow.getHandle(quietSave.body.reassessmentWorkflowId).result();
  expect((await quietApi.get(`/api/v1/applications/${quietApp}/risk-assessment`)).body).toMatchObject({ modelVersion: 1 });

  // A later save, after the storm's run closed, starts the next run under the same id.
  const after = await api.request("PUT", "/api/v1/settings/risk-model", { definition: modelVariant(16), reason: "after the storm" });
  expect(after.body).toMatchObject({ version: latest + 1, reassessmentWorkflowId: workflowId });
  expect(await svc.temporal.workflow.getHandle(workflowId).result()).toMatchObject({ done: true, version: latest + 1, assessed: apps.length });
}, 180_000);

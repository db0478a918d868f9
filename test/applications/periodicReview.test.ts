// Periodic review: an approved application is due for review by its risk level; the daily sweep (a
// Temporal workflow) opens one review task ahead of the due date; resolving it re-screens every person
// and schedules the next; overdue reviews show on the application, in the applications list's filters,
// on the review queue's rows, and as a metric.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";

let svc: TestService;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService({ worker: true, env: { METRICS_PORT: "0" } });
  admin = client(svc.url, (await svc.newAccount()).key);
});
afterAll(async () => svc?.close());

async function approved(riskScore: number) {
  const app = await createApplication(admin, { riskScore });
  await admin.post(`/api/v1/applications/${app.id}/submit`);
  const res = await admin.post(`/api/v1/applications/${app.id}/approve`);
  expect(res.body.status).toBe("APPROVED");
  return res.body;
}

const monthsAfter = (iso: string, months: number) => {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
};

async function sweep(now = new Date()) {
  return svc.temporal.workflow.execute("periodicReviewSweepWorkflow", {
    taskQueue: svc.config.taskQueue,
    workflowId: `periodic-review-test-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
    args: [{ now: now.toISOString() }],
  }) as Promise<{ opened: number }>;
}

const reviewTasks = async (applicationId: string) =>
  (await admin.get(`/api/v1/tasks?applicationId=${applicationId}&limit=100`)).body.items.filter((t: { type: string }) => t.type === "PERIODIC_REVIEW");

describe("periodic review", () => {
  it("is due by the risk level from approval, and follows a change of level", async () => {
    expect((await admin.get("/api/v1/settings/periodic-review")).body).toEqual({ highMonths: 12, mediumMonths: 24, lowMonths: 36, leadDays: 30 });
    const high = await approved(70);
    expect(high.nextReviewAt).toBe(monthsAfter(high.decidedAt, 12));
    expect(high.reviewOverdue).toBe(false);
    const lowered = await admin.patch(`/api/v1/applications/${high.id}`, { riskScore: 10 });
    expect(lowered.body.nextReviewAt).toBe(monthsAfter(high.decidedAt, 36));
    const pending = await createApplication(admin, { riskScore: 70 });
    expect(pending.nextReviewAt).toBeNull();
  });

  it("is changed by an admin only; the due dates follow at once", async () => {
    const app = await approved(40);
    expect(app.nextReviewAt).toBe(monthsAfter(app.decidedAt, 24));
    expect((await admin.request("PUT", "/api/v1/settings/periodic-review", { highMonths: 0, mediumMonths: 12, lowMonths: 24, leadDays: 30 })).status).toBe(400);
    const set = await admin.request("PUT", "/api/v1/settings/periodic-review", { highMonths: 6, mediumMonths: 12, lowMonths: 24, leadDays: 14 });
    expect(set.body).toEqual({ highMonths: 6, mediumMonths: 12, lowMonths: 24, leadDays: 14 });
    expect((await admin.get(`/api/v1/applications/${app.id}`)).body.nextReviewAt).toBe(monthsAfter(app.decidedAt, 12));
    const gql = await admin.graphql(`{ periodicReviewPolicy { highMonths leadDays } }`);
    expect(gql.body.data.periodicReviewPolicy).toEqual({ highMonths: 6, leadDays: 14 });
    await admin.request("PUT", "/api/v1/settings/periodic-review", { highMonths: 12, mediumMonths: 24, lowMonths: 36, leadDays: 30 });
  });

  it("opens one review task ahead of the due date through the sweep, shows overdue, and completing it re-screens and reschedules", async () => {
    const app = await approved(70);
    await admin.post(`/api/v1/applications/${app.id}/individuals`, { firstName: "Rita", lastName: "Reviewed", role: "DIRECTOR" });
    const notDue = await approved(70);

    // Not due yet: nothing opens. Eleven months and a half on, it is within the 30 lead days.
    await sweep();
    expect(await reviewTasks(app.id)).toHaveLength(0);
    const later = new Date(new Date(app.nextReviewAt).getTime() - 15 * 86_400_000);
    await svc.db.prisma.application.update({ where: { id: notDue.id }, data: { nextReviewAt: new Date(Date.now() + 400 * 86_400_000) } });
    expect((await sweep(later)).opened).toBeGreaterThanOrEqual(1);
    expect((await sweep(later)).opened).toBe(0);
    const tasks = await reviewTasks(app.id);
    expect(tasks).toEqual([expect.objectContaining({ status: "PENDING", title: `Periodic review due ${app.nextReviewAt.slice(0, 10)}` })]);
    expect(await reviewTasks(notDue.id)).toHaveLength(0);

    // Overdue: the due date has passed.
    await svc.db.prisma.application.update({ where: { id: app.id }, data: { nextReviewAt: new Date(Date.now() - 86_400_000) } });
    expect((await admin.get(`/api/v1/applications/${app.id}`)).body.reviewOverdue).toBe(true);
    const metrics = await fetch(svc.metricsUrl!).then((r) => r.text());
    expect(Number(/^compliance_periodic_reviews_overdue (\d+)/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
    const listed = async (query: string) =>
      (await admin.get(`/api/v1/applications?${query}&limit=100`)).body.items.map((a: { id: string }) => a.id) as string[];
    const overdue = await listed("reviewOverdue=true");
    expect(overdue).toContain(app.id);
    expect(overdue).not.toContain(notDue.id);
    expect(await listed("reviewOverdue=false")).toEqual(expect.arrayContaining([notDue.id]));
    expect(await listed("reviewOverdue=false")).not.toContain(app.id);
    const dueWithinAYear = await listed(`reviewDueBefore=${new Date(Date.now() + 365 * 86_400_000).toISOString()}`);
    expect(dueWithinAYear).toContain(app.id);
    expect(dueWithinAYear).not.toContain(notDue.id);
    const gqlOverdue = await admin.graphql(`{ applications(filter: { reviewOverdue: true }, limit: 100) { items { id reviewOverdue } } }`);
    expect(gqlOverdue.body.data.applications.items).toEqual(expect.arrayContaining([{ id: app.id, reviewOverdue: true }]));
    // A reviewer working the screening queue sees the overdue review on the hit's row.
    const raised = await admin.post("/api/v1/screening/hits/batch", {
      applicationId: app.id,
      hits: [{ type: "PEP", status: "NOT_REVIEWED", source: "list-a", details: { name: "Rita Reviewed" }, origin: "ONGOING_MONITORING" }],
    });
    expect(raised.status).toBe(201);
    const queue = (await admin.get("/api/v1/screening/queue?limit=100")).body.items;
    const row = queue.find((h: { id: string }) => h.id === raised.body[0].id);
    expect(row.applicationSummary).toEqual(expect.objectContaining({ id: app.id, reviewOverdue: true, nextReviewAt: expect.any(String) }));

    // Completing the review: every person screened again, the risk re-assessed (a stale stored score,
    // as a model or list change not yet applied would leave, is corrected), the next review a year from now.
    await svc.db.prisma.application.update({ where: { id: app.id }, data: { riskScore: 99 } });
    const before = await svc.db.prisma.screeningRequest.count({ where: { applicationId: app.id } });
    const resolved = await admin.patch(`/api/v1/tasks/${tasks[0].id}`, { status: "RESOLVED" });
    expect(resolved.status).toBe(200);
    expect(await svc.db.prisma.screeningRequest.count({ where: { applicationId: app.id } })).toBe(before + 2);
    const after = (await admin.get(`/api/v1/applications/${app.id}`)).body;
    expect(after.reviewOverdue).toBe(false);
    expect(after.lastReviewedAt).toEqual(expect.any(String));
    expect(after.nextReviewAt).toBe(monthsAfter(after.lastReviewedAt, 12));
    const audit = (await admin.get(`/api/v1/audit-logs?applicationId=${app.id}&limit=100`)).body.items.map((e: { event: { type: string } }) => e.event.type);
    expect(audit).toContain("application.periodic_review_completed");
    expect(after.riskScore).toBe(70);
  });

  it("does not let a dismissed review task stand for a review: the next sweep opens another", async () => {
    const app = await approved(70);
    const due = new Date(new Date(app.nextReviewAt).getTime() + 86_400_000);
    await sweep(due);
    const [task] = await reviewTasks(app.id);
    await admin.patch(`/api/v1/tasks/${task.id}`, { status: "DISMISSED" });
    expect((await admin.get(`/api/v1/applications/${app.id}`)).body.lastReviewedAt).toBeNull();
    await sweep(due);
    expect((await reviewTasks(app.id)).filter((t: { status: string }) => t.status === "PENDING")).toHaveLength(1);
  });
});

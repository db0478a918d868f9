// `npm run admin -- exports:watch <jobId>`: a progress bar for people, JSON lines for scripts, and the
// job's final JSON once it is COMPLETED. Run through the real admin command against a real job.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { capture } from "../support/capture";
import { seedEntities } from "../support/investors";
import { runCommand } from "../../src/cli/commands";
import { watchExport } from "../../src/cli/watch";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(() => svc.close());

it("follows an export to the end: JSON lines when piped, a progress bar on a terminal", async () => {
  const { key, accountId } = await svc.newAccount();
  await seedEntities(svc.db.prisma, accountId, 30, 1);
  const created = await client(svc.url, key).post("/api/v1/exports", { format: "CSV" });
  expect(created.status).toBe(202);
  const deps = { db: svc.db.prisma, config: svc.config, temporal: svc.temporal };
  const progress = () => runCommand(deps, "exports:progress", { id: created.body.jobId });

  const out = capture(false);
  const err = capture(false);
  const final = await watchExport(progress, { out: out.stream, err: err.stream, intervalMs: 50 });
  expect(final).toMatchObject({ id: created.body.jobId, status: "COMPLETED", completedCount: 30 });
  const lines = out
    .text()
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(lines[lines.length - 1].progress.applications).toEqual({ done: 30, total: 30 });
  expect(err.text()).toBe("");

  const tty = capture(true);
  const bars = capture(false);
  await watchExport(progress, { out: tty.stream, err: bars.stream, intervalMs: 50 });
  expect(JSON.parse(tty.text()).id).toBe(created.body.jobId);
  expect(bars.text()).toContain("written    [##############################]     30/30");
});

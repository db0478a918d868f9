// `npm run admin -- migrations:watch <id>`: bars per stage for people, JSON lines for scripts, and the
// final migration JSON once it is terminal. Run through the real admin command against a real run.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { capture } from "../support/capture";
import { runCommand } from "../../src/cli/commands";
import { Snapshot, renderBars, watchMigration } from "../../src/cli/watch";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(() => svc.close());

it("follows a migration to the end: one JSON line per change when piped, bars when on a terminal", async () => {
  const { key } = await svc.newAccount();
  const api = client(svc.url, key);
  const created = await api.post("/api/v1/migrations", { name: "Watched", items: Array.from({ length: 40 }, (_v, i) => ({ folder: `W ${i}` })) });
  expect(created.status).toBe(201);
  const deps = { db: svc.db.prisma, config: svc.config, temporal: svc.temporal };
  const progress = () => runCommand(deps, "migrations:progress", { id: created.body.id });

  const out = capture(false);
  const err = capture(false);
  const final = await watchMigration(progress, { out: out.stream, err: err.stream, intervalMs: 50 });
  expect(final.status).toBe("COMPLETED");
  const lines = out
    .text()
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(lines.length).toBeGreaterThanOrEqual(1);
  const last = lines[lines.length - 1];
  expect(last.migration.status).toBe("COMPLETED");
  expect(last.progress.items).toEqual({ done: 40, total: 40 });
  expect(last.progress.summarize).toEqual({ done: 40, total: 40 });
  expect(err.text()).toBe("");

  const tty = capture(true);
  const bars = capture(false);
  await watchMigration(progress, { out: tty.stream, err: bars.stream, intervalMs: 50 });
  expect(JSON.parse(tty.text()).id).toBe(created.body.id);
  expect(bars.text()).toContain("items      [##############################]     40/40");
  expect(renderBars(Snapshot.parse(last))[0]).toMatch(/^Watched \(.+\) COMPLETED$/);
});

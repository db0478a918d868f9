// The cap on CPU-heavy requests per account counts a request from its admission until the later of
// its response's end and its work's end (src/http/heavyRequests.ts). Whatever order responses end,
// clients hang up and executions start and settle in, the count is the number of the account's
// requests still holding on, never exceeds the cap, and is back to nothing once all have let go.
import type { AddressInfo } from "node:net";
import express from "express";
import fc from "fast-check";
import { RetryLaterError } from "../../../src/errors";
import { HeavyRequestGate, type HeavySlot } from "../../../src/http/heavyRequests";
import { requestTimeout } from "../../../src/http/limits";

type Step = { kind: "acquire"; account: number } | { kind: "letGo"; slot: number } | { kind: "start"; slot: number } | { kind: "end"; work: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("acquire" as const), account: fc.nat(1) }),
  fc.record({ kind: fc.constant("letGo" as const), slot: fc.nat(7) }),
  fc.record({ kind: fc.constant("start" as const), slot: fc.nat(7) }),
  fc.record({ kind: fc.constant("end" as const), work: fc.nat(7) }),
);

/** A slot as the model sees it: held while its carrier has not let go or a work of it runs. */
type Modelled = { account: string; slot: HeavySlot; carried: boolean; works: number };

const settle = () => new Promise((resolve) => setImmediate(resolve));

it("counts each admitted request until the later of its response and its work, within the cap", async () => {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.array(step, { maxLength: 40 }), async (cap, steps) => {
      const gate = new HeavyRequestGate(cap);
      const slots: Modelled[] = [];
      const works: { of: Modelled; done: () => void; settled: Promise<unknown> }[] = [];
      const held = (account: string) => slots.filter((s) => s.account === account && (s.carried || s.works > 0)).length;
      for (const s of steps) {
        if (s.kind === "acquire") {
          const account = `acc-${s.account}`;
          const before = held(account);
          try {
            slots.push({ account, slot: gate.acquire(account), carried: true, works: 0 });
            expect(before).toBeLessThan(cap);
          } catch (err) {
            expect(err).toBeInstanceOf(RetryLaterError);
            expect(before).toBe(cap);
          }
        } else if (s.kind === "letGo" && slots.length) {
          const m = slots[s.slot % slots.length];
          m.slot.letGo();
          m.carried = false;
        } else if (s.kind === "start" && slots.length) {
          const m = slots[s.slot % slots.length];
          const counted = m.carried || m.works > 0;
          const full = held(m.account) >= cap;
          let done!: () => void;
          const work = new Promise<void>((resolve) => (done = resolve));
          const settled = m.slot
            .during(() => work)
            .then(
              () => "ran",
              (err: unknown) => err,
            );
          if (!counted && full) {
            // Work that begins after its request let go counts again, and past the cap is refused.
            expect(await settled).toBeInstanceOf(RetryLaterError);
          } else {
            m.works++;
            works.push({ of: m, done, settled });
          }
        } else if (s.kind === "end" && works.length) {
          const [w] = works.splice(s.work % works.length, 1);
          w.done();
          expect(await w.settled).toBe("ran");
          w.of.works--;
        }
        for (const account of ["acc-0", "acc-1"]) {
          expect(gate.runningFor(account)).toBe(held(account));
          expect(gate.runningFor(account)).toBeLessThanOrEqual(cap);
        }
      }
      // Everything lets go: nothing stays counted, and each slot was counted out once (never below zero).
      for (const m of slots) m.slot.letGo();
      for (const w of works) w.done();
      await Promise.all(works.map((w) => w.settled));
      await settle();
      expect([gate.runningFor("acc-0"), gate.runningFor("acc-1")]).toEqual([0, 0]);
    }),
    { seed: 20261207, numRuns: 400 },
  );
});

it("keeps a request answered 503 by its timeout counted while its work runs on, over real HTTP", async () => {
  const gate = new HeavyRequestGate(1);
  let finishWork!: () => void;
  const work = new Promise<void>((resolve) => (finishWork = resolve));
  let ran = 0;
  // Mounted as the app mounts the REST layer: the gate reads paths relative to /api/v1.
  const api = express.Router();
  api.use((req, _res, next) => ((req.actor = { accountId: "acc" } as never), next()));
  api.use(requestTimeout(100));
  api.use(gate.middleware("rest"));
  // The route's execution, as the REST router runs it: inside the slot. The first outlives its timeout.
  api.post("/screening/match", async (req, res) => {
    const n = ++ran;
    await req.heavySlot!.during(() => (n === 1 ? work : undefined));
    res.json({ n });
  });
  const app = express();
  app.use("/api/v1", api);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/screening/match`;
  try {
    expect((await fetch(url, { method: "POST" })).status).toBe(503);
    const refused = await fetch(url, { method: "POST" });
    expect({ status: refused.status, retryAfter: refused.headers.get("retry-after") }).toEqual({ status: 429, retryAfter: "1" });
    expect(gate.runningFor("acc")).toBe(1);
    finishWork();
    await settle();
    expect(gate.runningFor("acc")).toBe(0);
    expect(await (await fetch(url, { method: "POST" })).json()).toEqual({ n: 2 });
    expect(gate.runningFor("acc")).toBe(0);
  } finally {
    finishWork();
    await new Promise((resolve) => server.close(resolve));
  }
});

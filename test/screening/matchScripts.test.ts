// Names as people write them through POST /api/v1/screening/match against a list imported into the
// test service (PostgreSQL: the stored forms and retrieval keys an import writes): Chinese names in
// characters split across firstName and lastName as an onboarding form sends them, pinyin in
// separate syllables, characters against a Wade–Giles entry, Arabic and Persian script against
// entries listed in Latin letters only. Names from published sanctions lists (data/screening-validation/cjk, arabic).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importWatchlist } from "../../src/screening/watchlists";
import { client } from "../support/http";
import { startTestService, type TestService } from "../support/service";

const ftm = (id: string, name: string) =>
  JSON.stringify({ id, schema: "Person", properties: { name: [name], topics: ["sanction"] }, datasets: ["scripts-test"] });

let svc: TestService;
let tmp: string;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  svc = await startTestService();
  tmp = mkdtempSync(path.join(os.tmpdir(), "match-scripts-"));
  const file = path.join(tmp, "scripts.ftm.jsonl");
  writeFileSync(
    file,
    [
      ftm("k01", "WANG Junzheng"),
      ftm("k06", "Baolong XIA"),
      ftm("k11", "Tsao Hsing-cheng"),
      ftm("p01", "Qasem Soleimani"),
      ftm("a13", "Rami Makhluf"),
      ftm("a04", "Abdulmalik al-Houthi"),
    ].join("\n") + "\n",
  );
  await importWatchlist(svc.db.prisma, { format: "ftm", file, list: "scripts-sanctions" });
  const account = await svc.newAccount({ user: "screener@example.test" });
  api = client(svc.url, account.key);
});
afterAll(async () => {
  await svc.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** The ids /match reports as matches for one query. */
async function matched(properties: Record<string, string[]>): Promise<string[]> {
  const res = await api.post("/api/v1/screening/match", { queries: { q: { schema: "Person", properties } } });
  expect(res.status).toBe(200);
  return (res.body.responses.q.results as { id: string; match: boolean }[]).filter((r) => r.match).map((r) => r.id);
}

describe("POST /api/v1/screening/match: names as people write them", () => {
  it("finds a pinyin entry from characters in firstName and lastName, and from pinyin in separate syllables", async () => {
    expect(await matched({ firstName: ["君正"], lastName: ["王"] })).toEqual(["k01"]);
    expect(await matched({ name: ["Bao Long Xia"] })).toEqual(["k06"]);
    expect(await matched({ firstName: ["宝龙"], lastName: ["夏"] })).toEqual(["k06"]);
  });

  it("finds a Wade–Giles entry from characters and from pinyin", async () => {
    expect(await matched({ name: ["曹興誠"] })).toEqual(["k11"]);
    expect(await matched({ name: ["Cao Xingcheng"] })).toEqual(["k11"]);
  });

  it("finds Latin entries from Arabic and Persian script", async () => {
    expect(await matched({ name: ["قاسم سلیمانی"] })).toEqual(["p01"]);
    expect(await matched({ name: ["رامي مخلوف"] })).toEqual(["a13"]);
    expect(await matched({ name: ["عبد الملك الحوثي"] })).toEqual(["a04"]);
  });

  it("matches no one for another person of a listed family name", async () => {
    expect(await matched({ firstName: ["建国"], lastName: ["王"] })).toEqual([]);
    expect(await matched({ name: ["حسن روحاني"] })).toEqual([]);
  });
});

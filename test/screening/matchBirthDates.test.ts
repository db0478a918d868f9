// Birth dates through POST /api/v1/screening/match, as lists and customers' records state them: a year
// alone, several dates, unpadded or impossible ones. A date one slip from the listed one keeps an exact
// name a match; a malformed date is read for its year, not refused; years more than one apart clear
// the hit IDENTITY_MISMATCH. And a person of one name meets a one-name entry.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importWatchlist } from "../../src/screening/watchlists";
import { client } from "../support/http";
import { startTestService, type TestService } from "../support/service";

const ftm = (id: string, properties: Record<string, string[]>) =>
  JSON.stringify({ id, schema: "Person", properties: { topics: ["sanction"], ...properties }, datasets: ["un-sc-sanctions"] });

let svc: TestService;
let tmp: string;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  svc = await startTestService();
  tmp = mkdtempSync(path.join(os.tmpdir(), "match-dates-"));
  const file = path.join(tmp, "un-persons.ftm.jsonl");
  writeFileSync(
    file,
    [
      ftm("un-azam", { name: ["SULTAN AZIZ AZAM"], birthDate: ["1985"] }),
      ftm("un-akhund", { name: ["Mohammad Hassan Akhund"], birthDate: ["1969-07-16"] }),
      ftm("un-muttaqi", { name: ["Amir Khan Muttaqi"], birthDate: ["1968", "1970-02-26"] }),
      ftm("un-one-name", { name: ["Suharto"], firstName: ["Suharto"], birthDate: ["1961"] }),
    ].join("\n") + "\n",
  );
  await importWatchlist(svc.db.prisma, { format: "ftm", file, list: "un-persons" });
  const account = await svc.newAccount({ user: "dates@example.test" });
  api = client(svc.url, account.key);
});
afterAll(async () => {
  await svc.close();
  rmSync(tmp, { recursive: true, force: true });
});

type Result = { id: string; score: number; match: boolean; features: Record<string, number>; matchResult: Record<string, unknown> };

async function screen(name: string, birthDate: string[]): Promise<Result | undefined> {
  const res = await api.post("/api/v1/screening/match", { queries: { q: { schema: "Person", properties: { name: [name], birthDate } } } });
  expect(res.status).toBe(200);
  return (res.body.responses.q.results as Result[])[0];
}

describe("birth dates on /match", () => {
  it("keeps an exact name born a year from the listed one a match, with lower confidence and the reason", async () => {
    const top = (await screen("SULTAN AZIZ AZAM", ["1986"]))!;
    expect(top).toMatchObject({ id: "un-azam", match: true, features: { birth_date_near: 1 } });
    expect(top.score).toBeLessThan(1);
    expect(top.matchResult).toMatchObject({
      isMatch: true,
      clearedReason: null,
      matchExplanation: expect.stringContaining("birth date 1986 is one slip from 1985"),
    });
  });

  it("reads a date without zero padding as the date it is", async () => {
    const top = (await screen("Mohammad Hassan Akhund", ["1969-7-16"]))!;
    expect(top).toMatchObject({ id: "un-akhund", match: true, features: { birth_date_match: 1 } });
  });

  it("reads an impossible date for its year instead of refusing it", async () => {
    const same = (await screen("SULTAN AZIZ AZAM", ["1985-13-45"]))!;
    expect(same).toMatchObject({ id: "un-azam", match: true, features: { birth_date_match: 1 } });
    const other = (await screen("Mohammad Hassan Akhund", ["1980-13-45"]))!;
    expect(other.matchResult).toMatchObject({ isMatch: false, clearedReason: "IDENTITY_MISMATCH" });
  });

  it("compares every date the query states with every date of the entry", async () => {
    const top = (await screen("Amir Khan Muttaqi", ["1990-01-01", "1970-02-25"]))!;
    expect(top).toMatchObject({ id: "un-muttaqi", match: true, features: { birth_date_near: 1 } });
  });

  it("clears a name match whose birth years are far apart as another person", async () => {
    const top = (await screen("SULTAN AZIZ AZAM", ["1965-03-02"]))!;
    expect(top).toMatchObject({ id: "un-azam", match: false, features: { birth_date_mismatch: 1 } });
    expect(top.matchResult).toMatchObject({ isMatch: false, clearedReason: "IDENTITY_MISMATCH" });
  });

  it("matches a person of one name against a one-name entry, as written and with a typo of the name", async () => {
    expect(await screen("Suharto", ["1961"])).toMatchObject({ id: "un-one-name", match: true });
    expect(await screen("Suhatro", [])).toMatchObject({ id: "un-one-name", match: true });
    // One name written into a record's first and last name fields.
    expect(await screen("FNU Suharto", [])).toMatchObject({ id: "un-one-name", match: true });
    expect(await screen("Suharto Suharto", [])).toMatchObject({ id: "un-one-name", match: true });
    expect(await screen("Sugarto", ["1962"])).toMatchObject({ id: "un-one-name", match: true, features: { birth_date_near: 1 } });
  });
});

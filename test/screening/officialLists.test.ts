// The UN, EU and UK sanctions lists as their publishers publish them: extracts of real published files
// (test/screening/fixtures/official-lists/README.md says where each comes from) imported through the
// admin CLI as a separate process, read back from the database, and screened through POST
// /api/v1/screening/match, yente's shape, as a client would.
import { spawn } from "node:child_process";
import path from "node:path";
import type { PrismaClient } from "../../src/generated/prisma/client";
import { client } from "../support/http";
import { startTestService, type TestService } from "../support/service";

const ROOT = path.join(__dirname, "../..");
const FIXTURES = "test/screening/fixtures/official-lists";

let svc: TestService;
let db: PrismaClient;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  svc = await startTestService();
  db = svc.db.prisma;
  api = client(svc.url, (await svc.newAccount({ user: "screener@example.test" })).key);
});
afterAll(async () => {
  await svc.close();
});

// Asynchronous on purpose: the server answering the CLI's admin socket runs in this very process.
function admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", "admin", "--", ...args], { cwd: ROOT, env: { ...process.env, ...svc.env, NODE_OPTIONS: "" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

async function importByCli(format: string, file: string, list: string) {
  const run = await admin("lists:import", "--format", format, "--file", `${FIXTURES}/${file}`, "--list", list);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout);
}

async function entry(list: string, externalId: string) {
  const row = await db.watchlistEntry.findUnique({ where: { list_externalId: { list, externalId } } });
  if (!row) throw new Error(`no entry ${externalId} in ${list}`);
  return { ...row, ftm: (row.properties as { properties: Record<string, string[]> }).properties };
}

interface MatchResult {
  id: string;
  caption: string;
  score: number;
  match: boolean;
  properties: Record<string, string[]>;
  matchResult: { matchedName: string; list: string };
}

async function match(dataset: string, schema: string, properties: Record<string, string[]>): Promise<MatchResult[]> {
  const res = await api.post(`/api/v1/screening/match/${dataset}`, { queries: { q: { schema, properties } } });
  expect(res.status).toBe(200);
  return res.body.responses.q.results;
}

describe("lists:import --format un (UN Security Council consolidated list XML)", () => {
  const list = "un-sc";
  beforeAll(async () => {
    const summary = await importByCli("un", "un-consolidated.xml", list);
    expect(summary).toMatchObject({ list, format: "un", version: 1, added: 151, skipped: 0, problems: [], removalsApplied: true });
  }, 120_000);

  it("maps an individual's name, original-script name, aliases by quality, birth date and nationality", async () => {
    const saddam = await entry(list, "6908048");
    expect(saddam).toMatchObject({ schema: "Person", types: ["SANCTIONS"], caption: "SADDAM HUSSEIN AL-TIKRITI", birthDates: ["1937-04-28"] });
    expect(saddam.countries).toContain("iq");
    // The name in its own script is a name; the "Low" quality alias is kept apart, as a weak alias.
    expect(saddam.ftm).toMatchObject({ name: ["SADDAM HUSSEIN AL-TIKRITI", "صدام حسين التكريتي"], weakAlias: ["Abu Ali"], program: ["Iraq"] });
    expect(saddam.ftm.alias).toBeUndefined();
    expect(saddam.names).toEqual(["SADDAM HUSSEIN AL-TIKRITI", "صدام حسين التكريتي", "(weak alias) Abu Ali"]);
  });

  it("keeps Good aliases and Low aliases apart, and a range of birth years as each year", async () => {
    const gaston = await entry(list, "6907995");
    expect(gaston.ftm).toMatchObject({ alias: ["Byiringiro Victor Rumuli", "Victor Rumuri", "Michel Byiringiro"], weakAlias: ["Rumuli"] });
    expect(gaston.birthDates).toEqual(["1948"]);
    const bosco = await entry(list, "6908021");
    expect(bosco.birthDates).toEqual(["1973", "1974"]);
    expect(bosco.ftm.weakAlias).toEqual(["Lydia", "Terminator", "Tango Romeo", "Romeo", "Major"]);
  });

  it("maps an entity, its a.k.a. as an alias and its f.k.a. as a former name", async () => {
    const logarcheo = await entry(list, "6908335");
    expect(logarcheo).toMatchObject({ schema: "Organization", caption: "LOGARCHEO S.A.", names: ["LOGARCHEO S.A.", "LOGARCHEO AG"], countries: ["ch"] });
    expect(logarcheo.ftm.previousName).toEqual(["LOGARCHEO AG"]);
  });

  it("finds a listed person by name, by the name in its own script, and by a weak alias as weaker evidence", async () => {
    const [byName] = await match(list, "Person", { name: ["Saddam Hussein Al-Tikriti"], birthDate: ["1937-04-28"] });
    expect(byName).toMatchObject({ id: "6908048", caption: "SADDAM HUSSEIN AL-TIKRITI", match: true });
    expect(byName.properties.weakAlias).toEqual(["Abu Ali"]);

    const byScript = await match(list, "Person", { name: ["صدام حسين التكريتي"] });
    expect(byScript.find((r) => r.id === "6908048")).toMatchObject({ match: true });

    // The weak alias alone is reported, under the threshold, for a reviewer to see; with the birth date it is a match.
    const alone = (await match(list, "Person", { name: ["Abu Ali"] })).find((r) => r.id === "6908048")!;
    expect(alone).toMatchObject({ match: false, matchResult: { matchedName: "Abu Ali" } });
    expect(alone.score).toBeLessThan(0.88);
    expect(alone.score).toBeGreaterThanOrEqual(0.78);
    const withBirthDate = (await match(list, "Person", { name: ["Abu Ali"], birthDate: ["1937-04-28"] })).find((r) => r.id === "6908048")!;
    expect(withBirthDate.match).toBe(true);
    expect(withBirthDate.score).toBeLessThan(byName.score);
  });

  it("imports the same file again as no new version", async () => {
    const again = await importByCli("un", "un-consolidated.xml", list);
    expect(again).toMatchObject({ version: 1, newVersion: false, unchanged: 151, message: "no changes, still version 1" });
  }, 120_000);
});

describe("lists:import --format eu (EU financial sanctions XML)", () => {
  const list = "eu-fsf";
  beforeAll(async () => {
    const summary = await importByCli("eu", "eu-fsf.xml", list);
    expect(summary).toMatchObject({ list, format: "eu", version: 1, added: 5, skipped: 0, problems: [] });
  }, 120_000);

  it("maps a person's name of record, aliases in every language, birth dates, citizenship and documents", async () => {
    const ksm = await entry(list, "191");
    expect(ksm).toMatchObject({ schema: "Person", caption: "Khalid Sheikh MOHAMMED", birthDates: ["1965-04-14", "1964-03-01"], countries: ["pk"] });
    expect(ksm.ftm).toMatchObject({ name: ["Khalid Sheikh MOHAMMED"], passportNumber: ["488555"], program: ["TERR"] });
    expect(ksm.ftm.alias).toEqual(expect.arrayContaining(["Wadood Khalid Abdul", "Ali Salem"]));
  });

  it("reads an alias the file calls low quality as a weak alias, and a circa range of birth years as each year", async () => {
    const asiri = await entry(list, "6177");
    expect(asiri.caption).toBe("Ibrahim Hassan Tali Al-Asiri");
    expect(asiri.ftm.weakAlias).toEqual(["Abu-Salaah", "Abosslah", "Abu Saleh"]);
    expect(asiri.ftm.alias).toContain("إبراهيم حسن طالع عسيري");
    expect(asiri.ftm.nationality).toEqual(["sa"]);
    expect(asiri.birthDates).toEqual(["1982-04-18", "1982-04-19"]);
    const akhund = await entry(list, "521");
    expect(akhund.birthDates).toEqual(["1953", "1954", "1955", "1956", "1957", "1958"]);
  });

  it("maps an enterprise with its registration number", async () => {
    const parchin = await entry(list, "3822");
    expect(parchin).toMatchObject({ schema: "Organization", caption: "Parchin Chemical Industries (PCI)", countries: ["ir"], registrationNumbers: ["892"] });
  });

  it("finds a listed person and a listed company", async () => {
    const [ksm] = await match(list, "Person", { name: ["Khalid Sheikh Mohammed"], birthDate: ["1965-04-14"] });
    expect(ksm).toMatchObject({ id: "191", match: true });
    const [parchin] = await match(list, "Company", { name: ["Parchin Chemical Industries"] });
    expect(parchin).toMatchObject({ id: "3822", match: true });
  });
});

describe("lists:import --format uk (UK Sanctions List XML)", () => {
  const list = "uk-sl";
  beforeAll(async () => {
    const summary = await importByCli("uk", "uk-sanctions-list.xml", list);
    expect(summary).toMatchObject({ list, format: "uk", version: 1, added: 5, skipped: 0, problems: [] });
  }, 120_000);

  it("maps an individual's names, non-Latin name, birth dates as precise as published, and documents", async () => {
    const akhund = await entry(list, "AFG0006");
    expect(akhund).toMatchObject({ schema: "Person", caption: "MOHAMMAD HASSAN AKHUND", birthDates: ["1958-05-12", "1945", "1946"], countries: ["af"] });
    expect(akhund.ftm).toMatchObject({
      name: ["MOHAMMAD HASSAN AKHUND", "محمد حسن آخوند"],
      alias: ["Mohammad Akhwand"],
      passportNumber: ["P04581926"],
      idNumber: ["2132370"],
      title: ["Mullah", "Haji"],
    });
  });

  it("keeps a low-quality a.k.a. apart, and maps a ship with its IMO number and flag", async () => {
    const bnk = await entry(list, "BEL0107");
    expect(bnk.ftm).toMatchObject({ name: ["BNK (UK) Ltd"], alias: ["BNK UK Limited"], weakAlias: ["BNK"] });
    expect(bnk.registrationNumbers).toEqual(["UK Company no. 06527449"]);
    const ship = await entry(list, "DPR0075");
    expect(ship).toMatchObject({ schema: "Vessel", names: ["Petrel 8", "Tian Tai 36"], registrationNumbers: ["IMO9562233"], countries: ["km"] });
  });

  it("finds a listed person", async () => {
    const [akhund] = await match(list, "Person", { name: ["Mohammad Hassan Akhund"], birthDate: ["1958-05-12"] });
    expect(akhund).toMatchObject({ id: "AFG0006", match: true });
  });
});

describe("lists:import of the official formats, refused", () => {
  it("answers the UK list in CSV with a clear error and a non-zero exit", async () => {
    const run = await admin("lists:import", "--format", "uk", "--file", "data/watchlists/invented-sdn.csv");
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/The UK list is read in its XML form/);
  }, 60_000);

  it("refuses a UK source whose URL is the list in CSV, registering nothing", async () => {
    const run = await admin("lists:source:add", "--list", "uk-csv", "--format", "uk", "--url", "https://example.org/docs/UK-Sanctions-List.csv");
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/The UK list is read in its XML form/);
    expect(await db.watchlistSource.count({ where: { list: "uk-csv" } })).toBe(0);
  }, 60_000);

  it("reports a file that is not the format's XML, keeping nothing", async () => {
    const summary = await importByCli("eu", "../../../../data/watchlists/invented-sdn.csv", "eu-broken");
    expect(summary).toMatchObject({ added: 0, skipped: 1, version: null, problems: [{ message: expect.stringMatching(/^XML error/) }] });
    expect(await db.watchlistEntry.count({ where: { list: "eu-broken" } })).toBe(0);
  }, 60_000);
});

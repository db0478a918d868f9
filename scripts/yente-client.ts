// A real yente client against a live server: nomenklatura's YenteEnricher (PyPI `nomenklatura`, the
// client OpenSanctions ships for yente), unchanged, pointed at /api/v1/screening/ with an API key.
//   npx tsx scripts/yente-client.ts
// Installs a pinned nomenklatura into .tools/nomenklatura-venv (git-ignored) when missing, boots the
// whole service as scripts/clients-live.ts does, imports a small FtM list, and runs:
//   1. `nomenklatura match <config.yml> <queries>`: POST match/default?algorithm=best&fuzzy=False with
//      `Authorization: ApiKey <key>`; each query's candidates must come back (and none for a stranger);
//   2. the enricher's expand() on every candidate (scripts/yente-expand.py): GET entities/{id}?nested=True
//      must answer the candidate's entity;
//   3. `nomenklatura match` with a wrong key: the enricher must stop on the 401 (EnrichmentAbort).
// Exits non-zero on the first failed expectation.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config";
import { createAccount, createKey } from "../src/domain/accounts/admin";
import { importWatchlist } from "../src/screening";
import { createLogger } from "../src/logger";
import { startService } from "../src/roles";
import { findTemporalCli } from "../src/temporal/cli";
import { startDevServer } from "../src/temporal/devServer";
import { ensurePythonTool } from "./pythonTool";

/** nomenklatura requires Python 3.11 or later; pythonTool picks 3.13 where the machine has it. */
const NOMENKLATURA_VERSION = "4.17.4";
const ENRICHER_DATASET = "compliance_yente";

const LIST = [
  { id: "inv-jd-1", schema: "Person", properties: { name: ["John Doe"], birthDate: ["1975-04-21"], nationality: ["us"], topics: ["sanction"] } },
  {
    id: "inv-ba-1",
    schema: "Company",
    properties: { name: ["Brilliant Amazing Ltd"], jurisdiction: ["hk"], registrationNumber: ["84BA99810"], topics: ["sanction"] },
  },
  { id: "inv-mr-1", schema: "Person", properties: { name: ["Maria Rossi"], nationality: ["it"], topics: ["role.pep"], position: ["Mayor of Example"] } },
];

const QUERIES = [
  { id: "q-john", schema: "Person", properties: { name: ["John Doe"], birthDate: ["1975-04-21"], nationality: ["us"] } },
  { id: "q-brilliant", schema: "Company", properties: { name: ["Brilliant Amazing Limited"], jurisdiction: ["hk"], registrationNumber: ["84BA99810"] } },
  { id: "q-stranger", schema: "Person", properties: { name: ["Zebediah Quackenbush"] } },
];
/** Each query's candidate the server must answer (the stranger has none). */
const EXPECTED: Record<string, string | null> = { "q-john": "inv-jd-1", "q-brilliant": "inv-ba-1", "q-stranger": null };

function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("exit", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

let passes = 0;
let failures = 0;
function expect(ok: boolean, what: string, detail = "") {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${!ok && detail ? `\n     ${detail}` : ""}`);
  if (ok) passes++;
  else failures++;
}

const configYaml = (apiUrl: string) =>
  [
    `name: ${ENRICHER_DATASET}`,
    "title: Compliance service, yente routes",
    "type: nomenklatura.enrich.yente:YenteEnricher",
    `api: ${apiUrl}/api/v1/screening/`,
    "api_key: ${YENTE_API_KEY}",
    "dataset: default",
    "cache_days: 0",
    "",
  ].join("\n");

async function main() {
  const started = Date.now();
  const bin = ensurePythonTool({ name: "nomenklatura-venv", pkg: "nomenklatura", version: NOMENKLATURA_VERSION });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-yente-"));
  const work = path.join(dataDir, "client");
  const temporal = await startDevServer({ cli: findTemporalCli((m) => console.log(m)), dataDir: null, headless: true, namespace: "default" });
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, TEMPORAL_ADDRESS: temporal.address, LOG_LEVEL: "silent" });
  const service = await startService(config, {
    api: true,
    worker: true,
    embeddedTemporal: false,
    adminSocket: false,
    logger: createLogger(process.env.YENTE_CLIENT_LOG_LEVEL ?? "silent"),
  });
  try {
    const db = service.db.prisma;
    const listFile = path.join(dataDir, "yente-client-list.ftm.jsonl");
    writeFileSync(listFile, LIST.map((e) => JSON.stringify(e)).join("\n") + "\n");
    await importWatchlist(db, { format: "ftm", file: listFile, list: "yente-client-list" });
    const account = await createAccount(db, { name: "yente client" });
    const { key } = await createKey(db, config.apiKeyPrefix, { accountId: account.id, env: config.apiEnv });

    mkdirSync(work);
    writeFileSync(path.join(work, "config.yml"), configYaml(service.apiUrl!));
    writeFileSync(path.join(work, "queries.ftm.json"), QUERIES.map((q) => JSON.stringify(q)).join("\n") + "\n");
    const env = { YENTE_API_KEY: key, NOMENKLATURA_DB_URL: `sqlite:///${path.join(work, "nomenklatura.db")}` };
    const nomenklatura = path.join(bin, "nomenklatura");
    console.log(`\n--- nomenklatura ${NOMENKLATURA_VERSION} (YenteEnricher) against ${service.apiUrl}/api/v1/screening/`);

    // 1. match: the CLI, unchanged.
    const match = await run(nomenklatura, ["match", "config.yml", "queries.ftm.json", "-o", "matches.ftm.json"], work, env);
    expect(match.code === 0, "nomenklatura match exits 0", match.stderr.slice(-2000));
    const written = match.code === 0 ? readFileSync(path.join(work, "matches.ftm.json"), "utf8").trim().split("\n").filter(Boolean) : [];
    const candidates = new Map<string, string[]>();
    let query = "";
    for (const line of written) {
      // Each query, then its candidates: the enricher adds its dataset to theirs.
      const e = JSON.parse(line) as { id: string; datasets?: string[] };
      if (!e.datasets?.includes(ENRICHER_DATASET)) candidates.set((query = e.id), []);
      else candidates.get(query)!.push(e.id);
    }
    console.log(`(match: ${((Date.now() - started) / 1000).toFixed(1)} s since start)`);
    for (const [q, expected] of Object.entries(EXPECTED)) {
      const found = candidates.get(q) ?? [];
      expect(
        expected ? found.includes(expected) : found.length === 0,
        `match ${q}: ${expected ? `candidate ${expected}` : "no candidate"}`,
        `got ${JSON.stringify(found)}`,
      );
    }
    expect(!/Failed to match|HTTP POST failed/.test(match.stderr), "no request of the enricher failed", match.stderr.slice(-2000));
    const audited = await db.screeningMatchLog.count({ where: { accountId: account.id } });
    expect(audited === QUERIES.length, `each query reached /match and was audited (${audited} of ${QUERIES.length})`);

    // 2. expand: GET entities/{id} for every candidate, through the enricher.
    const expand = await run(path.join(bin, "python"), [path.join(__dirname, "yente-expand.py"), "config.yml", "matches.ftm.json"], work, env);
    expect(expand.code === 0 && expand.stdout.trim() !== "", "expand exits 0 having expanded candidates", expand.stderr.slice(-2000));
    const expanded = expand.stdout
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { query: string; match: string; expanded: { id: string; schema: string; caption: string }[] });
    for (const [q, expected] of Object.entries(EXPECTED)) {
      if (!expected) continue;
      const got = expanded.find((x) => x.query === q && x.match === expected);
      const entity = got?.expanded[0];
      const listed = LIST.find((e) => e.id === expected)!;
      expect(
        entity?.id === expected && entity.schema === listed.schema && entity.caption === listed.properties.name[0],
        `expand ${expected}: entities/{id} answers it (${listed.schema} "${listed.properties.name[0]}")`,
        JSON.stringify(got),
      );
    }

    // 3. a wrong key: yente's 401, on which the enricher stops.
    const refused = await run(nomenklatura, ["match", "config.yml", "queries.ftm.json", "-o", "refused.ftm.json"], work, {
      ...env,
      YENTE_API_KEY: `${config.apiKeyPrefix}_${config.apiEnv}_0000000000000000${"x".repeat(43)}`,
      NOMENKLATURA_DB_URL: `sqlite:///${path.join(work, "refused.db")}`,
    });
    expect(refused.code !== 0 && /Authorization failure/.test(refused.stderr), "a wrong key: the enricher stops on 401", refused.stderr.slice(-500));
  } finally {
    await service.stop();
    await temporal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nyente client: ${passes} passed, ${failures} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(failures ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

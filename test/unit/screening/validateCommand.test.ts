// `npm run admin -- screening:validate` as an operator and CI run it: the real CLI in a child process
// over a tiny labelled set on disk (it opens no database or server: the set carries its list). The
// report's two files, the exit code a missed minimum gives, a bad set refused, and list data escaped.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

jest.setTimeout(90_000);

const ROOT = path.join(__dirname, "..", "..", "..");
const HOSTILE = "Viktor Lemanski<script>alert(1)</script>";

function admin(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["--import", "tsx", path.join(ROOT, "src/cli/admin.ts"), ...args], { cwd: ROOT }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const person = (id: string, name: string, birthDate: string) => ({
  id,
  schema: "Person",
  caption: name,
  properties: { name: [name], birthDate: [birthDate], topics: ["sanction"] },
});
const LIST = [
  person("e1", HOSTILE, "1970-01-01"),
  person("e2", "Olga Brenner", "1980-05-05"),
  { id: "e3", schema: "Company", caption: "Norvik Trading Ltd", properties: { name: ["Norvik Trading Ltd"], country: ["gb"], topics: ["sanction"] } },
];
const QUERIES = [
  { id: "q1", class: "person-exact", query: { schema: "Person", properties: { name: ["Olga Brenner"], birthDate: ["1980-05-05"] } }, expected: "e2" },
  // Labelled must-not-match, yet the same name: the engine matches it, a false positive listing e1.
  { id: "q2", class: "person-other", query: { schema: "Person", properties: { name: [HOSTILE] } }, expected: null },
  { id: "q3", class: "person-typo", query: { schema: "Person", properties: { name: ["Gertrud Quastenhof"] } }, expected: "e2" },
  { id: "q4", class: "company-exact", query: { schema: "Company", properties: { name: ["Norvik Trading Ltd"] } }, expected: "e3" },
];

let dir: string;

async function writeSet(name: string, queries: unknown[], thresholds?: unknown): Promise<string> {
  const set = path.join(dir, name);
  await mkdir(set);
  await writeFile(path.join(set, "list.ftm.jsonl"), LIST.map((e) => JSON.stringify(e)).join("\n") + "\n");
  await writeFile(path.join(set, "queries.jsonl"), queries.map((q) => JSON.stringify(q)).join("\n") + "\n");
  if (thresholds) await writeFile(path.join(set, "thresholds.json"), JSON.stringify(thresholds));
  return set;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "screening-validate-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it("writes report.json and report.html, and exits 1 when a minimum of thresholds.json is not met", async () => {
  const set = await writeSet("failing", QUERIES, { overall: { precision: 0.9, recall: 0.5 }, classes: { "person-exact": { recall: 1 } } });
  const out = path.join(dir, "failing-report");
  const run = await admin(["screening:validate", "--set", set, "--out", out]);

  expect(run.code).toBe(1);
  const summary = JSON.parse(run.stdout);
  expect(summary.passed).toBe(false);
  expect(summary.failed).toEqual([{ scope: "overall", figure: "precision", minimum: 0.9, actual: 0.6667, pass: false }]);

  const report = JSON.parse(await readFile(path.join(out, "report.json"), "utf8"));
  expect(report.overall).toMatchObject({ queries: 4, TP: 2, FP: 1, FN: 1, TN: 0, precision: 0.6667, recall: 0.6667 });
  expect(report.classes["person-exact"]).toMatchObject({ TP: 1, recall: 1 });
  expect(report.sweep.map((p: { threshold: number }) => p.threshold)).toEqual([0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.88, 0.9, 0.95, 1]);
  expect(report.misses.map((m: { queryId: string }) => m.queryId)).toEqual(["q3"]);
  expect(report.misses[0].expected.id).toBe("e2");
  const [fp] = report.falsePositives;
  expect(fp.queryId).toBe("q2");
  expect(fp.wrongMatches[0]).toMatchObject({ entry: { id: "e1" }, isMatch: true, matchedName: HOSTILE });
  expect(fp.wrongMatches[0].explanation).toMatch(/^name 1\.00/);
  expect(fp.wrongMatches[0].features).toContainEqual({ name: "name_similarity", value: 1, coefficient: 1 });

  const html = await readFile(path.join(out, "report.html"), "utf8");
  expect(html).toContain("Viktor Lemanski&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).not.toMatch(/<script/i);
  // Self-contained: nothing fetched from anywhere (the SVG namespace is a name, not a fetch).
  expect(html.replaceAll("http://www.w3.org/2000/svg", "")).not.toMatch(/(src|href)=|https?:\/\//);
  expect(html).toContain("<svg");
  expect(html).toContain("NOT MET");
});

it("exits 0 when every minimum is met", async () => {
  const set = await writeSet("passing", QUERIES, { overall: { recall: 0.6 }, classes: { "company-exact": { recall: 1 } } });
  const run = await admin(["screening:validate", "--set", set, "--out", path.join(dir, "passing-report")]);
  expect(run.stderr).not.toMatch(/error/i);
  expect(run.code).toBe(0);
  expect(JSON.parse(run.stdout)).toMatchObject({ passed: true, failed: [] });
});

it("refuses a set whose label names no entry of its list, and writes nothing", async () => {
  const set = await writeSet("mislabelled", [
    ...QUERIES,
    { id: "q5", class: "person-exact", query: { schema: "Person", properties: { name: ["X Y"] } }, expected: "e404" },
  ]);
  const out = path.join(dir, "mislabelled-report");
  const run = await admin(["screening:validate", "--set", set, "--out", out]);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain("queries.jsonl:5: expected e404 is not an entry of the list");
  expect(existsSync(out)).toBe(false);
});

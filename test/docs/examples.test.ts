// Every fenced `curl` and GraphQL example of README.md and docs/*.md runs as written against a live
// service: the curl commands through the real curl, in order, a file at a time. The docs' placeholders
// are filled in the way a reader would: $KEY / $ADMIN_KEY with a key, $API / http://127.0.0.1:3000 with
// the service's address, and <id>, <jobId>, <uploadUrl>, … with what an earlier example of the same
// file answered. An example fails with its file and line when it answers outside 2xx (unless its
// comment names the error it shows) or uses a placeholder nothing answered.
// A block that cannot run here (an outside service, an elided body, a stream) is marked just above its
// fence with `<!-- doc-examples: skip <reason> -->`; one whose placeholder a test's fresh account cannot
// answer (a task the worker opens later, a story's group) with `<!-- doc-examples: may-skip <taskId>
// <reason> -->`, and a command using that placeholder is then left out when nothing answered it.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startTestService, type TestService } from "../support/service";

const ROOT = path.resolve(__dirname, "..", "..");
const run = promisify(execFile);
const SKIP = /<!--\s*doc-examples:\s*skip\b(.*?)-->/;
const MAY_SKIP = /<!--\s*doc-examples:\s*may-skip\b(.*?)-->/;

interface Block {
  file: string;
  line: number; // of the first line inside the fence
  lang: string;
  text: string;
  skip: string | null;
  /** Placeholders a command may leave unanswered (and then is not run). */
  maySkip: string[];
}

function blocksOf(file: string): Block[] {
  const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w*)/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && /^\s*```\s*$/.test(l));
    if (end < 0) break;
    // The marker sits on one of the (non-blank) lines just above the fence.
    let skip: string | null = null;
    const maySkip: string[] = [];
    for (let j = i - 1; j >= 0 && j >= i - 3 && lines[j].trim() !== ""; j--) {
      const m = SKIP.exec(lines[j]);
      if (m) skip = m[1].trim() || "marked";
      const may = MAY_SKIP.exec(lines[j]);
      if (may) maySkip.push(...(may[1].match(/<[^<>]+>/g) ?? []));
    }
    blocks.push({ file, line: i + 2, lang: open[2], text: lines.slice(i + 1, end).join("\n"), skip, maySkip });
    i = end;
  }
  return blocks;
}

interface Command {
  words: string[];
  line: number;
  comment: string;
}

/**
 * Splits a shell snippet into simple commands: quotes (single quotes span lines), backslash-newline
 * continuations, `#` comments, and a pipe ends what is run (`| jq …` shapes output for a reader).
 * `$VAR` / `${VAR}` outside single quotes is expanded through `vars` when known, kept otherwise.
 */
function commandsOf(text: string, firstLine: number, vars: Map<string, string>): Command[] {
  const out: Command[] = [];
  let words: string[] = [];
  let word: string | null = null;
  let line = firstLine;
  let start = firstLine;
  let comment = "";
  let piped = false;
  const push = () => {
    if (word !== null && !piped) words.push(word);
    word = null;
  };
  const end = () => {
    push();
    if (words.length) out.push({ words, line: start, comment });
    words = [];
    comment = "";
    piped = false;
  };
  const expand = (i: number): [string, number] => {
    const m = /^\$(?:\{(\w+)\}|(\w+))/.exec(text.slice(i));
    if (!m) return ["$", i + 1];
    const name = m[1] ?? m[2];
    return [vars.get(name) ?? m[0], i + m[0].length];
  };
  for (let i = 0; i < text.length;) {
    const c = text[i];
    if (c === "\n") {
      end();
      line++;
      i++;
      continue;
    }
    if (words.length === 0 && word === null && !piped && /\s/.test(c)) {
      i++;
      continue;
    }
    if (word === null && words.length === 0 && !piped) start = line;
    if (c === "\\" && text[i + 1] === "\n") {
      line++;
      i += 2;
      continue;
    }
    if (/[ \t]/.test(c)) {
      push();
      i++;
      continue;
    }
    if (c === "#" && word === null) {
      const stop = text.indexOf("\n", i);
      comment += text.slice(i, stop < 0 ? undefined : stop);
      i = stop < 0 ? text.length : stop;
      continue;
    }
    if (c === "|" && word === null) {
      piped = true;
      i++;
      continue;
    }
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      const quoted = text.slice(i + 1, close);
      line += quoted.split("\n").length - 1;
      word = (word ?? "") + quoted;
      i = close + 1;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let acc = "";
      while (j < text.length && text[j] !== '"') {
        if (text[j] === "\\" && /["\\$`]/.test(text[j + 1])) {
          acc += text[j + 1];
          j += 2;
        } else if (text[j] === "$") {
          const [value, next] = expand(j);
          acc += value;
          j = next;
        } else {
          if (text[j] === "\n") line++;
          acc += text[j++];
        }
      }
      word = (word ?? "") + acc;
      i = j + 1;
      continue;
    }
    if (c === "$") {
      const [value, next] = expand(i);
      word = (word ?? "") + value;
      i = next;
      continue;
    }
    word = (word ?? "") + c;
    i++;
  }
  end();
  return out;
}

/** What earlier examples of a file answered, by the placeholder names the docs use. */
class Bindings {
  private readonly values = new Map<string, string>();
  /** The `id` of what the latest POST of the current block created: its `<id>`. */
  private blockId: string | null = null;

  constructor(private readonly applicationId: string) {}

  startBlock() {
    this.blockId = null;
  }

  set(name: string, value: unknown) {
    if (typeof value === "string" && value) this.values.set(name, value);
  }

  /**
   * `<id>` after `/<collection>/` is that collection's (the migration just created, the application of
   * the page); elsewhere (a query's or body's applicationId) it is the application's.
   */
  idIn(before: string): string | undefined {
    const collection = /\/([a-z-]+)\/$/.exec(before)?.[1];
    if (!collection || collection === "applications") return this.get("applicationId");
    return this.values.get(`${singularOf(collection)}Id`) ?? this.blockId ?? undefined;
  }

  get(name: string): string | undefined {
    if (name === "id") return this.blockId ?? this.values.get("applicationId") ?? this.applicationId;
    if (name === "applicationId") return this.values.get("applicationId") ?? this.applicationId;
    return this.values.get(name);
  }

  /** Learns from one answer: ids of what it created, and every `…Id`, `key`, `…Url`, `…Cursor` field in it. */
  learn(method: string, url: URL, body: unknown) {
    const segments = url.pathname
      .replace(/^\/api\/v1\//, "")
      .split("/")
      .filter(Boolean);
    const singular = singularOf(segments.filter((s) => /^[a-z-]+$/.test(s)).at(-1) ?? "");
    const record = (o: Record<string, unknown>) => {
      for (const [k, v] of Object.entries(o)) if (/(Id|Url|Cursor|Path)$/.test(k) || k === "key" || k === "url") this.set(k, v);
    };
    const walk = (value: unknown, depth: number) => {
      if (depth > 3 || value === null || typeof value !== "object") return;
      if (Array.isArray(value)) return value.slice(0, 3).forEach((v) => walk(v, depth + 1));
      const o = value as Record<string, unknown>;
      record(o);
      for (const [k, v] of Object.entries(o)) {
        // A nested record's own id: {"individual": {"id": …}} answers <individualId>.
        const nested = (Array.isArray(v) ? v[0] : v) as Record<string, unknown> | undefined;
        if (k !== "items" && nested && typeof nested === "object" && typeof nested.id === "string" && !this.values.has(`${singularOf(k)}Id`))
          this.set(`${singularOf(k)}Id`, nested.id);
        walk(v, depth + 1);
      }
    };
    if (body && typeof body === "object" && !Array.isArray(body)) {
      const o = body as Record<string, unknown>;
      if (method === "POST" && typeof o.id === "string") {
        this.blockId = o.id;
        this.set(`${singular}Id`, o.id);
      }
      const first = Array.isArray(o.items) ? (o.items[0] as Record<string, unknown> | undefined) : undefined;
      if (method === "GET" && first && typeof first.id === "string" && !this.values.has(`${singular}Id`)) this.set(`${singular}Id`, first.id);
    }
    if (Array.isArray(body) && method === "GET") {
      const first = body[0] as Record<string, unknown> | undefined;
      if (first && typeof first.id === "string" && !this.values.has(`${singular}Id`)) this.set(`${singular}Id`, first.id);
    }
    walk(body, 0);
  }
}

function singularOf(collection: string): string {
  return collection
    .replace(/ies$/, "y")
    .replace(/s$/, "")
    .replace(/-(\w)/g, (_, ch: string) => ch.toUpperCase());
}

const files = ["README.md", ...readdirSync(path.join(ROOT, "docs")).map((f) => `docs/${f}`)].filter((f) => f.endsWith(".md")).sort();
const isCurlBlock = (b: Block) => /(^|\n)\s*curl\s/.test(b.text);
const isGraphQLBlock = (b: Block) => b.lang === "graphql" && /^\s*(query|mutation|\{)/m.test(b.text);
const runnable = files.map((file) => ({ file, blocks: blocksOf(file).filter((b) => isCurlBlock(b) || isGraphQLBlock(b)) })).filter((f) => f.blocks.length);

let svc: TestService;
let account: { accountId: string; key: string };

beforeAll(async () => {
  svc = await startTestService({ worker: true });
  account = await svc.newAccount({ name: "Docs examples" });
});
afterAll(() => svc?.close());

describe("the docs' examples", () => {
  it("finds the examples and reads every skip marker's reason", () => {
    expect(runnable.map((f) => f.file)).toContain("README.md");
    for (const { file } of runnable)
      for (const block of blocksOf(file)) if (block.skip) expect(`${file}:${block.line} ${block.skip}`).toMatch(/\S+:\d+ \S.{8,}/);
  });

  it.each(runnable.map((f) => [f.file, f.blocks] as const))("%s: every curl and GraphQL example answers as the doc shows", async (file, blocks) => {
    const cwd = mkdtempSync(path.join(os.tmpdir(), "doc-examples-"));
    // The local files the examples upload.
    writeFileSync(path.join(cwd, "utility-bill.pdf"), "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    const base = svc.url.replace(/\/$/, "");
    const application = await post(`${base}/api/v1/applications`, account.key, {
      entityType: "INDIVIDUAL",
      name: "Ada Lovelace",
      individual: { firstName: "Ada", lastName: "Lovelace" },
    });
    const bindings = new Bindings(application.id as string);
    // A second page to follow, for the examples that follow a cursor (a fresh account has one page).
    await post(`${base}/api/v1/applications`, account.key, {
      entityType: "INDIVIDUAL",
      name: "Charles Babbage",
      individual: { firstName: "Charles", lastName: "Babbage" },
    });
    const page = (await (await fetch(`${base}/api/v1/applications?limit=1`, { headers: { authorization: `Bearer ${account.key}` } })).json()) as {
      nextCursor: string;
    };
    bindings.set("nextCursor", page.nextCursor);
    const vars = new Map<string, string>([
      ["KEY", account.key],
      ["ADMIN_KEY", account.key],
      ["API", `${base}/api/v1`],
    ]);
    const failures: string[] = [];
    for (const block of blocks) {
      if (block.skip) continue;
      bindings.startBlock();
      if (isGraphQLBlock(block)) {
        const failure = await runGraphQL(block, base, account.key, bindings);
        if (failure) failures.push(failure);
        continue;
      }
      for (const command of commandsOf(block.text, block.line, vars)) {
        const [name, ...args] = command.words;
        const assignment = /^([A-Z_]+)=(.*)$/.exec(name);
        if (assignment && !args.length) {
          // API=http://127.0.0.1:3000/api/v1 and the like; a key is the test's own.
          if (!/KEY/.test(assignment[1])) vars.set(assignment[1], assignment[2].replace(/^https?:\/\/(127\.0\.0\.1|localhost):3000/, base));
          continue;
        }
        if (name !== "curl") continue;
        const where = `${file}:${command.line}`;
        const filled: string[] = [];
        let missing: string | null = null;
        for (const arg of args) {
          filled.push(
            arg
              .replace(/^https?:\/\/(127\.0\.0\.1|localhost):3000/, base)
              .replace(/\$(\w+)/g, (whole, v: string) => bindings.get(v.toLowerCase()) ?? whole)
              .replace(/<([^<>\s][^<>]*)>/g, (whole, p: string, at: number, all: string) => {
                const value = p === "id" ? bindings.idIn(all.slice(0, at)) : bindings.get(p.replace(/ (\w)/g, (_, ch: string) => ch.toUpperCase()));
                if (value === undefined) missing ??= whole;
                return value ?? whole;
              }),
          );
        }
        if (missing && block.maySkip.includes(missing)) continue;
        if (missing) {
          failures.push(`${where}: ${missing} is not answered by an earlier example of ${file}`);
          continue;
        }
        let result = await curl(filled, cwd);
        // What a reader waits for (an export's file once it is COMPLETED), the test waits for too.
        for (let tries = 0; result.status === 409 && methodOf(filled) === "GET" && tries < 30; tries++) {
          await new Promise((r) => setTimeout(r, 1000));
          result = await curl(filled, cwd);
        }
        const expected = [...`${command.comment}`.matchAll(/\b([1-5]\d\d)\b/g)].map((m) => Number(m[1]));
        const ok =
          result.status >= 200 && result.status < 300 ? expected.every((s) => s < 400) || expected.some((s) => s < 300) : expected.includes(result.status);
        if (!ok) failures.push(`${where}: ${result.status} ${result.body.slice(0, 300)}\n    curl ${filled.join(" ").slice(0, 300)}`);
        const url = filled.find((a) => /^https?:\/\//.test(a));
        if (url) bindings.learn(methodOf(filled), new URL(url), parse(result.body));
      }
    }
    expect(failures).toEqual([]);
  });
});

function methodOf(args: string[]): string {
  const x = args.findIndex((a) => a === "-X" || a === "--request");
  if (x >= 0) return args[x + 1].toUpperCase();
  return args.some((a) => /^(-d|--data.*|-F|--form)$/.test(a)) ? "POST" : "GET";
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

async function curl(args: string[], cwd: string): Promise<{ status: number; body: string }> {
  const marker = "\n__doc_example_status__";
  const { stdout } = await run("curl", ["-sS", "--max-time", "30", ...args.filter((a) => a !== "-s" && a !== "-N"), "-w", `${marker}%{http_code}`], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((err: { stdout?: string; stderr?: string; message: string }) => ({ stdout: err.stdout ?? `${marker}000 ${err.stderr ?? err.message}` }));
  const at = stdout.lastIndexOf(marker);
  return { status: Number(stdout.slice(at + marker.length, at + marker.length + 3)), body: stdout.slice(0, at) };
}

async function post(url: string, key: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A GraphQL block: each `$var` of the operation is bound like a curl placeholder (`$id` → `<id>`). */
async function runGraphQL(block: Block, base: string, key: string, bindings: Bindings): Promise<string | null> {
  const where = `${block.file}:${block.line}`;
  const variables: Record<string, string> = {};
  for (const [, name] of block.text.matchAll(/\$(\w+)\s*:/g)) {
    const value = bindings.get(name);
    if (value === undefined) return `${where}: $${name} is not answered by an earlier example of ${block.file}`;
    variables[name] = value;
  }
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ query: block.text, variables }),
  });
  const body = (await res.json().catch(() => null)) as { errors?: unknown[] } | null;
  return res.ok && !body?.errors?.length ? null : `${where}: ${res.status} ${JSON.stringify(body?.errors ?? body).slice(0, 400)}`;
}

// A 200 MB document through the API process: PUT to the signed URL, register (the bytes are hashed
// from the store), download through a fresh signed URL. The server runs in its own process; its
// resident memory is sampled from /proc while the bytes flow. Goal: growth under 50 MB.
import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { openDatabase } from "../src/db/client";
import { createAccount, createKey } from "../src/domain/accounts/admin";
import { loadServiceSecrets } from "../src/domain/accounts/bootstrap";
import { freePort } from "../src/temporal/devServer";
import { benchDatabase } from "./support/postgres";

const FILE_MB = 200;
const CHUNK = Buffer.alloc(1024 * 1024);
for (let i = 0; i < CHUNK.length; i++) CHUNK[i] = (i * 2654435761) >>> 24; // not all zeros

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"))!;
  return Number(line.replace(/\D+/g, "")) * 1024;
}

function putStream(url: string, megabytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: "PUT", headers: { "content-type": "application/pdf", "content-length": String(megabytes * CHUNK.length) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    Readable.from(
      (function* () {
        for (let i = 0; i < megabytes; i++) yield CHUNK;
      })(),
    ).pipe(req);
  });
}

export async function benchUploads() {
  const database = await benchDatabase("compliance_bench_uploads");
  const db = await openDatabase({ databaseUrl: database.url, dataDir: "/tmp" }, { migrate: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-bench-uploads-"));
  let server: ReturnType<typeof fork> | undefined;
  try {
    await loadServiceSecrets(db.prisma);
    const account = await createAccount(db.prisma, { name: "Upload Bench" });
    const { key } = await createKey(db.prisma, "cmp", { accountId: account.id, env: "test", name: "bench" });
    const port = await freePort();
    server = fork(path.join(__dirname, "server.ts"), [], {
      execArgv: ["--import", "tsx"],
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        TEMPORAL_ADDRESS: "127.0.0.1:1",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        MAX_UPLOAD_BYTES: String(300 * 1024 * 1024),
      },
      stdio: "inherit",
    });
    const url = await new Promise<string>((resolve, reject) => {
      server!.once("message", (m: { ready: string }) => resolve(m.ready));
      server!.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const api = async (method: string, p: string, body?: unknown) => {
      const res = await fetch(url + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    const app = await api("POST", "/api/v1/applications", {
      entityType: "INDIVIDUAL",
      name: "Bench Investor",
      individual: { firstName: "Bench", lastName: "Investor" },
    });
    // Warm-up: a small file through the same path, so lazily loaded code is already resident.
    const warm = await api("POST", "/api/v1/documents/uploads", { fileName: "warm.pdf", contentType: "application/pdf" });
    await putStream(warm.body.uploadUrl, 1);
    await api("POST", "/api/v1/documents", {
      applicationId: app.body.id,
      type: "OTHER",
      fileName: "warm.pdf",
      key: warm.body.key,
      contentType: "application/pdf",
    });
    (global as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 1000));

    const pid = server.pid!;
    const baseline = rssBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
    const started = Date.now();
    const upload = await api("POST", "/api/v1/documents/uploads", { fileName: "big.pdf", contentType: "application/pdf" });
    const putStatus = await putStream(upload.body.uploadUrl, FILE_MB);
    const uploadSeconds = (Date.now() - started) / 1000;
    const registered = await api("POST", "/api/v1/documents", {
      applicationId: app.body.id,
      type: "OTHER",
      fileName: "big.pdf",
      key: upload.body.key,
      contentType: "application/pdf",
    });
    const download = await fetch(registered.body.url as string);
    let downloaded = 0;
    for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) downloaded += chunk.length;
    clearInterval(sampler);
    if (putStatus !== 200 || registered.status !== 201 || registered.body.byteSize !== FILE_MB * CHUNK.length || downloaded !== FILE_MB * CHUNK.length) {
      throw new Error(`upload bench failed: PUT ${putStatus}, register ${registered.status} (${registered.body.byteSize} bytes), downloaded ${downloaded}`);
    }
    const growthMb = Math.round(((peak - baseline) / 2 ** 20) * 10) / 10;
    return {
      result: {
        fileMb: FILE_MB,
        uploadSeconds,
        uploadMbPerSecond: Math.round((FILE_MB / uploadSeconds) * 10) / 10,
        baselineRssMb: Math.round(baseline / 2 ** 20),
        peakRssMb: Math.round(peak / 2 ** 20),
      },
      checks: { "API process RSS growth (upload + hash + download of 200 MB)": { value: growthMb, target: "< 50 MB", pass: growthMb < 50 } },
    };
  } finally {
    server?.kill("SIGTERM");
    await db.close();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

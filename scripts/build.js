#!/usr/bin/env node
// Compiles src/ to dist/ (CommonJS, one .js per .ts, JSON data copied beside), so the service and the
// admin CLI start on plain Node instead of compiling TypeScript through a loader at every start.
// The transform is @swc/core, the same one jest runs the tests through, so what runs is what was
// tested; type checking stays with `npm run typecheck` (a colleague's type error must not stop a start).
//
//   node scripts/build.js            build when a source is newer than the build (else nothing)
//   node scripts/build.js --force    rebuild everything (npm run build)
//   node scripts/build.js --if-possible   as the first, and nothing where no compiler is installed (npm's prepare)
//
// dist/ sits beside src/ at the same depth, so every `__dirname`-relative path (the guides, the
// Prisma migrations, package.json, .tools) resolves alike from either.
// Written as plain CommonJS: it runs before anything is compiled.
"use strict";
const fs = require("node:fs");
const path = require("node:path");

const ROOT = path.resolve(__dirname, "..");
const SRC = path.join(ROOT, "src");
const DIST = path.join(ROOT, "dist");
const STAMP = path.join(DIST, ".build-stamp.json");
// Files outside src/ whose change alters the output.
const INPUTS = [path.join(ROOT, "package.json"), __filename];

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** The sources, with the newest change among them (a file's mtime, or a deletion seen as a changed list). */
function sources() {
  const files = walk(SRC).filter((f) => (f.endsWith(".ts") && !f.endsWith(".d.ts")) || f.endsWith(".json"));
  let newest = 0;
  for (const f of [...files, ...INPUTS]) newest = Math.max(newest, fs.statSync(f).mtimeMs);
  return {
    files,
    newest,
    list: files
      .map((f) => path.relative(SRC, f))
      .sort()
      .join("\n"),
  };
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(STAMP, "utf8"));
  } catch {
    return null;
  }
}

/**
 * Why the build cannot be used as it is, or null when it is current. Without src/ (a production
 * image carries only the build) the build is what there is.
 */
function staleReason() {
  if (!fs.existsSync(SRC)) return fs.existsSync(DIST) ? null : "neither src/ nor dist/ exists";
  const stamp = readStamp();
  if (!stamp) return "no build yet";
  const { newest, list } = sources();
  if (newest > stamp.newest) return "sources changed since the last build";
  if (list !== stamp.list) return "source files were added or removed since the last build";
  return null;
}

function canBuild() {
  try {
    require.resolve("@swc/core");
    return true;
  } catch {
    return false;
  }
}

function build() {
  let swc;
  try {
    swc = require("@swc/core");
  } catch {
    throw new Error("cannot build dist/: @swc/core is not installed (run `npm ci` with dev dependencies, or use an image that carries dist/)");
  }
  const started = Date.now();
  const { files, newest, list } = sources();
  const tmp = `${DIST}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const options = {
    jsc: { target: "es2022", parser: { syntax: "typescript" }, keepClassNames: true },
    module: { type: "commonjs", ignoreDynamic: false },
    sourceMaps: true,
    swcrc: false,
    configFile: false,
  };
  for (const file of files) {
    const rel = path.relative(SRC, file);
    const target = path.join(tmp, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (file.endsWith(".json")) {
      fs.copyFileSync(file, target);
      continue;
    }
    const out = target.replace(/\.ts$/, ".js");
    const result = swc.transformFileSync(file, { ...options, filename: file, sourceFileName: path.relative(path.dirname(out), file) });
    fs.writeFileSync(out, `${result.code}\n//# sourceMappingURL=${path.basename(out)}.map\n`);
    if (result.map) fs.writeFileSync(`${out}.map`, result.map);
  }
  fs.writeFileSync(path.join(tmp, ".build-stamp.json"), JSON.stringify({ newest, list, builtAt: new Date().toISOString() }));
  // Swapped in whole: a start racing this build sees the old build or the new one, never half of one.
  // Two starts racing (two test workers, two terminals) each build; the first to swap its build in wins.
  const old = `${DIST}.old-${process.pid}`;
  try {
    fs.renameSync(DIST, old);
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
  }
  try {
    fs.renameSync(tmp, DIST);
  } catch (err) {
    if (err.code !== "ENOTEMPTY" && err.code !== "EEXIST") throw err;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
  return { files: files.length, ms: Date.now() - started };
}

/** Builds when the build is missing or older than a source; says so on stderr when it does. */
function ensureBuilt({ force = false, quiet = false } = {}) {
  const reason = force ? "--force" : staleReason();
  if (!reason) return false;
  if (!fs.existsSync(SRC)) throw new Error(`cannot start: ${reason}`);
  if (!quiet) process.stderr.write(`Building dist/ (${reason}) …\n`);
  const { files, ms } = build();
  if (!quiet) process.stderr.write(`Built ${files} files into dist/ in ${ms} ms\n`);
  return true;
}

module.exports = { ensureBuilt, staleReason, DIST };

if (require.main === module) {
  try {
    // `npm ci --omit=dev` (no compiler) still runs `prepare`: it installs, and a start says what is missing.
    // Nor is there anything to build before the sources are there (an image's install layer).
    if (process.argv.includes("--if-possible") && !fs.existsSync(SRC)) process.exit(0);
    if (process.argv.includes("--if-possible") && !canBuild()) {
      process.stderr.write("dist/ not built: @swc/core is not installed (dev dependencies); `npm run build` where it is\n");
      process.exit(0);
    }
    ensureBuilt({ force: process.argv.includes("--force") });
  } catch (err) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

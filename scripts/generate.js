// `prisma generate` without the schema-engine download it would otherwise attempt (see
// ../shared/TOOLCHAIN.md): generation never runs the engine, it only needs a path to one.
const { spawnSync } = require("node:child_process");
const path = require("node:path");

const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: path.join(__dirname, "no-schema-engine.sh"), PRISMA_HIDE_UPDATE_MESSAGE: "1" };
const prisma = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [prisma, "generate"], { stdio: ["ignore", "ignore", "inherit"], env, cwd: path.join(__dirname, "..") });
if (result.status !== 0) {
  console.error("prisma generate failed");
  process.exit(result.status ?? 1);
}

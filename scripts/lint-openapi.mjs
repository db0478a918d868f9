// Lints an OpenAPI document (a file path, or a URL to fetch) with Redocly's recommended rules.
// Exits 1 on any error. Used by the test suite and CI.
import { readFileSync } from "node:fs";
import { createConfig, lintFromString } from "@redocly/openapi-core";

const target = process.argv[2];
if (!target) {
  console.error("usage: node scripts/lint-openapi.mjs <openapi.json | http://…/openapi.json>");
  process.exit(2);
}
const source = /^https?:/.test(target) ? await (await fetch(target)).text() : readFileSync(target, "utf8");
const config = await createConfig({ extends: ["recommended"], rules: { "info-license-url": "off" } });
const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
const errors = problems.filter((p) => p.severity === "error");
for (const p of problems) console.error(`${p.severity}: ${p.ruleId}: ${p.message} @ ${p.location?.[0]?.pointer ?? ""}`);
console.log(JSON.stringify({ errors: errors.length, warnings: problems.length - errors.length }));
process.exit(errors.length ? 1 : 0);

// Writes the OpenAPI document built from the route table: npx tsx scripts/openapi.ts [file]
// (default openapi.json, the committed snapshot; `npm run openapi:print` rewrites it).
import { writeFileSync } from "node:fs";
import { openApiSnapshot } from "../src/rest/openapi";

const file = process.argv[2] ?? "openapi.json";
writeFileSync(file, openApiSnapshot());
console.log(file);

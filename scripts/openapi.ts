// Writes the OpenAPI document built from the route table: npx tsx scripts/openapi.ts <file>
import { writeFileSync } from "node:fs";
import { routes } from "../src/rest/routeTable";
import { buildOpenApi } from "../src/rest/openapi";

const file = process.argv[2] ?? "openapi.json";
writeFileSync(file, JSON.stringify(buildOpenApi(routes, { version: "local", serverUrl: "http://127.0.0.1:3000" }), null, 2));
console.log(file);

// npm run schema:print — rewrites the committed schema.graphql from the code (a test fails while they differ).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { SCHEMA_FILE, printedSchema } from "../src/schema/sdl";

const path = resolve(__dirname, "..", SCHEMA_FILE);
writeFileSync(path, printedSchema());
console.log(`wrote ${path}`);

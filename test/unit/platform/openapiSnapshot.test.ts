// The committed openapi.json is what the code builds, so a REST change shows in review as a diff of it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { openApiSnapshot } from "../../../src/rest/openapi";

const SNAPSHOT = path.join(__dirname, "..", "..", "..", "openapi.json");

describe("the committed OpenAPI document", () => {
  it("matches the document the route table builds", () => {
    const committed = readFileSync(SNAPSHOT, "utf8");
    if (committed !== openApiSnapshot()) {
      throw new Error("openapi.json differs from the document the code builds: run `npm run openapi:print` and commit openapi.json");
    }
  });
});

// docs/retention-and-erasure.md lists the personal columns erasure overwrites as the marks on
// prisma/schema.prisma say (scripts/personal-columns-doc.ts writes the list), and its hand-written table
// gives every model with personal columns a row saying what stays.
import { readFileSync } from "node:fs";
import { DOC, personalColumnsDoc } from "../../../scripts/personal-columns-doc";

describe("the personal columns in docs/retention-and-erasure.md", () => {
  const doc = readFileSync(DOC, "utf8");
  const { next, modelsWithoutRow } = personalColumnsDoc(doc);

  it("are the @personal marks of prisma/schema.prisma (run `npx tsx scripts/personal-columns-doc.ts` and commit the page)", () => {
    expect(next === doc ? "up to date" : "stale").toBe("up to date");
  });

  it("each have their model's row in the hand-written table (what erasure writes, what stays)", () => {
    expect(modelsWithoutRow).toEqual([]);
  });
});

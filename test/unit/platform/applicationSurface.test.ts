// A field added to Application is seen through to every place it shows, in the fast tier: the GraphQL
// type (or a stated reason it stays hidden), REST's application body (or a reason), the export (or a
// reason), and the export's columns, which consumers read by position, only ever appended.
// The expectations are test/unit/platform/applicationSurface.json; each of its lists is exact. Its
// export columns are appended by `npx tsx scripts/export-columns.ts`, which refuses anything but an append.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { GraphQLObjectType } from "graphql";
import { schema } from "../../../src/schema";
import { COLUMN_TYPES } from "../../../src/generated/columns";
import { ApplicationResponse } from "../../../src/rest/schemas/applications";
import { APPLICATION_COLUMNS, exportColumnNames } from "../../../src/domain/exports/columns";
import { CreateApplicationInput, UpdateApplicationInput } from "../../../src/domain/applications/inputs";
import { appendOnly } from "../../../scripts/export-columns";

const FILE = path.join(__dirname, "applicationSurface.json");
const expected = JSON.parse(readFileSync(FILE, "utf8")) as {
  exportCsv: string[];
  exportJson: Record<"application" | "individual" | "business", string[]>;
  notExported: string[];
  notOnGraphql: Record<string, string>;
  notInInput: Record<string, string>;
  notOnRest: Record<string, string>;
};

const graphqlFields = (type: string) => Object.keys((schema.getType(type) as GraphQLObjectType).getFields());
const columns = Object.keys(COLUMN_TYPES.Application);
const now = exportColumnNames();

describe("the export's columns", () => {
  it("in the CSV file are only ever appended to", () => {
    expect(appendOnly(expected.exportCsv, now.exportCsv)).toBe("unchanged");
  });

  it("of the JSON records are only ever appended to", () => {
    expect(appendOnly(expected.exportJson.application, now.exportJson.application)).toBe("unchanged");
    expect(appendOnly(expected.exportJson.individual, now.exportJson.individual)).toBe("unchanged");
    expect(appendOnly(expected.exportJson.business, now.exportJson.business)).toBe("unchanged");
  });

  it("carry the API's names (a JSON record's keys are fields of GraphQL's Application, Individual, Business)", () => {
    const unknown = [
      ...now.exportJson.application.filter((f) => !graphqlFields("Application").includes(f)),
      ...now.exportJson.individual.filter((f) => !graphqlFields("Individual").includes(f)),
      ...now.exportJson.business.filter((f) => !graphqlFields("Business").includes(f)),
    ];
    expect(unknown).toEqual([]);
  });

  it("take every column of Application or say it is left out (notExported)", () => {
    expect(columns.filter((c) => !(c in APPLICATION_COLUMNS))).toEqual(expected.notExported);
  });
});

describe("a column of Application", () => {
  it("is a field of GraphQL's Application, or notOnGraphql says why not", () => {
    const hidden = columns.filter((c) => !graphqlFields("Application").includes(c));
    expect(hidden).toEqual(Object.keys(expected.notOnGraphql));
  });

  it("is taken by create or PATCH (CreateApplicationInput, UpdateApplicationInput), or notInInput says why not", () => {
    const taken = [...Object.keys(CreateApplicationInput.shape), ...Object.keys(UpdateApplicationInput.shape)];
    expect(columns.filter((c) => !taken.includes(c))).toEqual(Object.keys(expected.notInInput));
  });

  it("shown on GraphQL is on REST's application body, or notOnRest says why not", () => {
    const rest = Object.keys(ApplicationResponse.shape);
    expect(graphqlFields("Application").filter((f) => !rest.includes(f))).toEqual(Object.keys(expected.notOnRest));
    expect(rest.filter((f) => !graphqlFields("Application").includes(f))).toEqual([]);
  });
});

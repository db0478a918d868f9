// CSV injection: investor data reaches a spreadsheet through the CSV export. A cell starting
// with = + - @, tab or CR would run there as a formula (OWASP "CSV Injection"); it must arrive as text.
import { parse } from "csv-parse/sync";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(() => svc.close());

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

async function csvExport(api: ReturnType<typeof client>, applicationId: string): Promise<Record<string, string>[]> {
  const created = await api.post("/api/v1/exports", { format: "CSV", applicationIds: [applicationId] });
  expect(created.status).toBe(202);
  const done = await eventually(async () => {
    const res = await api.get(created.body.statusPath);
    return res.body.status === "COMPLETED" ? res.body : null;
  }, 60_000);
  const link = await api.get(done.downloadPath);
  const file = await fetch(link.body.url);
  return parse(await file.text(), { columns: true, skip_empty_lines: true });
}

describe("CSV export against formula injection", () => {
  it("neutralises an investor named as a formula, keeping its text readable", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    const attack = '=HYPERLINK("http://127.0.0.1/x","x")';
    const app = await createApplication(api, {
      name: attack,
      email: "a@example.com",
      individual: { firstName: "+1+cmd|' /C calc'!A0", lastName: "@SUM(1+1)", placeOfBirth: "-2+3", address: { street: "\t=1", country: "FR" } },
    });

    const [row] = await csvExport(api, app.id);
    for (const [column, cell] of Object.entries(row)) expect([column, FORMULA_START.test(cell)]).toEqual([column, false]);
    expect(row.applicationName).toBe(`'${attack}`);
    expect(row.firstName).toBe("'+1+cmd|' /C calc'!A0");
    expect(row.lastName).toBe("'@SUM(1+1)");
    expect(row.placeOfBirth).toBe("'-2+3");
    expect(row.email).toBe("a@example.com");
  });
});

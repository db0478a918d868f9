// A migration's W-8BEN-E carries the entity's FATCA classification (docs/tax-reporting.md): stated in the
// manifest (fatcaChapter4Status, fatcaGiin) or in the form's text ("FATCA status:", "GIIN:"), it is stored
// with the form as metadata.fatca under the same check as POST /documents and PATCH; a wrong one in the
// manifest fails its item in VALIDATE with the reason, and nothing of that item is stored; a wrong one read
// from a form's text is left out, and the item migrates as it did before such lines were read. An archive uploaded over real HTTP,
// run by a real worker on the Temporal dev server, on PostgreSQL.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { buildZip, personDoc } from "../migrations/archives";
import { itemsOf, requireNothingByDefault, settled, uploadArchive } from "../migrations/support";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
});
afterAll(() => svc.close());

const MANIFEST = [
  "folder,entityType,name,country,registrationNumber,fatcaChapter4Status,fatcaGiin",
  "Good Fund,BUSINESS,Good Fund SA,LU,B1,Passive NFFE,",
  "Model One Bank,BUSINESS,Model One Bank SA,LU,B2,REPORTING_MODEL_1_FFI,98Q96B.00000.LE.442",
  "No Giin Bank,BUSINESS,No Giin Bank SA,LU,B3,Reporting Model 1 FFI,",
  "Bad Giin Bank,BUSINESS,Bad Giin Bank SA,LU,B4,Participating FFI,98Q96B-00000-LE-442",
  "Unknown Status,BUSINESS,Unknown Status SA,LU,B5,Sort of NFFE,",
  "No Form,BUSINESS,No Form SA,LU,B6,Passive NFFE,",
  "From Text,BUSINESS,From Text SA,LU,B7,,",
  "Text Without Form,BUSINESS,Text Without Form SA,LU,B8,,",
  "Text Giin Only,BUSINESS,Text Giin Only SA,LU,B9,,",
].join("\n");

const w8bene = (fields: Record<string, string> = {}) => personDoc("Form W-8BEN-E", { "Name of organization": "Fund", ...fields });

function archive() {
  return buildZip([
    { name: "manifest.csv", content: MANIFEST },
    { name: "Good Fund/w8bene.txt", content: w8bene() },
    { name: "Model One Bank/w8bene.txt", content: w8bene() },
    { name: "No Giin Bank/w8bene.txt", content: w8bene() },
    { name: "Bad Giin Bank/w8bene.txt", content: w8bene() },
    { name: "Unknown Status/w8bene.txt", content: w8bene() },
    { name: "No Form/certificate_of_incorporation.txt", content: personDoc("Certificate of incorporation", { "Company name": "No Form SA" }) },
    { name: "From Text/w8bene.txt", content: w8bene({ "FATCA status": "Active NFFE" }) },
    {
      name: "Text Without Form/self_certification.txt",
      content: personDoc("Entity self-certification for FATCA and CRS", { "Legal name": "Text Without Form SA", "FATCA classification": "Active NFFE" }),
    },
    { name: "Text Giin Only/w8bene.txt", content: w8bene({ GIIN: "98Q96B.00000.LE.442" }) },
  ]);
}

describe("a migrated W-8BEN-E's FATCA classification", () => {
  it("is stored with the form when right, and fails its item in VALIDATE with the reason when wrong, storing nothing of it", async () => {
    const { key, accountId } = await svc.newAccount();
    const api = client(svc.url, key);
    await requireNothingByDefault(api);
    const up = await uploadArchive(svc.url, key, await archive());
    expect(up.status).toBe(201);
    const done = await settled(api, up.body.id);
    expect(done).toMatchObject({ status: "COMPLETED", itemCounts: { total: 9, completed: 5, failed: 4 } });

    const items = new Map((await itemsOf(api, up.body.id)).map((i) => [i.folder, i]));
    const failed = (folder: string, rule: string) => {
      const item = items.get(folder)!;
      expect(item).toMatchObject({ status: "FAILED", applicationId: null });
      expect(item.error).toContain(`metadata.fatca (from manifest)`);
      expect(item.error).toContain(rule);
    };
    failed("No Giin Bank", "metadata.fatca.giin is required");
    failed("Bad Giin Bank", "is not a GIIN");
    failed("Unknown Status", "chapter4Status is the status the form states");
    failed("No Form", "has no W_8_BEN_E or W_8_IMY");
    // The refused items left no application and no document behind.
    const docs = await svc.db.prisma.document.findMany({ where: { accountId } });
    expect(docs.map((d) => (d.metadata as { sourcePath: string }).sourcePath.split("/")[0]).sort()).toEqual([
      "From Text",
      "Good Fund",
      "Model One Bank",
      "Text Giin Only",
      "Text Without Form",
    ]);

    const fatcaOf = (folder: string) =>
      (docs.find((d) => (d.metadata as { sourcePath: string }).sourcePath.startsWith(`${folder}/`))!.metadata as { fatca?: unknown }).fatca;
    expect(fatcaOf("Good Fund")).toEqual({ chapter4Status: "PASSIVE_NFFE" });
    expect(fatcaOf("Model One Bank")).toEqual({ chapter4Status: "REPORTING_MODEL_1_FFI", giin: "98Q96B.00000.LE.442" });
    expect(items.get("From Text")!.data.fatca).toEqual({ value: { chapter4Status: "ACTIVE_NFFE" }, source: "From Text/w8bene.txt" });
    expect(fatcaOf("From Text")).toEqual({ chapter4Status: "ACTIVE_NFFE" });
    // Read from text and wrong (no W-8 to carry it; a GIIN with no status): left out, the item migrated.
    for (const folder of ["Text Without Form", "Text Giin Only"]) {
      expect(items.get(folder)).toMatchObject({ status: "COMPLETED" });
      expect(items.get(folder)!.data.fatca).toMatchObject({ source: expect.stringMatching(new RegExp(`^${folder}/`)) });
      expect(fatcaOf(folder)).toBeUndefined();
    }

    // The assessment reads the classification off the migrated form, as off one registered by API.
    const assessment = await api.get(`/api/v1/applications/${items.get("Good Fund")!.applicationId}/fatca`);
    expect(assessment.status).toBe(200);
    expect(assessment.body.classification).toMatchObject({ chapter4Status: "PASSIVE_NFFE", acctHolderType: "FATCA102", documentType: "W_8_BEN_E" });
  });
});

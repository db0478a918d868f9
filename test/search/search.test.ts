// Global search (spec 4.10): every group, totals, single-tab paging, filters, account scoping, and
// the matches people expect (typos, accents, reordered names, e-mail, id).
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { addDocument } from "../support/documents";

let svc: TestService;
let api: ReturnType<typeof client>;
let accountId: string;
const ids: Record<string, string> = {};

async function hit(applicationId: string, title: string, type: string, status: string) {
  const res = await api.post("/api/v1/screening/hits", { applicationId, title, type, status });
  if (res.status !== 200) throw new Error(`hit failed ${res.status} ${res.text}`);
  return res.body.id as string;
}

async function task(applicationId: string, title: string, status = "PENDING") {
  const row = await svc.db.prisma.task.create({
    data: { accountId, applicationId, title, status, type: "DOCUMENT_REVIEW", entityType: "APPLICATION", entityId: applicationId },
  });
  return row.id;
}

const search = (query: string) => api.get(`/api/v1/platform/search?${query}`);
const idsOf = (group: { items: { id: string }[] }) => group.items.map((i) => i.id);

beforeAll(async () => {
  svc = await startTestService();
  const acc = await svc.newAccount();
  accountId = acc.accountId;
  api = client(svc.url, acc.key);
  const ada = await createApplication(api, { name: "Ada Lovelace", email: "ada@analytical.example", individual: { firstName: "Ada", lastName: "Lovelace" } });
  ids.ada = ada.id;
  ids.adaPerson = ada.individuals[0].id;
  ids.jose = (await createApplication(api, { name: "José Ñúñez", email: "jose@example.org" })).id;
  ids.john = (await createApplication(api, { name: "John Smith" })).id;
  ids.adam = (await createApplication(api, { name: "Adam Smith" })).id;
  ids.sons = (await createApplication(api, { entityType: "BUSINESS", name: "Smith & Sons Ltd", business: { name: "Smith & Sons Ltd" } })).id;
  for (let i = 1; i <= 12; i++) await createApplication(api, { name: `Zebra Fund ${i}` });
  expect((await api.post(`/api/v1/applications/${ids.john}/submit`)).status).toBe(200);

  ids.adaSanction = await hit(ids.ada, "Ada Lovelace", "SANCTIONS", "IN_REVIEW");
  ids.adaDismissed = await hit(ids.ada, "Ada Lovelace (1815)", "PEP", "DISMISSED");
  ids.johnPep = await hit(ids.john, "John Smith", "PEP", "NOT_REVIEWED");

  ids.adaPassport = (await addDocument(api, ids.ada, "ID_CARD", Buffer.from("passport"), { fileName: "passport-ada-lovelace.pdf" })).id;
  ids.sonsArticles = (await addDocument(api, ids.sons, "ARTICLES_OF_ASSOCIATION", Buffer.from("articles"), { fileName: "lovelace-articles.pdf" })).id;

  ids.adaTask = await task(ids.ada, "Review Lovelace passport");
  ids.adaDone = await task(ids.ada, "Lovelace proof of address", "RESOLVED");
});
afterAll(() => svc.close());

describe("groups", () => {
  it("finds a name in every group, each item with the fields of 4.10", async () => {
    const res = await search("q=lovelace");
    expect(res.status).toBe(200);
    expect(res.body.applications.items).toEqual([
      { id: ids.ada, name: "Ada Lovelace", entityType: "INDIVIDUAL", status: "PENDING", createdAt: expect.any(String) },
    ]);
    expect(res.body.screening.items).toEqual([
      { id: ids.adaSanction, title: "Ada Lovelace", type: "SANCTIONS", status: "IN_REVIEW", applicationId: ids.ada, applicationName: "Ada Lovelace" },
    ]);
    expect(res.body.documents.items).toEqual(
      [
        { id: ids.adaPassport, fileName: "passport-ada-lovelace.pdf", type: "ID_CARD", applicationId: ids.ada, applicationName: "Ada Lovelace" },
        {
          id: ids.sonsArticles,
          fileName: "lovelace-articles.pdf",
          type: "ARTICLES_OF_ASSOCIATION",
          applicationId: ids.sons,
          applicationName: "Smith & Sons Ltd",
        },
      ].sort((a, b) => (a.fileName.startsWith("lovelace") ? -1 : b.fileName.startsWith("lovelace") ? 1 : 0)),
    );
    expect(idsOf(res.body.tasks).sort()).toEqual([ids.adaTask, ids.adaDone].sort());
    expect(res.body.tasks.items[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      type: "DOCUMENT_REVIEW",
      status: expect.any(String),
      applicationId: ids.ada,
      applicationName: "Ada Lovelace",
    });
  });

  it("carries the screened person's id as keyPersonId", async () => {
    const res = await api.post("/api/v1/screening/hits", {
      applicationId: ids.ada,
      individualId: ids.adaPerson,
      title: "Augusta Ada King",
      type: "WARNING",
      status: "IN_REVIEW",
    });
    const found = await search("q=augusta king&type=screening");
    expect(found.body.screening.items).toEqual([expect.objectContaining({ id: res.body.id, keyPersonId: ids.adaPerson })]);
  });

  it("counts every match in total while items stop at the limit", async () => {
    const res = await search("q=zebra&limit=5");
    expect(res.body.applications.items).toHaveLength(5);
    expect(res.body.applications.total).toBe(12);
    expect(res.body.screening).toEqual({ items: [], total: 0 });
  });

  it("walks one group exactly once with offset in single-tab mode", async () => {
    const all = await search("q=zebra fund&type=applications&limit=50");
    expect(all.body.applications.total).toBe(12);
    expect(Object.keys(all.body)).toEqual(["applications"]);
    const walked: string[] = [];
    for (let offset = 0; ; offset += 5) {
      const page = await search(`q=zebra fund&type=applications&limit=5&offset=${offset}`);
      expect(page.body.applications.total).toBe(12);
      if (page.body.applications.items.length === 0) break;
      walked.push(...idsOf(page.body.applications));
    }
    expect(walked).toEqual(idsOf(all.body.applications));
    expect(new Set(walked).size).toBe(12);
  });
});

describe("relevance", () => {
  it("puts an exact id first", async () => {
    const res = await search(`q=${ids.john}`);
    expect(idsOf(res.body.applications)).toEqual([ids.john]);
    const byHitId = await search(`q=${ids.johnPep}&type=screening`);
    expect(idsOf(byHitId.body.screening)).toEqual([ids.johnPep]);
  });

  it("puts an exact e-mail first, whatever its case", async () => {
    const res = await search("q=ADA@analytical.example&type=applications");
    expect(idsOf(res.body.applications)[0]).toBe(ids.ada);
  });

  it("ranks a prefix above a whole word, and ties by id", async () => {
    const res = await search("q=smith&type=applications");
    const [first, ...rest] = idsOf(res.body.applications);
    expect(first).toBe(ids.sons);
    expect(rest).toEqual([ids.john, ids.adam].sort());
  });

  it("forgives a typo", async () => {
    expect(idsOf((await search("q=Ada Lovelase&type=applications")).body.applications)).toEqual([ids.ada]);
    expect(idsOf((await search("q=jonh smith&type=applications")).body.applications)[0]).toBe(ids.john);
  });

  it("ignores accents and case", async () => {
    expect(idsOf((await search("q=JOSE nunez&type=applications")).body.applications)).toEqual([ids.jose]);
    expect(idsOf((await search("q=José Ñúñez&type=applications")).body.applications)).toEqual([ids.jose]);
  });

  it("matches the words of a name in any order", async () => {
    expect(idsOf((await search("q=smith john&type=applications")).body.applications)[0]).toBe(ids.john);
    expect(idsOf((await search("q=lovelace ada&type=applications")).body.applications)).toEqual([ids.ada]);
  });

  it("matches an e-mail by its start, never fuzzily by its domain", async () => {
    expect(idsOf((await search("q=ada@analy&type=applications")).body.applications)).toEqual([ids.ada]);
    expect(idsOf((await search("q=someone@example.org&type=applications")).body.applications)).toEqual([]);
    expect(idsOf((await search("q=jose@example.org&type=applications")).body.applications)).toEqual([ids.jose]);
  });

  it("sorts newest or oldest first when asked", async () => {
    const newest = idsOf((await search("q=zebra&type=applications&limit=50&sortOrder=newest")).body.applications);
    const oldest = idsOf((await search("q=zebra&type=applications&limit=50&sortOrder=oldest")).body.applications);
    expect(newest).toEqual([...oldest].reverse());
  });
});

describe("filters", () => {
  it("leaves DISMISSED and FALSE_POSITIVE hits out unless includeDismissed", async () => {
    expect(idsOf((await search("q=lovelace&type=screening")).body.screening)).toEqual([ids.adaSanction]);
    expect(idsOf((await search("q=lovelace&type=screening&includeDismissed=true")).body.screening).sort()).toEqual([ids.adaSanction, ids.adaDismissed].sort());
  });

  it("filters applications by status, hits by type, documents by owner entity type, tasks by state", async () => {
    expect(idsOf((await search("q=smith&type=applications&applicationStatus=SUBMITTED")).body.applications)).toEqual([ids.john]);
    expect(idsOf((await search("q=smith&type=applications&applicationStatus=PENDING,APPROVED")).body.applications).sort()).toEqual([ids.sons, ids.adam].sort());
    expect(idsOf((await search("q=lovelace&type=screening&includeDismissed=true&screeningType=PEP")).body.screening)).toEqual([ids.adaDismissed]);
    expect(idsOf((await search("q=lovelace&type=documents&documentEntityType=BUSINESS")).body.documents)).toEqual([ids.sonsArticles]);
    expect(idsOf((await search("q=lovelace&type=tasks&taskState=OPEN")).body.tasks)).toEqual([ids.adaTask]);
    expect(idsOf((await search("q=lovelace&type=tasks&taskState=RESOLVED")).body.tasks)).toEqual([ids.adaDone]);
  });

  it("refuses unknown filter values, naming the parameter", async () => {
    for (const [query, path] of [
      ["q=ada&type=people", "type"],
      ["q=ada&sortOrder=best", "sortOrder"],
      ["q=ada&applicationStatus=OPEN", "applicationStatus.0"],
      ["q=ada&screeningType=CRIME", "screeningType.0"],
      ["q=ada&documentEntityType=TRUST", "documentEntityType"],
      ["q=ada&taskState=DONE", "taskState"],
      ["q=ada&limit=0", "limit"],
      ["q=ada&offset=5", "offset"],
      ["q=ada&colour=red", "colour"],
    ]) {
      const res = await search(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    }
  });

  it("needs q of at least 2 characters after trimming", async () => {
    for (const query of ["", "q=a", "q=%20a%20", "q="]) {
      const res = await search(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.details[0].path).toBe("q");
    }
  });
});

describe("the word index", () => {
  it("finds a record by the words a change brought, under its new name only", async () => {
    const app = await createApplication(api, { name: "Quentin Oldname" });
    expect((await api.patch(`/api/v1/applications/${app.id}`, { name: "Quentin Newbury" })).status).toBe(200);
    expect(idsOf((await search("q=newbury&type=applications")).body.applications)).toEqual([app.id]);
    expect(idsOf((await search("q=newbry&type=applications")).body.applications)).toEqual([app.id]);
    expect((await search("q=oldname&type=applications")).body.applications.total).toBe(0);
  });

  it("keeps a hit whose title has a word longer than an index key, and finds it by its start", async () => {
    const hitId = await hit(ids.john, `${"x".repeat(300)} Holdings`, "WARNING", "IN_REVIEW");
    expect(idsOf((await search(`q=${"x".repeat(40)}&type=screening`)).body.screening)).toEqual([hitId]);
    const doc = await addDocument(api, ids.john, "OTHER", Buffer.from("long"), { fileName: `${"y".repeat(240)}.pdf` });
    expect(idsOf((await search(`q=${"y".repeat(60)}&type=documents`)).body.documents)).toEqual([doc.id]);
  });

  it("matches numbers as typed or by their start, never one digit off", async () => {
    expect((await search("q=zebra 13&type=applications")).body.applications.total).toBe(0);
    const names = (await search("q=zebra 1&type=applications&limit=20")).body.applications.items.map((i: { name: string }) => i.name).sort();
    expect(names).toEqual(["Zebra Fund 1", "Zebra Fund 10", "Zebra Fund 11", "Zebra Fund 12"]);
  });

  it("forgives typos only with the account's own words", async () => {
    const mine = await createApplication(api, { name: "Wilhelmina Quarterhouse" });
    const other = await svc.newAccount();
    const theirs = client(svc.url, other.key);
    await createApplication(theirs, { name: "Quarterhorse Holdings" });
    // One typo away from both accounts' words: each account finds its own record only.
    expect(idsOf((await search("q=quarterhous&type=applications")).body.applications)).toEqual([mine.id]);
    const res = await theirs.get("/api/v1/platform/search?q=quarterhous&type=applications");
    expect(res.body.applications.items.map((i: { name: string }) => i.name)).toEqual(["Quarterhorse Holdings"]);
  });
});

describe("scope", () => {
  it("never shows another account's records, not even by exact id", async () => {
    const other = client(svc.url, (await svc.newAccount()).key);
    for (const q of ["lovelace", ids.ada, "ada@analytical.example"]) {
      const res = await other.get(`/api/v1/platform/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      for (const group of ["applications", "screening", "documents", "tasks"]) expect(res.body[group]).toEqual({ items: [], total: 0 });
    }
    expect((await client(svc.url).get("/api/v1/platform/search?q=ada")).status).toBe(401);
  });
});

describe("GraphQL", () => {
  it("answers the same groups as REST", async () => {
    const rest = await search("q=smith&limit=3");
    const gql = await api.graphql(`query { search(q: "smith", limit: 3) {
      applications { total items { id name entityType status createdAt } }
      screening { total items { id title type status applicationId applicationName keyPersonId } }
      documents { total items { id fileName type subType applicationId applicationName } }
      tasks { total items { id title type status applicationId applicationName } } } }`);
    expect(gql.body.errors).toBeUndefined();
    const s = gql.body.data.search;
    expect(s.applications).toEqual(rest.body.applications);
    expect(s.screening.total).toBe(rest.body.screening.total);
    expect(s.screening.items.map((i: { id: string }) => i.id)).toEqual(idsOf(rest.body.screening));
  });
});

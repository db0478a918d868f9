// An erased application is a tombstone: every write that could bring personal data back to it, or to
// any of its children, is refused with 409 APPLICATION_ERASED and changes nothing, on every path. The
// test walks every field of the schema's Mutation type: each is either tried against the tombstone
// (through GraphQL and through every REST route that runs it) or listed as not applicable with the
// reason, so a mutation added later fails here until someone decides which it is.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, getNamedType, isLeafType, type GraphQLField } from "graphql";
import { routes } from "../../src/rest/routeTable";
import { validateDocument } from "../../src/domain/documents/validation";
import { enrichHits } from "../../src/domain/screening/engine";
import { client } from "../support/http";
import { addDocument, pdfWith, uploadBytes } from "../support/documents";
import { startTestService, type TestService } from "../support/service";

const MARK = "Zyxroe"; // in every personal value the attempts send: no table may hold it afterwards
const JANE = { firstName: "Jane", lastName: MARK, dateOfBirth: "1980-04-01" };

/** Mutations that cannot write to an existing application or its children, and why. */
const NOT_APPLICABLE: Record<string, string> = {
  createApplication: "creates a new application; it cannot name an existing one",
  createDocumentUpload: "an upload belongs to no application until a document registers it or a note attaches it (both tried here)",
  createMigration: "a migration creates new applications from its archive or items; it names none that exists",
  pauseMigration: "controls a migration run, not an application",
  resumeMigration: "controls a migration run, not an application",
  cancelMigration: "controls a migration run, not an application",
  createExport: "reads applications into a file of the account; it writes nothing to them (an erased one exports its tombstone)",
  eraseApplication: "erasing a tombstone again is the idempotent retry: 200 with erasedNow false, nothing written (asserted below)",
  screeningMatch: "screening on demand stores no person and links to no application",
  eraseScreeningMatchLogSubject: "deletes rows of the /match log, which link to no application; it stores nothing",
  createOnboardingWorkflow: "an account's workflow definition",
  updateOnboardingWorkflow: "an account's workflow definition",
  updateFourEyesPolicy: "an account setting",
  updateApprovalGates: "an account setting",
  updatePeriodicReviewPolicy: "an account setting",
  updateRiskModel: "an account setting (its re-assessment leaves erased applications out: a tombstone is not assessed)",
  updateRetentionPolicy: "an account setting",
  updateUboThresholds: "an account setting",
  updateFatcaReporting: "an account setting (the reporting financial institution of FATCA filings)",
  updateSeverityTaxonomy: "an account setting",
  updateUserRole: "a user of the account",
  addWatchlistSource: "account-wide screening lists",
  removeWatchlistSource: "account-wide screening lists",
  createWebhook: "a subscription of the account",
  updateWebhook: "a subscription of the account",
  deleteWebhook: "a subscription of the account",
  rotateWebhookSecret: "a subscription of the account",
  pingWebhook: "a test event naming no application",
  redeliverWebhookDelivery: "sends a stored delivery again, whose body erasure replaced with {erased: true}",
  resendFailedWebhookDeliveries: "sends stored deliveries again, whose bodies erasure replaced with {erased: true}",
};

interface Ids {
  app: string;
  applicant: string;
  ubo: string;
  business: string;
  document: string;
  note: string;
  hits: string[];
  group: string;
  task: string;
  node: string;
  applicantNode: string;
  edge: string;
}
type Body = unknown | (() => Promise<unknown>);
interface Attempt {
  /** The mutation's arguments (a function when each attempt needs something fresh, such as an upload). */
  graphql: (ids: Ids) => Body;
  /** Each REST route running the mutation ("method /path" as the route table writes it), with its request. */
  rest: Record<string, (ids: Ids) => { path: string; body?: Body }>;
}

let svc: TestService;
let api: ReturnType<typeof client>;
let accountId: string;
let ids: Ids;

const freshUpload = (name: string) => () => uploadBytes(api, Buffer.from(`Scan of ${JANE.firstName} ${MARK}`), name, "text/plain");

const ATTEMPTS: Record<string, Attempt> = {
  updateApplication: {
    graphql: ({ app }) => ({ id: app, input: { name: `Jane ${MARK}`, email: `jane.${MARK}@example.com` } }),
    rest: { "patch /applications/:id": ({ app }) => ({ path: `/applications/${app}`, body: { name: `Jane ${MARK}` } }) },
  },
  submitApplication: { graphql: ({ app }) => ({ id: app }), rest: { "post /applications/:id/submit": ({ app }) => ({ path: `/applications/${app}/submit` }) } },
  approveApplication: {
    graphql: ({ app }) => ({ id: app }),
    rest: { "post /applications/:id/approve": ({ app }) => ({ path: `/applications/${app}/approve` }) },
  },
  rejectApplication: { graphql: ({ app }) => ({ id: app }), rest: { "post /applications/:id/reject": ({ app }) => ({ path: `/applications/${app}/reject` }) } },
  startApplicationOnboarding: {
    graphql: ({ app }) => ({ id: app }),
    rest: { "post /applications/:id/start-onboarding": ({ app }) => ({ path: `/applications/${app}/start-onboarding` }) },
  },
  addApplicationIndividual: {
    graphql: ({ app }) => ({ applicationId: app, input: { ...JANE, role: "UBO" } }),
    rest: { "post /applications/:id/individuals": ({ app }) => ({ path: `/applications/${app}/individuals`, body: { ...JANE, role: "UBO" } }) },
  },
  addApplicationBusiness: {
    graphql: ({ app }) => ({ applicationId: app, input: { name: `${MARK} Holdings`, role: "SHAREHOLDER" } }),
    rest: {
      "post /applications/:id/businesses": ({ app }) => ({ path: `/applications/${app}/businesses`, body: { name: `${MARK} Holdings`, role: "SHAREHOLDER" } }),
    },
  },
  updateApplicationIndividual: {
    graphql: ({ app, applicant }) => ({ applicationId: app, individualId: applicant, input: JANE }),
    rest: {
      "patch /applications/:id/individuals/:individualId": ({ app, applicant }) => ({ path: `/applications/${app}/individuals/${applicant}`, body: JANE }),
    },
  },
  updateApplicationBusiness: {
    graphql: ({ app, business }) => ({ applicationId: app, businessId: business, input: { name: `${MARK} Holdings` } }),
    rest: {
      "patch /applications/:id/businesses/:businessId": ({ app, business }) => ({
        path: `/applications/${app}/businesses/${business}`,
        body: { registrationNumber: `${MARK}-1980` },
      }),
    },
  },
  removeApplicationIndividual: {
    graphql: ({ app, ubo }) => ({ applicationId: app, individualId: ubo }),
    rest: { "delete /applications/:id/individuals/:individualId": ({ app, ubo }) => ({ path: `/applications/${app}/individuals/${ubo}` }) },
  },
  removeApplicationBusiness: {
    graphql: ({ app, business }) => ({ applicationId: app, businessId: business }),
    rest: { "delete /applications/:id/businesses/:businessId": ({ app, business }) => ({ path: `/applications/${app}/businesses/${business}` }) },
  },
  setLegalHold: {
    graphql: ({ app }) => ({ applicationId: app, input: { reason: `Subpoena about Jane ${MARK}` } }),
    rest: { "put /applications/:id/legal-hold": ({ app }) => ({ path: `/applications/${app}/legal-hold`, body: { reason: `Subpoena about Jane ${MARK}` } }) },
  },
  releaseLegalHold: {
    graphql: ({ app }) => ({ applicationId: app }),
    rest: { "delete /applications/:id/legal-hold": ({ app }) => ({ path: `/applications/${app}/legal-hold` }) },
  },
  overrideRiskLevel: {
    graphql: ({ app }) => ({ applicationId: app, input: { level: "HIGH", reason: `Jane ${MARK}` } }),
    rest: {
      "post /applications/:id/risk-override": ({ app }) => ({ path: `/applications/${app}/risk-override`, body: { level: "HIGH", reason: `Jane ${MARK}` } }),
    },
  },
  withdrawRiskOverride: {
    graphql: ({ app }) => ({ applicationId: app, input: { reason: `Jane ${MARK}` } }),
    rest: { "delete /applications/:id/risk-override": ({ app }) => ({ path: `/applications/${app}/risk-override?reason=Jane%20${MARK}` }) },
  },
  createManualScreeningHit: {
    graphql: ({ app, applicant }) => ({ input: manualHit(app, applicant) }),
    rest: { "post /screening/hits": ({ app, applicant }) => ({ path: "/screening/hits", body: manualHit(app, applicant) }) },
  },
  recordScreeningHits: {
    graphql: ({ app, applicant }) => ({ input: engineHits(app, applicant) }),
    rest: { "post /screening/hits/batch": ({ app, applicant }) => ({ path: "/screening/hits/batch", body: engineHits(app, applicant) }) },
  },
  updateScreeningHitStatus: {
    graphql: ({ hits }) => ({ id: hits[0], input: { status: "TRUE_MATCH", note: `It is Jane ${MARK}, born 1980` } }),
    rest: {
      "patch /screening/hits/:hitId": ({ hits }) => ({ path: `/screening/hits/${hits[0]}`, body: { status: "TRUE_MATCH", note: `It is Jane ${MARK}` } }),
    },
  },
  createScreeningGroup: {
    graphql: ({ app, hits }) => ({ input: group(app, hits) }),
    rest: { "post /screening/groups": ({ app, hits }) => ({ path: "/screening/groups", body: group(app, hits) }) },
  },
  moveScreeningHits: {
    graphql: ({ group, hits }) => ({ groupId: group, hitIds: [hits[1]] }),
    rest: { "post /screening/groups/:groupId/hits": ({ group, hits }) => ({ path: `/screening/groups/${group}/hits`, body: { hitIds: [hits[1]] } }) },
  },
  updateScreeningGroup: {
    graphql: ({ group }) => ({ id: group, input: { status: "TRUE_MATCH", note: `Jane ${MARK}, born 1980` } }),
    rest: {
      "patch /screening/groups/:groupId": ({ group }) => ({ path: `/screening/groups/${group}`, body: { status: "TRUE_MATCH", note: `Jane ${MARK}` } }),
      "patch /screening/stories/:storyId": ({ group }) => ({ path: `/screening/stories/${group}`, body: { status: "CONFIRMED", note: `Jane ${MARK}` } }),
    },
  },
  updateIndividualScreeningInfo: {
    graphql: ({ applicant }) => ({ id: applicant, input: { ongoingMonitoring: true } }),
    rest: { "patch /screening/individuals/:individualId": ({ applicant }) => ({ path: `/screening/individuals/${applicant}`, body: {} }) },
  },
  updateBusinessScreeningInfo: {
    graphql: ({ business }) => ({ id: business, input: { ongoingMonitoring: true } }),
    rest: { "patch /screening/businesses/:businessId": ({ business }) => ({ path: `/screening/businesses/${business}`, body: {} }) },
  },
  updateIndividualScreeningSummary: {
    graphql: ({ applicant }) => ({ id: applicant, summary: `Jane ${MARK} born 1980` }),
    rest: {
      "patch /screening/individuals/:individualId/summary": ({ applicant }) => ({
        path: `/screening/individuals/${applicant}/summary`,
        body: { summary: `Jane ${MARK} born 1980` },
      }),
    },
  },
  updateBusinessScreeningSummary: {
    graphql: ({ business }) => ({ id: business, summary: `${MARK} Holdings, founded 1980` }),
    rest: {
      "patch /screening/businesses/:businessId/summary": ({ business }) => ({
        path: `/screening/businesses/${business}/summary`,
        body: { summary: `${MARK} Holdings` },
      }),
    },
  },
  createNote: {
    graphql: ({ app }) => ({ input: { entityType: "APPLICATION", entityId: app, content: `Jane ${MARK} called, born 1980` } }),
    rest: {
      // A document note with an attachment: the copy made before the refusal must not stay behind.
      "post /notes": ({ document }) => ({
        path: "/notes",
        body: async () => ({
          entityType: "DOCUMENT",
          entityId: document,
          content: `Jane ${MARK}'s new scan`,
          attachments: [{ key: await freshUpload("scan.txt")(), fileName: "scan.txt", contentType: "text/plain" }],
        }),
      }),
    },
  },
  updateNote: {
    graphql: ({ note }) => ({ id: note, content: `Jane ${MARK}, born 1980` }),
    rest: { "patch /notes/:id": ({ note }) => ({ path: `/notes/${note}`, body: { content: `Jane ${MARK}` } }) },
  },
  deleteNote: { graphql: ({ note }) => ({ id: note }), rest: { "delete /notes/:id": ({ note }) => ({ path: `/notes/${note}` }) } },
  registerDocument: {
    graphql:
      ({ app }) =>
      async () => ({ input: await registration(app) }),
    rest: { "post /documents": ({ app }) => ({ path: "/documents", body: () => registration(app) }) },
  },
  updateDocument: {
    graphql: ({ document }) => ({ id: document, input: { metadata: { holder: `Jane ${MARK}`, born: "1980" } } }),
    rest: { "patch /documents/:id": ({ document }) => ({ path: `/documents/${document}`, body: { metadata: { holder: `Jane ${MARK}` } } }) },
  },
  updateTask: {
    graphql: ({ task }) => ({ id: task, input: { status: "IN_PROGRESS" } }),
    rest: { "patch /tasks/:taskId": ({ task }) => ({ path: `/tasks/${task}`, body: { status: "IN_PROGRESS" } }) },
  },
  createOwnershipNode: {
    graphql: ({ app }) => ({ applicationId: app, input: { kind: "INDIVIDUAL", name: `Jane ${MARK}` } }),
    rest: {
      "post /applications/:id/ownership/nodes": ({ app }) => ({
        path: `/applications/${app}/ownership/nodes`,
        body: { kind: "INDIVIDUAL", name: `Jane ${MARK}` },
      }),
    },
  },
  updateOwnershipNode: {
    graphql: ({ app, node }) => ({ applicationId: app, id: node, input: { name: `Jane ${MARK}` } }),
    rest: {
      "patch /applications/:id/ownership/nodes/:nodeId": ({ app, node }) => ({
        path: `/applications/${app}/ownership/nodes/${node}`,
        body: { name: `Jane ${MARK}` },
      }),
    },
  },
  deleteOwnershipNode: {
    graphql: ({ app, node }) => ({ applicationId: app, id: node }),
    rest: { "delete /applications/:id/ownership/nodes/:nodeId": ({ app, node }) => ({ path: `/applications/${app}/ownership/nodes/${node}` }) },
  },
  createOwnershipEdge: {
    graphql: ({ app, node, applicantNode }) => ({
      applicationId: app,
      input: { ownerNodeId: node, ownedNodeId: applicantNode, kind: "OWNERSHIP", percent: 5 },
    }),
    rest: {
      "post /applications/:id/ownership/edges": ({ app, node, applicantNode }) => ({
        path: `/applications/${app}/ownership/edges`,
        body: { ownerNodeId: node, ownedNodeId: applicantNode, kind: "OWNERSHIP", percent: 5 },
      }),
    },
  },
  updateOwnershipEdge: {
    graphql: ({ app, edge }) => ({ applicationId: app, id: edge, input: { percent: 5 } }),
    rest: {
      "patch /applications/:id/ownership/edges/:edgeId": ({ app, edge }) => ({ path: `/applications/${app}/ownership/edges/${edge}`, body: { percent: 5 } }),
    },
  },
  replaceOwnership: {
    graphql: ({ app }) => ({
      applicationId: app,
      input: { nodes: [{ kind: "INDIVIDUAL", name: `Jane ${MARK}`, key: "jane" }], edges: [] },
    }),
    rest: {
      "put /applications/:id/ownership": ({ app }) => ({
        path: `/applications/${app}/ownership`,
        body: { nodes: [{ kind: "INDIVIDUAL", name: `Jane ${MARK}`, key: "jane" }], edges: [] },
      }),
    },
  },
  // Minting a chart URL stores nothing, but an erased case has no chart to sign for.
  createOwnershipChartUrl: {
    graphql: ({ app }) => ({ applicationId: app }),
    rest: { "post /applications/:id/ownership/chart-url": ({ app }) => ({ path: `/applications/${app}/ownership/chart-url`, body: {} }) },
  },
  deleteOwnershipEdge: {
    graphql: ({ app, edge }) => ({ applicationId: app, id: edge }),
    rest: { "delete /applications/:id/ownership/edges/:edgeId": ({ app, edge }) => ({ path: `/applications/${app}/ownership/edges/${edge}` }) },
  },
};

function manualHit(applicationId: string, individualId: string) {
  return { applicationId, individualId, type: "ADVERSE_MEDIA", status: "NOT_REVIEWED", title: `Jane ${MARK} born 1980` };
}
function engineHits(applicationId: string, individualId: string) {
  return {
    applicationId,
    hits: [{ individualId, type: "PEP", status: "NOT_REVIEWED", source: "outside-engine", details: { name: `Jane ${MARK}`, born: "1980" } }],
  };
}
function group(applicationId: string, hitIds: string[]) {
  return { applicationId, type: "ADVERSE_MEDIA", headline: `Jane ${MARK}`, summary: "born 1980", aiDescription: "", hitIds: [hitIds[1]] };
}
async function registration(applicationId: string) {
  return { applicationId, type: "OTHER", fileName: `${MARK}.txt`, key: await freshUpload(`${MARK}.txt`)(), contentType: "text/plain" };
}

const resolve = async (body: Body) => (typeof body === "function" ? await (body as () => Promise<unknown>)() : body);

const schema = buildSchema(readFileSync(path.join(__dirname, "../../schema.graphql"), "utf8"));
const mutationFields = schema.getMutationType()!.getFields();

/** `mutation($a: T!, …) { field(a: $a, …) { __typename } }` for the arguments given. */
function mutationDocument(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): string {
  const used = field.args.filter((a) => a.name in args);
  const declared = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const passed = used.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return `mutation${declared ? `(${declared})` : ""} { ${field.name}${passed ? `(${passed})` : ""}${selection} }`;
}

/** Everything stored for the application: its row, every row of every table keyed by it, and its stored files. */
async function stateOf(applicationId: string) {
  const tables = await svc.db.prisma.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'applicationId' ORDER BY table_name`;
  const rows: Record<string, string[]> = {
    Application: (await svc.db.prisma.$queryRaw<{ row: string }[]>`SELECT to_jsonb(a)::text AS row FROM "Application" a WHERE id = ${applicationId}`).map(
      (r) => r.row,
    ),
  };
  for (const { table_name } of tables) {
    const found = await svc.db.prisma.$queryRawUnsafe<{ row: string }[]>(
      `SELECT to_jsonb(t)::text AS row FROM "${table_name}" t WHERE t."applicationId" = $1 ORDER BY to_jsonb(t)::text`,
      applicationId,
    );
    rows[table_name] = found.map((r) => r.row);
  }
  return { rows, files: storedFiles() };
}

/** The account's stored files but its pending uploads (the caller's, until registered or attached). */
function storedFiles(): string[] {
  const root = path.join(svc.dataDir, "objects", "accounts", accountId);
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith("uploads"))
    .sort();
}

/** A case with every kind of child (key persons, document, notes, hits in a group, a task), closed long ago and erased. */
async function tombstone(): Promise<Ids> {
  const created = await api.post("/api/v1/applications", {
    entityType: "INDIVIDUAL",
    name: "Olga Earlier",
    individual: { firstName: "Olga", lastName: "Earlier", dateOfBirth: "1950-02-02" },
  });
  expect(created.status).toBe(201);
  const app: string = created.body.id;
  const applicant: string = created.body.individuals[0].id;
  const withUbo = await api.post(`/api/v1/applications/${app}/individuals`, { firstName: "Piet", lastName: "Earlier", role: "UBO" });
  const ubo: string = withUbo.body.individuals.find((i: { role: string }) => i.role === "UBO").id;
  const withBusiness = await api.post(`/api/v1/applications/${app}/businesses`, { name: "Earlier Holdings", role: "SHAREHOLDER" });
  const business: string = withBusiness.body.businesses[0].id;
  const document = (await addDocument(api, app, "ID_CARD", await pdfWith(["Identity card", "Olga Earlier"]))).id;
  const note = (await api.post("/api/v1/notes", { entityType: "APPLICATION", entityId: app, content: "Met Olga" })).body.id;
  const hits: string[] = [];
  for (const title of ["Olga in the news", "Olga in the news again"]) {
    const hit = await api.post("/api/v1/screening/hits", { ...manualHit(app, applicant), title });
    expect(hit.status).toBe(200);
    hits.push(hit.body.id);
  }
  const made = await api.post("/api/v1/screening/groups", { ...group(app, hits), headline: "Olga", summary: "", hitIds: [hits[0]] });
  expect(made.status).toBe(201);
  const existingTask = await svc.db.prisma.task.findFirst({ where: { applicationId: app } });
  const task =
    existingTask ??
    (await svc.db.prisma.task.create({
      data: { accountId, applicationId: app, type: "SCREENING_HIT_REVIEW", title: "Review", entityType: "SCREENING_HIT", entityId: hits[0] },
    }));
  const applicantNode = (await api.post(`/api/v1/applications/${app}/ownership/nodes`, { kind: "INDIVIDUAL", name: "Olga Earlier", applicant: true })).body.id;
  const node = (await api.post(`/api/v1/applications/${app}/ownership/nodes`, { kind: "BUSINESS", name: "Earlier Holdings" })).body.id;
  const edge = (
    await api.post(`/api/v1/applications/${app}/ownership/edges`, { ownerNodeId: node, ownedNodeId: applicantNode, kind: "OWNERSHIP", percent: 30 })
  ).body.id;
  expect([applicantNode, node, edge].every(Boolean)).toBe(true);
  await svc.db.prisma.application.update({ where: { id: app }, data: { status: "APPROVED", decidedAt: new Date(Date.now() - 6 * 365 * 86_400_000) } });
  const erased = await api.post(`/api/v1/applications/${app}/erasure`);
  expect(erased.body).toMatchObject({ erasedNow: true });
  return { app, applicant, ubo, business, document, note, hits, group: made.body.id, task: task.id, node, applicantNode, edge };
}

beforeAll(async () => {
  svc = await startTestService();
  const account = await svc.newAccount();
  accountId = account.accountId;
  api = client(svc.url, account.key);
  ids = await tombstone();
});
afterAll(() => svc?.close());

it("names every mutation of the schema: tried against the tombstone, or not applicable with a reason", () => {
  const named = [...Object.keys(ATTEMPTS), ...Object.keys(NOT_APPLICABLE)];
  expect(named.filter((name) => name in ATTEMPTS && name in NOT_APPLICABLE)).toEqual([]);
  expect(Object.keys(mutationFields).filter((name) => !named.includes(name))).toEqual([]);
  expect(named.filter((name) => !(name in mutationFields))).toEqual([]);
  // Every REST route running a tried mutation is tried too.
  const restOf = (field: string) => routes.filter((r) => r.field === field).map((r) => `${r.method} ${r.path}`);
  for (const [name, attempt] of Object.entries(ATTEMPTS))
    expect({ name, routes: Object.keys(attempt.rest).sort() }).toEqual({ name, routes: restOf(name).sort() });
});

describe.each(Object.keys(ATTEMPTS))("%s on an erased application", (name) => {
  it("GraphQL answers APPLICATION_ERASED and nothing changes", async () => {
    const before = await stateOf(ids.app);
    const args = (await resolve(ATTEMPTS[name].graphql(ids))) as Record<string, unknown>;
    const res = await api.graphql(mutationDocument(mutationFields[name], args), args);
    expect(res.status).toBe(200);
    expect({ name, errors: res.body.errors?.map((e) => e.extensions?.code) }).toEqual({ name, errors: ["APPLICATION_ERASED"] });
    expect(await stateOf(ids.app)).toEqual(before);
  });

  it.each(Object.keys(ATTEMPTS[name].rest))("REST %s answers 409 in the contract's shape and nothing changes", async (route) => {
    const before = await stateOf(ids.app);
    const request = ATTEMPTS[name].rest[route](ids);
    const method = route.split(" ")[0].toUpperCase();
    const res = await api.request(method, `/api/v1${request.path}`, await resolve(request.body));
    expect({ route, status: res.status, body: res.body }).toEqual({
      route,
      status: 409,
      body: { statusCode: 409, error: "Conflict", code: "APPLICATION_ERASED", message: expect.stringContaining("erased") },
    });
    expect(await stateOf(ids.app)).toEqual(before);
  });
});

it("erasing the tombstone again is a retry that writes nothing", async () => {
  const before = await stateOf(ids.app);
  const again = await api.post(`/api/v1/applications/${ids.app}/erasure`);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ erasedNow: false, objectsDeleted: 0 });
  expect(await stateOf(ids.app)).toEqual(before);
});

it("the service's own background work passes the tombstone by: a document validation and a hit enrichment write nothing", async () => {
  const before = await stateOf(ids.app);
  await expect(validateDocument(svc.db.prisma, svc.objectStore, { documentId: ids.document, jobId: "after-erasure" })).resolves.toEqual({
    valid: false,
    alreadyDone: true,
  });
  await expect(enrichHits(svc.db.prisma, { hitIds: ids.hits })).resolves.toEqual({ enriched: 0 });
  expect(await stateOf(ids.app)).toEqual(before);
});

it("leaves the attempts' personal values in no table", async () => {
  const tables = await svc.db.prisma.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const holding: string[] = [];
  for (const { table_name } of tables) {
    const [{ n }] = await svc.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table_name}" t WHERE to_jsonb(t)::text ILIKE '%' || $1 || '%'`,
      MARK,
    );
    if (n > 0) holding.push(table_name);
  }
  expect(holding).toEqual([]);
});

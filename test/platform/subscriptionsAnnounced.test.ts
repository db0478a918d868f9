// Every change to what an application shows reaches its `applicationChanged` subscribers. The test
// walks the schema's mutations (introspection): each that takes an application id either has an
// example below, which must announce itself to a subscriber, or is listed in DOES_NOT_CHANGE_AN_APPLICATION
// with the reason. A new mutation that takes an application id fails here until it is one or the other.
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { getIntrospectionQuery, type IntrospectionQuery, type IntrospectionInputTypeRef, type IntrospectionType } from "graphql";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { uploadBytes } from "../support/documents";
import { requireNothingByDefault } from "../migrations/support";

let svc: TestService;
let account: { accountId: string; key: string; keyId: string };
let key: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  account = await svc.newAccount();
  key = account.key;
  api = client(svc.url, key);
  await requireNothingByDefault(api);
});
afterAll(() => svc?.close());

/** Mutations that take an application id and change nothing an application shows, with why. */
const DOES_NOT_CHANGE_AN_APPLICATION: Record<string, string> = {
  createExport: "reads the applications it names into a file; the export job has its own exportProgress subscription",
  createOwnershipChartUrl: "signs a URL that reads the chart; nothing is written",
};

async function gql(query: string, variables: Record<string, unknown>): Promise<any> {
  const res = await api.graphql(query, variables);
  if (res.body.errors?.length) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(res.body.errors)}`);
  return res.body.data;
}

const submitted = (id: string) => gql(`mutation($id: ID!) { submitApplication(id: $id) { id } }`, { id });
const node = async (app: string, name: string, kind = "INDIVIDUAL", applicant = false) =>
  (
    await gql(`mutation($a: ID!, $i: CreateOwnershipNodeInput!) { createOwnershipNode(applicationId: $a, input: $i) { id } }`, {
      a: app,
      i: { kind, name, applicant },
    })
  ).createOwnershipNode.id as string;
const edge = async (app: string) => {
  const owned = await node(app, "Target Holdings", "BUSINESS", true);
  const owner = await node(app, "Olga Owner");
  return (
    await gql(`mutation($a: ID!, $i: CreateOwnershipEdgeInput!) { createOwnershipEdge(applicationId: $a, input: $i) { id } }`, {
      a: app,
      i: { ownerNodeId: owner, ownedNodeId: owned, kind: "OWNERSHIP", percent: 40 },
    })
  ).createOwnershipEdge.id as string;
};
const keyIndividual = async (app: string) =>
  (
    await gql(
      `mutation($a: ID!) { addApplicationIndividual(applicationId: $a, input: { firstName: "Ida", lastName: "Key", role: UBO }) { individuals { id } } }`,
      {
        a: app,
      },
    )
  ).addApplicationIndividual.individuals.at(-1).id as string;
const keyBusiness = async (app: string) =>
  (
    await gql(`mutation($a: ID!) { addApplicationBusiness(applicationId: $a, input: { name: "Key Holdings", role: SHAREHOLDER }) { businesses { id } } }`, {
      a: app,
    })
  ).addApplicationBusiness.businesses.at(-1).id as string;
const manualHit = async (app: string) =>
  (
    await gql(`mutation($i: ManualScreeningHitInput!) { createManualScreeningHit(input: $i) { id } }`, {
      i: { applicationId: app, title: "Named in a tax case", type: "ADVERSE_MEDIA", status: "IN_REVIEW" },
    })
  ).createManualScreeningHit.id as string;

interface Example {
  /** BUSINESS for the ownership and key-person mutations, which need a legal person. */
  entityType?: "INDIVIDUAL" | "BUSINESS";
  /** Run before subscribing: what the mutation needs to exist (its changes are not the ones under test). */
  setup?: (app: string) => Promise<Record<string, unknown>>;
  mutation: string;
}

const EXAMPLES: Record<string, Example> = {
  updateApplication: { mutation: `mutation($app: ID!) { updateApplication(id: $app, input: { labels: ["vip"] }) { id } }` },
  startApplicationOnboarding: { mutation: `mutation($app: ID!) { startApplicationOnboarding(id: $app) { id } }` },
  submitApplication: { mutation: `mutation($app: ID!) { submitApplication(id: $app) { id } }` },
  rejectApplication: { setup: async (app) => (await submitted(app), {}), mutation: `mutation($app: ID!) { rejectApplication(id: $app) { id } }` },
  approveApplication: { setup: async (app) => (await submitted(app), {}), mutation: `mutation($app: ID!) { approveApplication(id: $app) { id } }` },
  eraseApplication: {
    // Rejected six years ago: past the account's retention period.
    setup: async (app) => {
      await submitted(app);
      await gql(`mutation($id: ID!) { rejectApplication(id: $id) { id } }`, { id: app });
      await svc.db.prisma.application.update({ where: { id: app }, data: { decidedAt: new Date(Date.now() - 6 * 365 * 86_400_000) } });
      return {};
    },
    mutation: `mutation($app: ID!) { eraseApplication(id: $app) { __typename } }`,
  },
  addApplicationIndividual: {
    entityType: "BUSINESS",
    mutation: `mutation($app: ID!) { addApplicationIndividual(applicationId: $app, input: { firstName: "Ada", lastName: "Lovelace", role: DIRECTOR }) { id } }`,
  },
  addApplicationBusiness: {
    entityType: "BUSINESS",
    mutation: `mutation($app: ID!) { addApplicationBusiness(applicationId: $app, input: { name: "Parent AB", role: SHAREHOLDER }) { id } }`,
  },
  updateApplicationIndividual: {
    entityType: "BUSINESS",
    setup: async (app) => ({ person: await keyIndividual(app) }),
    mutation: `mutation($app: ID!, $person: ID!) { updateApplicationIndividual(applicationId: $app, individualId: $person, input: { lastName: "Renamed" }) { id } }`,
  },
  removeApplicationIndividual: {
    entityType: "BUSINESS",
    setup: async (app) => ({ person: await keyIndividual(app) }),
    mutation: `mutation($app: ID!, $person: ID!) { removeApplicationIndividual(applicationId: $app, individualId: $person) { id } }`,
  },
  updateApplicationBusiness: {
    entityType: "BUSINESS",
    setup: async (app) => ({ business: await keyBusiness(app) }),
    mutation: `mutation($app: ID!, $business: ID!) { updateApplicationBusiness(applicationId: $app, businessId: $business, input: { name: "Renamed AB" }) { id } }`,
  },
  removeApplicationBusiness: {
    entityType: "BUSINESS",
    setup: async (app) => ({ business: await keyBusiness(app) }),
    mutation: `mutation($app: ID!, $business: ID!) { removeApplicationBusiness(applicationId: $app, businessId: $business) { id } }`,
  },
  createManualScreeningHit: {
    mutation: `mutation($app: ID!) { createManualScreeningHit(input: { applicationId: $app, title: "Named in a fraud case", type: ADVERSE_MEDIA, status: IN_REVIEW }) { id } }`,
  },
  createScreeningGroup: {
    setup: async (app) => ({ hit: await manualHit(app) }),
    mutation: `mutation($app: ID!, $hit: ID!) { createScreeningGroup(input: { applicationId: $app, type: ADVERSE_MEDIA, headline: "Tax case", summary: "One story", aiDescription: "-", hitIds: [$hit] }) { id } }`,
  },
  createNote: {
    mutation: `mutation($app: ID!) { createNote(input: { entityType: APPLICATION, entityId: $app, applicationId: $app, content: "Called the applicant" }) { id } }`,
  },
  registerDocument: {
    setup: async () => ({ key: await uploadBytes(api, Buffer.from("proof of address"), "proof.txt", "text/plain") }),
    mutation: `mutation($app: ID!, $key: String!) { registerDocument(input: { applicationId: $app, type: PROOF_OF_ADDRESS, fileName: "proof.txt", key: $key, contentType: "text/plain" }) { id } }`,
  },
  replaceOwnership: {
    entityType: "BUSINESS",
    mutation: `mutation($app: ID!) { replaceOwnership(applicationId: $app, input: { nodes: [{ key: "t", kind: BUSINESS, name: "Target", applicant: true }, { key: "o", kind: INDIVIDUAL, name: "Owner One" }], edges: [{ ownerKey: "o", ownedKey: "t", kind: OWNERSHIP, percent: 60 }] }) { __typename } }`,
  },
  createOwnershipNode: {
    entityType: "BUSINESS",
    mutation: `mutation($app: ID!) { createOwnershipNode(applicationId: $app, input: { kind: INDIVIDUAL, name: "Nina Node" }) { id } }`,
  },
  updateOwnershipNode: {
    entityType: "BUSINESS",
    setup: async (app) => ({ node: await node(app, "Nora Node") }),
    mutation: `mutation($app: ID!, $node: ID!) { updateOwnershipNode(applicationId: $app, id: $node, input: { name: "Nora Renamed" }) { id } }`,
  },
  deleteOwnershipNode: {
    entityType: "BUSINESS",
    setup: async (app) => ({ node: await node(app, "Dora Node") }),
    mutation: `mutation($app: ID!, $node: ID!) { deleteOwnershipNode(applicationId: $app, id: $node) }`,
  },
  createOwnershipEdge: {
    entityType: "BUSINESS",
    setup: async (app) => ({ owned: await node(app, "Owned Co", "BUSINESS", true), owner: await node(app, "Ollie Owner") }),
    mutation: `mutation($app: ID!, $owner: ID!, $owned: ID!) { createOwnershipEdge(applicationId: $app, input: { ownerNodeId: $owner, ownedNodeId: $owned, kind: OWNERSHIP, percent: 30 }) { id } }`,
  },
  updateOwnershipEdge: {
    entityType: "BUSINESS",
    setup: async (app) => ({ edge: await edge(app) }),
    mutation: `mutation($app: ID!, $edge: ID!) { updateOwnershipEdge(applicationId: $app, id: $edge, input: { percent: 55 }) { id } }`,
  },
  deleteOwnershipEdge: {
    entityType: "BUSINESS",
    setup: async (app) => ({ edge: await edge(app) }),
    mutation: `mutation($app: ID!, $edge: ID!) { deleteOwnershipEdge(applicationId: $app, id: $edge) }`,
  },
  overrideRiskLevel: {
    mutation: `mutation($app: ID!) { overrideRiskLevel(applicationId: $app, input: { level: HIGH, reason: "Known to the team" }) { __typename } }`,
  },
  withdrawRiskOverride: {
    setup: async (app) => (
      await gql(`mutation($app: ID!) { overrideRiskLevel(applicationId: $app, input: { level: HIGH, reason: "Known" }) { __typename } }`, { app }),
      {}
    ),
    mutation: `mutation($app: ID!) { withdrawRiskOverride(applicationId: $app, input: { reason: "No longer" }) { __typename } }`,
  },
  setLegalHold: { mutation: `mutation($app: ID!) { setLegalHold(applicationId: $app, input: { reason: "Litigation" }) { __typename } }` },
  releaseLegalHold: {
    setup: async (app) => (await gql(`mutation($app: ID!) { setLegalHold(applicationId: $app, input: { reason: "Litigation" }) { __typename } }`, { app }), {}),
    mutation: `mutation($app: ID!) { releaseLegalHold(applicationId: $app) { __typename } }`,
  },
};

/**
 * Mutations that change an application through one of its children's ids (not walked above: they take
 * no application id), run the same way: a hit's verdict, a note's edit and deletion, a person's
 * screening summary.
 */
const note = async (app: string) =>
  (await gql(`mutation($app: ID!) { createNote(input: { entityType: APPLICATION, entityId: $app, applicationId: $app, content: "First" }) { id } }`, { app }))
    .createNote.id as string;
const CHILD_EXAMPLES: Record<string, Example> = {
  updateScreeningHitStatus: {
    setup: async (app) => ({ hit: await manualHit(app) }),
    mutation: `mutation($hit: ID!) { updateScreeningHitStatus(id: $hit, input: { status: DISMISSED, note: "Another person" }) { id } }`,
  },
  updateNote: { setup: async (app) => ({ note: await note(app) }), mutation: `mutation($note: ID!) { updateNote(id: $note, content: "Second") { id } }` },
  deleteNote: { setup: async (app) => ({ note: await note(app) }), mutation: `mutation($note: ID!) { deleteNote(id: $note) }` },
  updateIndividualScreeningSummary: {
    setup: async (app) => ({
      person: (await gql(`query($app: ID!) { application(id: $app) { individuals { id } } }`, { app })).application.individuals[0].id,
    }),
    mutation: `mutation($person: ID!) { updateIndividualScreeningSummary(id: $person, summary: "Nothing found") }`,
  },
};

/** Whether an input type (or a list of it) has a field named applicationId(s), one level deep. */
function inputTakesApplication(ref: IntrospectionInputTypeRef, types: Map<string, IntrospectionType>): boolean {
  let named = ref;
  while (named.kind === "NON_NULL" || named.kind === "LIST") named = named.ofType;
  const type = types.get(named.name);
  return type?.kind === "INPUT_OBJECT" && type.inputFields.some((f) => f.name === "applicationId" || f.name === "applicationIds");
}

/** The mutations that take an application id: an applicationId(s) argument or input field, or the `id` of an *Application mutation. */
async function mutationsTakingAnApplication(): Promise<string[]> {
  const { __schema } = (await gql(getIntrospectionQuery(), {})) as IntrospectionQuery;
  const types = new Map(__schema.types.map((t) => [t.name, t]));
  const mutation = types.get(__schema.mutationType!.name)!;
  if (mutation.kind !== "OBJECT") throw new Error("no mutation type");
  return mutation.fields
    .filter((f) =>
      f.args.some(
        (a) =>
          a.name === "applicationId" || a.name === "applicationIds" || (a.name === "id" && /Application/.test(f.name)) || inputTakesApplication(a.type, types),
      ),
    )
    .map((f) => f.name)
    .sort();
}

/** Every applicationChanged event of one application, as they arrive, over graphql-ws. */
function follow(app: string) {
  const events: { changes: string[]; errors?: unknown }[] = [];
  const errors: unknown[] = [];
  const ws = createClient({
    url: `${svc.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${key}` },
  });
  ws.subscribe<{ applicationChanged: { changes: string[] } }>(
    { query: `subscription($id: ID!) { applicationChanged(id: $id) { changes } }`, variables: { id: app } },
    // An erased application answers its subscribers NOT_FOUND: an announcement too, counted with the rest.
    {
      next: (r) => events.push(r.data ? r.data.applicationChanged : { changes: [], errors: r.errors }),
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  return { events, errors, close: () => ws.dispose() };
}

/** Until no event arrived for `quietMs`: announcements of the set-up have all been delivered. */
async function settled(events: unknown[], quietMs = 600) {
  for (;;) {
    const seen = events.length;
    await new Promise((r) => setTimeout(r, quietMs));
    if (events.length === seen) return;
  }
}

describe("applicationChanged announces every change to an application", () => {
  it("knows every mutation that takes an application id: an example that must announce, or a reason it changes nothing", async () => {
    const taking = await mutationsTakingAnApplication();
    const unaccounted = taking.filter((name) => !(name in EXAMPLES) && !(name in DOES_NOT_CHANGE_AN_APPLICATION));
    expect(unaccounted).toEqual([]);
    // The examples are of real mutations that take an application id (a renamed one fails here too).
    expect(Object.keys(EXAMPLES).filter((name) => !taking.includes(name))).toEqual([]);
  });

  it("announces an operator's note that customers read, and keeps a steward-only note out of customers' streams", async () => {
    const app = (await createApplication(api)).id;
    const steward = client(svc.url, (await svc.newKey(account.accountId, { operator: true })).key);
    const note = (stewardOnly: boolean) =>
      steward.graphql(
        `mutation($app: ID!, $s: Boolean!) { createNote(input: { entityType: APPLICATION, entityId: $app, applicationId: $app, content: "Checked", stewardOnly: $s }) { id } }`,
        {
          app,
          s: stewardOnly,
        },
      );
    const sub = follow(app);
    try {
      await eventually(async () => sub.events.length >= 1);
      await settled(sub.events);
      const before = sub.events.length;
      expect((await note(true)).body.errors).toBeUndefined();
      await settled(sub.events, 1_500);
      expect(sub.events.length).toBe(before);
      expect((await note(false)).body.errors).toBeUndefined();
      expect(await eventually(async () => sub.events[before], 5_000)).toEqual({ changes: ["NOTE"] });
    } finally {
      await sub.close();
    }
  });

  it.each([...Object.keys(EXAMPLES), ...Object.keys(CHILD_EXAMPLES)])("%s announces itself to the application's subscribers", async (name) => {
    const example = EXAMPLES[name] ?? CHILD_EXAMPLES[name];
    const app = (
      example.entityType === "BUSINESS"
        ? await createApplication(api, { entityType: "BUSINESS", name: "Announced AB", business: { name: "Announced AB", country: "SE" } })
        : await createApplication(api)
    ).id;
    const variables = { app, ...(await example.setup?.(app)) };
    const sub = follow(app);
    try {
      await eventually(async () => sub.events.length >= 1);
      await settled(sub.events);
      const before = sub.events.length;
      await gql(example.mutation, variables);
      const event = await eventually(async () => sub.events[before], 5_000).catch(() => null);
      expect({ name, announced: event !== null }).toEqual({ name, announced: true });
      expect(sub.errors).toEqual([]);
    } finally {
      await sub.close();
    }
  });
});

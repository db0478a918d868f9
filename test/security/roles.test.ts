// Roles and scopes: a key made as the spec's keeps full access; a key narrowed to a role is refused,
// 403 naming the permission, on every operation its role lacks. The walks read the operations off the
// OpenAPI document and the GraphQL schema and compare each role's answers with the permission each
// root field declares (src/schema/permissions.ts), so an operation added anywhere is checked without
// an edit here, and one declaring nothing must be a mutation needing `write` or a read.
import { randomUUID } from "node:crypto";
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLField, type GraphQLInputType } from "graphql";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { schema } from "../../src/schema";
import { runCommand } from "../../src/cli/commands";
import { uploadArchive } from "../migrations/support";
import { fieldPermission } from "../../src/schema/permissions";
import { roleHas, ROLES, type Permission, type Role } from "../../src/domain/auth/permissions";

let svc: TestService;
let accountId: string;
let full: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  const account = await svc.newAccount();
  accountId = account.accountId;
  full = client(svc.url, account.key);
});
afterAll(async () => svc?.close());

/** A key made through the admin CLI's command (`key:create … --role`), as an operator would. */
async function keyWithRole(role: string, user?: string) {
  return client(svc.url, await rawKeyWithRole(role, user));
}

async function rawKeyWithRole(role: string, user?: string) {
  const created = (await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "key:create", {
    account: accountId,
    role,
    ...(user ? { user } : {}),
  })) as {
    key: string;
    role: string;
  };
  expect(created.role).toBe(role);
  return created.key;
}

/** A value GraphQL's validation accepts for an input type (what the resolver would do with it does not matter: it must not run). */
function sampleValue(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, depth);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) if (isNonNullType(field.type) && depth < 5) value[field.name] = sampleValue(field.type, depth + 1);
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
      case "Float":
        return 1;
      case "Boolean":
        return true;
      case "DateTime":
        return "2026-01-01T00:00:00.000Z";
      case "JSON":
        return {};
      default:
        return randomUUID();
    }
  }
  return null;
}

/** `mutation($a: T!) { field(a: $a) { __typename } }` with sample variables. */
function mutationDocument(fieldName: string) {
  const field = schema.getMutationType()!.getFields()[fieldName];
  const args = field.args.filter((a) => isNonNullType(a.type));
  const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? "" : " { __typename }";
  const query = `mutation${declared ? `(${declared})` : ""} { ${fieldName}${passed ? `(${passed})` : ""}${selection} }`;
  return { query, variables: Object.fromEntries(args.map((a) => [a.name, sampleValue(a.type)])) };
}

/** What a root field declares it needs, beside the plugin's default when it declares nothing. */
function declarationOf(field: GraphQLField<unknown, unknown>) {
  return { permission: fieldPermission(field), declared: (field.extensions.pothosOptions as { permission?: Permission }).permission };
}

/** Whether a mutation names what it acts on by an id, so a random one makes it answer NOT_FOUND, changing nothing. */
const actsOnAnId = (field: GraphQLField<unknown, unknown>) => field.args.some((a) => isNonNullType(a.type) && getNamedType(a.type).name === "ID");

describe("a key narrowed to a role", () => {
  it("gets 403 naming the permission on every non-GET route of the OpenAPI document whose permission its role lacks", async () => {
    const app = await createApplication(full);
    const document = (await full.get("/api/v1/openapi.json")).body as {
      paths: Record<string, Record<string, { "x-permission": Permission; description: string }>>;
    };
    const refused: Record<string, string[]> = {};
    for (const role of ["viewer", "analyst", "approver"] as const) {
      const key = await keyWithRole(role);
      refused[role] = [];
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          expect(operation["x-permission"]).toEqual(expect.any(String));
          expect(operation.description).toContain(`\`${operation["x-permission"]}\``);
          if (method === "get") {
            expect(operation["x-permission"]).toBe("read");
            continue;
          }
          // Routes the role may call would run for real; the GraphQL walk below covers them.
          if (roleHas(role, operation["x-permission"])) continue;
          // Real ids where the route names an application, so a refusal cannot be a 404 in disguise.
          const url = path
            .replace("/api/v1", "")
            .replace(/\{(\w+)\}/g, (_, name: string) => (name === "id" && path.startsWith("/api/v1/applications/") ? app.id : randomUUID()));
          const res = await key.request(method.toUpperCase(), `/api/v1${url}`, {});
          expect({ role, route: `${method.toUpperCase()} ${path}`, status: res.status, code: res.body?.code }).toEqual({
            role,
            route: `${method.toUpperCase()} ${path}`,
            status: 403,
            code: "FORBIDDEN",
          });
          expect(res.body).toMatchObject({ statusCode: 403, error: "Forbidden", message: expect.stringContaining(`"${operation["x-permission"]}"`) });
          refused[role].push(`${method} ${path}`);
        }
      }
    }
    expect(refused.viewer.length).toBeGreaterThan(30);
    expect(refused.analyst.length).toBeGreaterThan(10);
    expect(refused.analyst).toEqual(expect.arrayContaining(["post /api/v1/applications/{id}/approve", "post /api/v1/webhooks"]));
    expect(refused.approver).not.toContain("post /api/v1/applications/{id}/approve");
    expect(refused.approver).toContain("post /api/v1/webhooks");
    // Nothing changed: the application is as it was created.
    const after = (await full.get(`/api/v1/applications/${app.id}`)).body;
    expect(after).toMatchObject({ status: "PENDING", name: app.name, updatedAt: app.updatedAt });
  });

  it("gets 403 on the multipart migration upload, refused before its archive is read", async () => {
    const res = await uploadArchive(svc.url, await rawKeyWithRole("viewer"), Buffer.from("not read"));
    expect(res).toMatchObject({ status: 403, body: { code: "FORBIDDEN", message: expect.stringContaining('"write"') } });
  });

  it("is refused exactly the GraphQL mutations whose declared permission its role lacks; one declaring nothing needs write", async () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(30);
    for (const field of mutations) {
      const { permission, declared } = declarationOf(field);
      expect({ name: field.name, permission }).toEqual({ name: field.name, permission: declared ?? "write" });
    }
    const refused: Record<Role, string[]> = { viewer: [], analyst: [], approver: [], admin: [] };
    for (const role of ROLES) {
      const key = await keyWithRole(role);
      for (const field of mutations) {
        const permission = fieldPermission(field);
        const holds = roleHas(role, permission);
        // A mutation the role may call runs for real: only those a random id keeps from changing anything.
        if (holds && !actsOnAnId(field)) continue;
        const { query, variables } = mutationDocument(field.name);
        const error = (await key.graphql(query, variables)).body.errors?.[0];
        const refusedFor = error?.extensions?.code === "FORBIDDEN" && String(error.message).includes(`"${permission}"`);
        expect({ role, name: field.name, permission, refused: refusedFor }).toEqual({ role, name: field.name, permission, refused: !holds });
        if (refusedFor) refused[role].push(field.name);
      }
    }
    // A viewer is refused every mutation but those that only read: minting a signed URL for a chart it may read.
    const reading = mutations.filter((f) => fieldPermission(f) === "read").map((f) => f.name);
    expect(reading).toEqual(["createOwnershipChartUrl"]);
    expect(refused.viewer).toHaveLength(mutations.length - reading.length);
    expect(refused.admin).toEqual([]);
    expect(refused.analyst).toEqual(expect.arrayContaining(["approveApplication", "rejectApplication", "createWebhook", "updateUserRole"]));
    expect(refused.approver).not.toContain("approveApplication");
  });
});

describe("a viewer key", () => {
  it("still reads, through REST and GraphQL", async () => {
    const viewer = await keyWithRole("viewer");
    const app = await createApplication(full);
    expect((await viewer.get(`/api/v1/applications/${app.id}`)).body).toMatchObject({ id: app.id });
    expect((await viewer.graphql(`query($id: ID!) { application(id: $id) { id } }`, { id: app.id })).body.data).toEqual({ application: { id: app.id } });
  });
});

describe("the schema documents each operation's permission", () => {
  it("names in every root field's description the permission it declares, a query declaring nothing needing read", () => {
    for (const type of [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!]) {
      for (const field of Object.values(type.getFields())) {
        const { permission, declared } = declarationOf(field);
        expect(field.description).toContain(`Permission: \`${permission}\``);
        if (type !== schema.getMutationType()) expect({ name: field.name, permission }).toEqual({ name: field.name, permission: declared ?? "read" });
      }
    }
  });
});

describe("roles", () => {
  it("leaves a key made without a role its full access", async () => {
    const app = await createApplication(full);
    await full.post(`/api/v1/applications/${app.id}/submit`);
    expect((await full.post(`/api/v1/applications/${app.id}/approve`)).body.status).toBe("APPROVED");
    expect((await full.get("/api/v1/onboarding-workflows")).status).toBe(200);
    expect((await full.request("PUT", "/api/v1/screening/severity-tiers", {})).status).not.toBe(403);
  });

  it("lets an analyst review hits but not approve", async () => {
    const analyst = await keyWithRole("analyst", "ana.lyst@example.com");
    const app = await createApplication(analyst);
    const hit = await analyst.post("/api/v1/screening/hits", {
      applicationId: app.id,
      title: "Named in a tax case",
      type: "ADVERSE_MEDIA",
      status: "IN_REVIEW",
    });
    expect(hit.status).toBe(200);
    const hitId = hit.body.id as string;
    const reviewed = await analyst.patch(`/api/v1/screening/hits/${hitId}`, { status: "FALSE_POSITIVE", note: "Another person" });
    expect(reviewed.status).toBe(200);
    expect((await analyst.post(`/api/v1/applications/${app.id}/submit`)).status).toBe(200);
    const approve = await analyst.post(`/api/v1/applications/${app.id}/approve`);
    expect(approve.status).toBe(403);
    expect(approve.body).toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining('"approve"'), details: [{ path: "permission" }] });
    expect((await full.get(`/api/v1/applications/${app.id}`)).body.status).toBe("SUBMITTED");
    expect((await analyst.post("/api/v1/webhooks", { url: "https://example.com/hook", events: ["application.updated"] })).status).toBe(403);
  });

  it("lets an admin do everything", async () => {
    const admin = await keyWithRole("admin", "ad.min@example.com");
    const app = await createApplication(admin);
    await admin.post("/api/v1/screening/hits", { applicationId: app.id, title: "Named in a tax case", type: "ADVERSE_MEDIA", status: "IN_REVIEW" });
    expect((await admin.post(`/api/v1/applications/${app.id}/submit`)).status).toBe(200);
    expect((await admin.post(`/api/v1/applications/${app.id}/approve`)).body.status).toBe("APPROVED");
    const hook = await admin.post("/api/v1/webhooks", { url: "https://example.com/hook", events: ["application.updated"] });
    expect(hook.status).toBe(201);
  });

  it("holds a key to the narrower of its own role and its user's", async () => {
    const email = "narrow.user@example.com";
    const approverKey = await keyWithRole("admin", email);
    await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "user:role", { account: accountId, user: email, role: "analyst" });
    const app = await createApplication(approverKey);
    await approverKey.post(`/api/v1/applications/${app.id}/submit`);
    const refused = await approverKey.post(`/api/v1/applications/${app.id}/approve`);
    expect(refused.status).toBe(403);
    await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "user:role", { account: accountId, user: email, role: "none" });
    expect((await approverKey.post(`/api/v1/applications/${app.id}/approve`)).body.status).toBe("APPROVED");
  });

  it("lets an admin set a user's role through the API, REST and GraphQL, and no other role", async () => {
    const email = "rolf.roled@example.com";
    const userKey = await keyWithRole("admin", email);
    const admin = await keyWithRole("admin", "ada.admin@example.com");
    const listed = (await admin.get("/api/v1/users")).body as { id: string; email: string; role: string | null }[];
    const user = listed.find((u) => u.email === email)!;
    expect(user).toMatchObject({ role: null, name: expect.any(String) });

    const narrowed = await admin.patch(`/api/v1/users/${user.id}`, { role: "viewer" });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body).toEqual({ ...user, role: "viewer" });
    expect((await admin.get(`/api/v1/users/${user.id}`)).body).toEqual(narrowed.body);
    const refused = await userKey.post("/api/v1/applications", {
      entityType: "INDIVIDUAL",
      name: "Vera Viewer",
      individual: { firstName: "Vera", lastName: "Viewer" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('"viewer"');

    const widened = await admin.graphql(`mutation($id: ID!) { updateUserRole(id: $id, input: { role: null }) { id role } }`, { id: user.id });
    expect(widened.body.data.updateUserRole).toEqual({ id: user.id, role: null });
    expect(
      (await userKey.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Vera Viewer", individual: { firstName: "Vera", lastName: "Viewer" } }))
        .status,
    ).toBe(201);

    const analyst = await keyWithRole("analyst", "ann.analyst@example.com");
    const byAnalyst = await analyst.patch(`/api/v1/users/${user.id}`, { role: "admin" });
    expect(byAnalyst.status).toBe(403);
    expect(byAnalyst.body).toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining('"admin"') });
    for (const body of [{ role: "superuser" }, {}, { role: "viewer", email: "x@example.com" }]) {
      const bad = await admin.patch(`/api/v1/users/${user.id}`, body);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe("VALIDATION_FAILED");
    }
    expect((await admin.get(`/api/v1/users/${user.id}`)).body.role).toBeNull();
    const other = client(svc.url, (await svc.newAccount()).key);
    expect((await other.patch(`/api/v1/users/${user.id}`, { role: "viewer" })).status).toBe(404);
    expect((await other.get(`/api/v1/users/${user.id}`)).status).toBe(404);
    expect((await admin.patch(`/api/v1/users/no-such-user`, { role: "viewer" })).status).toBe(404);
  });

  it("refuses an unknown role at the CLI", async () => {
    await expect(
      runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "key:create", { account: accountId, role: "superuser" }),
    ).rejects.toThrow(/role/);
  });
});

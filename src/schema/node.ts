// Object identification for client caches: a Relay `Node` interface whose `nodeId` is
// unique across types, and `node(id:)` / `nodes(ids:)` to refetch any of them. Hand-written rather
// than @pothos/plugin-relay, whose Node interface takes over the `id` field: `id` stays the raw
// database id REST answers (Apollo and urql normalise on __typename + id; Relay's compiler is pointed
// at `nodeId` with schemaConfig.nodeInterfaceIdField, README "GraphQL").
import { builder } from "./builder";
import type { GraphQLContext } from "./context";
import { invalid } from "../errors";
import { listCost } from "./cost";

/** The types a client can refetch by nodeId, each read through its account-scoped loader. */
/** The most ids one nodes(ids:) call takes. */
const NODES_MAX_IDS = 100;

const LOADERS = {
  Application: (ctx, id) => ctx.loaders.applicationById.load(id),
  Document: (ctx, id) => ctx.loaders.documentById.load(id),
  Task: (ctx, id) => ctx.loaders.taskById.load(id),
  Note: (ctx, id) => ctx.loaders.noteById.load(id),
  ScreeningHit: (ctx, id) => ctx.loaders.hitById.load(id),
  ScreeningGroup: (ctx, id) => ctx.loaders.groupById.load(id),
  User: (ctx, id) => ctx.loaders.userById.load(id),
  Individual: (ctx, id) => ctx.loaders.individualById.load(id),
  Business: (ctx, id) => ctx.loaders.businessById.load(id),
  Migration: (ctx, id) => ctx.loaders.migrationById.load(id),
  MigrationItem: (ctx, id) => ctx.loaders.migrationItemById.load(id),
} satisfies Record<string, (ctx: GraphQLContext, id: string) => Promise<{ id: string } | null>>;

type NodeTypeName = keyof typeof LOADERS;
const isNodeType = (name: string): name is NodeTypeName => Object.hasOwn(LOADERS, name);

/** `base64url("<Type>:<id>")`: opaque to clients, and the type says which table to read. */
const toGlobalId = (typeName: string, id: string) => Buffer.from(`${typeName}:${id}`).toString("base64url");

function fromGlobalId(globalId: string): { typeName: NodeTypeName; id: string } {
  const text = Buffer.from(globalId, "base64url").toString("utf8");
  const colon = text.indexOf(":");
  const typeName = text.slice(0, colon);
  if (colon < 1 || colon === text.length - 1 || !isNodeType(typeName) || toGlobalId(typeName, text.slice(colon + 1)) !== globalId) {
    throw invalid("Not a node id", [{ path: "id", message: "must be a nodeId this API answered" }]);
  }
  return { typeName, id: text.slice(colon + 1) };
}

/** Which concrete type each row handed out by node/nodes is: rows carry no __typename of their own. */
const typeOfRow = new WeakMap<object, NodeTypeName>();

export const NodeRef = builder.interfaceRef<{ id: string }>("Node").implement({
  description: "An object a client cache can store once and refetch by nodeId with node(id:)",
  fields: (t) => ({
    nodeId: t.id({
      description: "Globally unique id (type and id): what node(id:) takes. `id` stays the id REST uses, unique within its type",
      resolve: (row, _args, _ctx, info) => toGlobalId(info.parentType.name, row.id),
    }),
  }),
  resolveType: (row) => typeOfRow.get(row) ?? null,
});

async function loadNode(ctx: GraphQLContext, globalId: string) {
  const { typeName, id } = fromGlobalId(globalId);
  const row = await LOADERS[typeName](ctx, id);
  if (row) typeOfRow.set(row, typeName);
  return row;
}

builder.queryFields((t) => ({
  node: t.field({
    type: NodeRef,
    nullable: true,
    description: "Any object by its nodeId; null when there is none in the caller's account (another account's id reads as unknown)",
    args: { id: t.arg.id({ required: true, description: "A nodeId" }) },
    resolve: (_root, args, ctx) => loadNode(ctx, String(args.id)),
  }),
  nodes: t.field({
    type: [NodeRef],
    nullable: { list: false, items: true },
    description: "Objects by nodeId, in the order asked; null for each one not in the caller's account",
    args: { ids: t.arg.idList({ required: true, description: `nodeIds, at most ${NODES_MAX_IDS}` }) },
    extensions: listCost({ perElementOf: "ids" }),
    resolve: (_root, args, ctx) => {
      if (args.ids.length > NODES_MAX_IDS) throw invalid("Too many ids", [{ path: "ids", message: `at most ${NODES_MAX_IDS}` }]);
      return Promise.all(args.ids.map((id) => loadNode(ctx, String(id))));
    },
  }),
}));

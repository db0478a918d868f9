// Trusted documents: in GRAPHQL_TRUSTED_DOCUMENTS mode, /graphql runs for the keys it
// names only the operations registered in the committed manifest (GRAPHQL_TRUSTED_DOCUMENTS_FILE,
// `{ "<sha256 of the text>": "<document>" }`, the format GraphQL Codegen's client preset writes),
// sent by hash as `documentId` or Apollo's `extensions.persistedQuery.sha256Hash`, or as the very
// text registered. Lookup by hash is @graphql-yoga/plugin-persisted-operations; who may still send
// other text is decided here. REST routes never pass through yoga: they run the service's own
// operations, compiled once at boot from the route table (src/rest/router.ts), so the mode cannot
// refuse them and they need no registration.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { GraphQLError, Kind, parse, print, separateOperations, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { DomainError, invalid, statusOf } from "../errors";
import { toGraphQLError } from "../schema/errors";
import { GRAPHQL_LIMITS } from "./graphqlLimits";

/** Which keys may send only registered operations: none, live keys, or every key. */
export type TrustedDocumentsMode = "off" | "live" | "all";

export const documentHash = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The manifest: hash → document text. A missing file is an empty manifest. */
function readManifest(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error(`${file}: expected an object of "<sha256>": "<document>"`);
  return parsed as Record<string, string>;
}

/** Loads and checks the manifest against the schema: a wrong hash or a document that no longer validates stops the start. */
export function loadTrustedDocuments(file: string, schema: GraphQLSchema): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [hash, text] of Object.entries(readManifest(file))) {
    if (typeof text !== "string" || documentHash(text) !== hash) throw new Error(`${file}: ${hash} is not the sha256 of its document`);
    const errors = validate(schema, parse(text));
    if (errors.length > 0) throw new Error(`${file}: document ${hash} does not validate against the schema: ${errors[0].message}`);
    documents.set(hash, text);
  }
  return documents;
}

/**
 * Adds each operation of a .graphql file (with the fragments it uses, printed canonically) to the
 * manifest; returns the operations' names and hashes. Operations must be named, so clients and logs can tell them apart.
 */
export function persistOperations(manifestFile: string, source: string, schema: GraphQLSchema): { name: string; hash: string }[] {
  const document = parse(source);
  const unnamed = document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && !d.name);
  if (unnamed) throw invalid("Every operation to persist needs a name", [{ path: "file", message: "name each query, mutation and subscription" }]);
  const errors = validate(schema, document);
  if (errors.length > 0)
    throw invalid(
      "The operations do not validate against the schema",
      errors.slice(0, 10).map((e) => ({ path: "file", message: e.message })),
    );
  const manifest = readManifest(manifestFile);
  const added = Object.entries(separateOperations(document)).map(([name, operation]) => {
    const text = print(operation);
    const hash = documentHash(text);
    manifest[hash] = text;
    return { name, hash };
  });
  if (added.length === 0) throw invalid("The file holds no operation", [{ path: "file", message: "no query, mutation or subscription" }]);
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
  return added;
}

/** GraphiQL's schema explorer: a document of introspection fields only reveals what schema.graphql publishes anyway. */
function isIntrospectionOnly(text: string): boolean {
  let document: DocumentNode;
  try {
    document = parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch {
    return false;
  }
  return document.definitions.every((d) => {
    if (d.kind === Kind.FRAGMENT_DEFINITION) return true;
    if (d.kind !== Kind.OPERATION_DEFINITION || d.operation !== "query") return false;
    return d.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith("__"));
  });
}

/** The contract's GraphQL error, answered with its HTTP status (yoga reads extensions.http and leaves it out of the body). */
function refusal(code: "PERSISTED_QUERY_REQUIRED" | "PERSISTED_QUERY_NOT_FOUND", message: string) {
  return () => {
    const error = toGraphQLError(new DomainError(code, message));
    return new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: statusOf(code) } } });
  };
}

/** The yoga plugins of the mode; none when it is off. */
export function trustedDocumentPlugins(options: { mode: TrustedDocumentsMode; apiEnv: "test" | "live"; documents: Map<string, string> }): Plugin[] {
  const { mode, documents } = options;
  // A deployment accepts keys of its own API_ENV only, so "live keys" are every key of a live deployment.
  const restricted = mode === "all" || (mode === "live" && options.apiEnv === "live");
  if (mode === "off") return [];
  const registeredTexts = new Set(documents.values());
  const gate: Plugin = {
    onParams({ params }) {
      if (!params.query) return;
      if (registeredTexts.has(params.query) || isIntrospectionOnly(params.query)) return;
      throw refusal(
        "PERSISTED_QUERY_REQUIRED",
        "This API key runs registered GraphQL operations only: send the operation's documentId (its sha256) from the trusted documents manifest",
      )();
    },
  };
  const lookup = usePersistedOperations({
    // Arbitrary text was already judged by the gate above; this plugin resolves ids.
    allowArbitraryOperations: true,
    extractPersistedOperationId: (params) => {
      const body = params as typeof params & { documentId?: unknown };
      if (typeof body.documentId === "string") return body.documentId.replace(/^sha256:/, "");
      const persisted = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
      return typeof persisted?.sha256Hash === "string" ? persisted.sha256Hash : null;
    },
    getPersistedOperation: (hash) => documents.get(hash) ?? null,
    customErrors: {
      notFound: refusal(
        "PERSISTED_QUERY_NOT_FOUND",
        "No registered GraphQL operation has this documentId: register it in the trusted documents manifest (npm run admin -- graphql:persist)",
      ),
      keyNotFound: refusal("PERSISTED_QUERY_NOT_FOUND", "Send a query or the documentId of a registered operation"),
    },
  });
  // Unrestricted keys (a test deployment's) take ids and text alike, so UI teams try their registered operations there.
  return restricted ? [gate, lookup as Plugin] : [lookup as Plugin];
}

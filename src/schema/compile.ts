// The one executor: every operation, whether a REST route's fixed document or a /graphql request, runs
// as a graphql-jit compiled function over the schema's own resolvers. graphql-js interprets the
// document field by field for every row, which was half of the API's CPU on a page of 50 applications.
import { isObjectType, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import { compileQuery, isCompiledQuery } from "graphql-jit";
import type { GraphQLContext } from "./context";

/**
 * Pothos's planned Prisma selections (`t.relation`, a field's `select`) find the rows their parent
 * loaded by graphql-js's path objects, which graphql-jit does not share: such a field would quietly
 * load its relation again for every row. Compiling fails instead, naming the fields.
 */
const checkedSchemas = new WeakSet<GraphQLSchema>();
export function assertNoPlannedSelections(schema: GraphQLSchema) {
  if (checkedSchemas.has(schema)) return;
  const planned = Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .flatMap((type) => Object.values(type.getFields()).map((field) => ({ type, field })))
    .filter(({ field }) => {
      const config = field.extensions?.pothosConfig as { extensions?: { pothosPrismaSelect?: unknown } } | undefined;
      return Boolean(config?.extensions?.pothosPrismaSelect);
    })
    .map(({ type, field }) => `${type.name}.${field.name}`);
  if (planned.length) throw new Error(`Operations are compiled with graphql-jit, which planned Prisma selections do not support: ${planned.join(", ")}`);
  checkedSchemas.add(schema);
}

/**
 * Operations running in this process. A stopping process closes its database only once they end:
 * the HTTP server stops waiting for a request whose client has left (one answered 503 on its
 * deadline, say), but that request's operation may still be writing.
 */
let running = 0;
const drainWaiters = new Set<() => void>();

function tracked(result: Promise<ExecutionResult>): Promise<ExecutionResult> {
  running++;
  return result.finally(() => {
    running--;
    if (running === 0) for (const done of drainWaiters) done();
  });
}

/** Resolves when no operation runs, or after `timeoutMs` (a stuck operation must not hold a shutdown forever). */
export function operationsDrained(timeoutMs: number): Promise<void> {
  if (running === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      drainWaiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    drainWaiters.add(done);
  });
}

/** An operation ready to run against the schema's own resolvers. */
export interface CompiledOperation {
  run(context: GraphQLContext, variables: Record<string, unknown> | null | undefined): Promise<ExecutionResult>;
}

/** Compiles a validated document; a document graphql-jit refuses comes back with its errors. */
export function compileDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): CompiledOperation | { errors: readonly Error[] } {
  assertNoPlannedSelections(schema);
  const compiled = compileQuery(schema, document, operationName ?? undefined);
  if (!isCompiledQuery(compiled)) return { errors: compiled.errors ?? [] };
  // A synchronous throw becomes a rejection, as from an async function.
  return { run: (context, variables) => tracked(new Promise((resolve) => resolve(compiled.query(undefined, context, variables ?? {})))) };
}

/** Parses, validates and compiles a fixed operation at start, so a broken one fails the boot, not a call. */
export function compileOperation(schema: GraphQLSchema, source: string, label: string): CompiledOperation {
  const document = parse(source);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`${label}: ${errors.map((e) => e.message).join("; ")}`);
  const compiled = compileDocument(schema, document);
  if ("errors" in compiled) throw new Error(`${label}: ${compiled.errors.map((e) => e.message).join("; ")}`);
  return compiled;
}

// Runs /graphql queries and mutations through the executor REST uses (src/schema/compile.ts), so both
// doors behave and perform alike. Each document is compiled once and kept in an LRU keyed by its text
// and operation name; subscriptions stay with graphql-js, which graphql-jit supports poorly.
import { getOperationAST, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";
import { assertNoPlannedSelections, compileDocument, type CompiledOperation } from "../schema/compile";
import type { GraphQLContext } from "../schema/context";

/** Distinct documents kept compiled; clients send a handful, so this only bounds a hostile caller. */
const COMPILED_DOCUMENTS = 1000;

export function compiledExecutionPlugin(schema: GraphQLSchema): Plugin {
  assertNoPlannedSelections(schema);
  // `false` remembers a document graphql-jit refused, so it is not compiled again on every request.
  const compiled = new LRUCache<string, CompiledOperation | false>({ max: COMPILED_DOCUMENTS });
  return {
    onExecute({ args, setExecuteFn }) {
      const { document, operationName } = args;
      const text = document.loc?.source.body;
      // A schema other than ours (none today) or a document without its text runs on the default executor.
      if (args.schema !== schema || text === undefined) return;
      if (getOperationAST(document, operationName)?.operation === "subscription") return;
      const key = `${operationName ?? ""}\n${text}`;
      let operation = compiled.get(key);
      if (operation === undefined) {
        const result = compileDocument(schema, document, operationName);
        operation = "errors" in result ? false : result;
        compiled.set(key, operation);
      }
      if (operation) {
        const run = operation.run;
        setExecuteFn((execution) => run(execution.contextValue as GraphQLContext, execution.variableValues as Record<string, unknown> | undefined));
      }
    },
  };
}

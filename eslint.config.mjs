// ESLint guards the layering, not the style: route table → GraphQL operation → resolver → domain →
// database (STYLE.md, "The shape of the house"). Stylistic rules are off: Prettier formats
// (.prettierrc.json, `npm run format`; `npm run lint` checks it); the type check and review cover the rest. `npm run lint`; CI runs it after the type check.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const layer = (dirs) => dirs.map((dir) => `./src/${dir}`);

// Everything outside src/<dir> that is not a test: bench, scripts, and the siblings of each folder on
// the way down to it (read from disk, so a new file or folder is covered without a line here).
const outsideOf = (dir) => {
  const paths = ["./bench", "./scripts"];
  let at = "src";
  for (const part of dir.split("/")) {
    for (const entry of readdirSync(join(import.meta.dirname, at))) if (entry !== part) paths.push(`./${at}/${entry}`);
    at = `${at}/${part}`;
  }
  return paths;
};
// A subsystem has one door, its index.ts: nothing outside it imports its other files (tests of its
// internals excepted).
const door = (dir, name, registers = []) => ({
  target: outsideOf(dir),
  from: `./src/${dir}`,
  except: ["./index.ts", ...registers],
  message: `Import ${name} through its door, src/${dir} (index.ts), not the files behind it.`,
});

export default tseslint.config(
  { ignores: ["node_modules/", "src/generated/", "coverage/", ".data/", ".tools/", "bench/tmp/", "**/*.js", "**/*.cjs", "**/*.mjs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "off" },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".js", ".json"] })] },
    rules: {
      // Not layering: left to the type checker and to review.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-empty-object-type": "off",
      "no-empty": ["error", { allowEmptyCatch: true }],
      "no-control-regex": "off",
      "no-regex-spaces": "off",
      "require-yield": "off",
      "@typescript-eslint/no-unused-expressions": "off", // comma expressions in the hand-written CSV reader

      // Which layer may import which, type imports included.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/domain",
              from: layer(["rest", "http", "schema", "activities", "workflows", "cli", "pollers", "roles.ts", "worker.ts", "api.ts", "main.ts"]),
              message: "The domain is plain functions over the database: no HTTP, GraphQL, Temporal worker or CLI code.",
            },
            { target: "./src/schema", from: layer(["rest", "http", "activities", "workflows", "cli"]), message: "Resolvers call the domain; the doors (REST, /graphql) sit above them." },
            { target: "./src/rest", from: layer(["http", "activities", "workflows", "cli"]), message: "The route table runs GraphQL operations; it does not reach into the server or workers." },
            { target: "./src/db", from: layer(["domain", "schema", "rest", "http", "storage", "activities", "workflows", "cli"]), message: "The database client knows nothing above it." },
            { target: "./src/storage", from: layer(["schema", "rest", "http", "activities", "workflows", "cli"]), message: "The object store knows nothing above it." },
            { target: "./src/activities", from: layer(["rest", "http", "schema", "workflows", "cli"]), message: "Activities are thin wrappers over the domain." },
            // The doors hold no data access of their own: a REST route gets its context from
            // the factory /graphql uses; resolvers reach the database only through the domain.
            { target: "./src/rest", from: layer(["db", "storage"]), message: "REST runs GraphQL operations: no database or object store of its own (streams live in src/http)." },
            { target: "./src/schema", from: layer(["db"]), message: "Resolvers reach the database through the domain (batch reads: src/domain/batchReads.ts)." },
            // Subsystems behind their own door: the screening engine's matcher, the watchlists,
            // exports and search.
            door("domain/screening/matching", "the screening engine's matcher"),
            door("domain/screening/watchlists", "the watchlists"),
            door("domain/exports", "exports"),
            door("domain/search", "search"),
            // The case-page planner: the schema's areas reach it through src/schema/plan/index.ts;
            // src/schema/index.ts also imports its edges.ts, which registers the edge fields (why: plan/index.ts).
            door("schema/plan", "the case-page planner", ["./edges.ts"]),
          ],
        },
      ],
    },
  },
  {
    // The REST facade has no Prisma and no rules: from the domain it takes request shapes (zod inputs,
    // enums) and validation, and the error contract from src/errors.ts; everything else reaches the domain
    // through a resolver.
    files: ["src/rest/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "/(db|generated)/",
              allowTypeImports: true,
              message: "REST has no database access: run a GraphQL operation instead.",
            },
            {
              // The allow-listed modules below still keep request shapes beside their service
              // (tasks/service, notes/notes, onboarding/workflows, …): their shapes belong in inputs modules.
              regex:
                "/domain/(?!validation$|pagination/cursor$|[^/]+/inputs$|documents/types$|tasks/service$|notes/notes$|onboarding/workflows$|events/outbox$|migrations/service$|exports$|search$)",
              allowTypeImports: true,
              message: "REST takes only request shapes and validation from the domain: the rule belongs behind a resolver.",
            },
            {
              // Exports and search have one door each (index.ts) that also opens onto their rules: REST takes their request shapes only.
              regex: "/domain/(exports|search)$",
              allowImportNames: ["CreateExportInput", "PLACEHOLDER_CONVENTION", "SearchInput"],
              allowTypeImports: true,
              message: "REST takes only request shapes and validation from the domain: the rule belongs behind a resolver.",
            },
          ],
        },
      ],
    },
  },
  {
    // Workflow code is replayed deterministically in Temporal's sandbox: it imports types, not I/O.
    files: ["src/workflows/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          // ../temporal/workflowIds is the exception: plain string builders, so a child's id is the one its
          // poller or reconciler would start (src/temporal/workflowIds.ts).
          patterns: [
            {
              regex: "^\\.\\./(?!temporal/workflowIds$)",
              allowTypeImports: true,
              message: "Workflows import types only from outside src/workflows (they run in Temporal's deterministic sandbox).",
            },
          ],
        },
      ],
    },
  },
);

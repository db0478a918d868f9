// ESLint guards the layering, not the style: route table → GraphQL operation → resolver → domain →
// database (STYLE.md, "The shape of the house"). Which layer may import which is declared once, in
// layers.json, read here at lint time (docs/architecture.md explains it). Stylistic rules are off:
// Prettier formats (.prettierrc.json, `npm run format`; `npm run lint` checks it); the type check and
// review cover the rest. `npm run lint`; CI runs it after the type check.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const layers = JSON.parse(readFileSync(join(import.meta.dirname, "layers.json"), "utf8"));

const pathsOf = (names) =>
  names.flatMap((name) => {
    if (!layers.layers[name]) throw new Error(`layers.json: no layer "${name}"`);
    return layers.layers[name].paths.map((path) => `./src/${path}`);
  });

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
// A subsystem's door: nothing outside it imports its files but index.ts (and those it also opens).
const door = ({ dir, name, alsoOpen = [] }) => ({
  target: outsideOf(dir),
  from: `./src/${dir}`,
  except: ["./index.ts", ...alsoOpen.map((file) => `./${file}`)],
  message: `Import ${name} through its door, src/${dir} (index.ts), not the files behind it.`,
});

// A rule's exceptions (paths under src/ inside a layer it may not import) open those paths alone: the
// plugin takes them relative to the one `from` path that holds them.
const ruleZones = ({ layer, mayNotImport, except = [], why }) => {
  const target = pathsOf([layer]);
  const from = pathsOf(mayNotImport);
  const opened = (path) => except.filter((e) => `./src/${e}`.startsWith(`${path}/`)).map((e) => `.${`./src/${e}`.slice(path.length)}`);
  const closed = from.filter((path) => opened(path).length === 0);
  return [
    ...(closed.length ? [{ target, from: closed, message: why }] : []),
    ...from.filter((path) => opened(path).length > 0).map((path) => ({ target, from: path, except: opened(path), message: why })),
  ];
};

const zones = [...layers.rules.flatMap(ruleZones), ...layers.doors.subsystems.map(door)];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const rest = layers.rest;
const restMessage = "REST takes only request shapes and validation from the domain: the rule belongs behind a resolver.";
const restPatterns = [
  { regex: `/(${rest.typesOnlyFrom.join("|")})/`, allowTypeImports: true, message: "REST has no database access: run a GraphQL operation instead." },
  {
    // Module names here are regular expressions ([^/]+/inputs: every area's inputs).
    regex: `/domain/(?!${rest.domainModules.map((m) => `${m}$`).join("|")})`,
    allowTypeImports: true,
    message: restMessage,
  },
  { regex: `/domain/(${rest.doorNames.modules.join("|")})$`, allowImportNames: rest.doorNames.names, allowTypeImports: true, message: restMessage },
];

const workflows = layers.workflows;
const workflowPatterns = [
  {
    regex: `^\\.\\./(?!${workflows.modules.map((m) => `${escape(m)}$`).join("|")})`,
    allowTypeImports: true,
    message: `Workflows import types only from outside src/workflows. ${workflows.why}`,
  },
  {
    regex: `^(?!\\.|(${workflows.packages.map(escape).join("|")})$)`,
    allowTypeImports: true,
    message: `Workflows import no package but ${workflows.packages.join(" and ")}. ${workflows.why}`,
  },
];

export default tseslint.config(
  { ignores: ["node_modules/", "src/generated/", "coverage/", ".data/", ".tools/", "bench/tmp/", "**/*.js", "**/*.cjs", "**/*.mjs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A disable comment that disables nothing misleads the reader: it suggests a rule that is not there.
    linterOptions: { reportUnusedDisableDirectives: "error" },
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
      "import-x/no-restricted-paths": ["error", { zones }],
    },
  },
  {
    files: ["src/rest/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: restPatterns }] },
  },
  {
    files: ["src/workflows/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: workflowPatterns }] },
  },
  {
    // Activities wrap the domain: a query is a named domain function the activity calls, not Prisma inline.
    files: ["src/activities/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.type='MemberExpression'][object.object.name=/^(db|tx|prisma)$/]",
          message: "An activity holds no query: read or write through a named function of src/domain.",
        },
        {
          selector: "MemberExpression[object.name=/^(db|tx|prisma)$/][property.name=/^[$]/]",
          message: "An activity holds no query: read or write through a named function of src/domain.",
        },
      ],
    },
  },
);

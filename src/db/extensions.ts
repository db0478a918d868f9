// PostgreSQL extensions the schema relies on, loaded into embedded PGlite the way a server has them.
import type { Extension } from "@electric-sql/pglite";

// The contrib entry point ships CommonJS at run time but only ESM type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require("@electric-sql/pglite/contrib/pg_trgm") as { pg_trgm: Extension };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { unaccent } = require("@electric-sql/pglite/contrib/unaccent") as { unaccent: Extension };

export const pgliteExtensions = { pg_trgm, unaccent };

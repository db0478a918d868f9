// PostgreSQL extensions the schema relies on, loaded into embedded PGlite the way a server has them,
// and the session settings every connection runs with.
import type { Extension } from "@electric-sql/pglite";

// The contrib entry points ship CommonJS at run time but only ESM type declarations.
const { pg_trgm } = require("@electric-sql/pglite/contrib/pg_trgm") as { pg_trgm: Extension };
const { unaccent } = require("@electric-sql/pglite/contrib/unaccent") as { unaccent: Extension };
const { btree_gin } = require("@electric-sql/pglite/contrib/btree_gin") as { btree_gin: Extension };

export const pgliteExtensions = { pg_trgm, unaccent, btree_gin };

/**
 * Settings of every session.
 * - The global search finds candidates with pg_trgm's `<%` operator, whose threshold is this setting
 *   and cannot be an argument: 0.4 lets one typo in a short word match ("jonh" and "john smith" are
 *   0.4 apart) while the ranking puts exact and prefix matches first.
 * - No JIT: our statements are index lookups whose row estimates (a lateral per subject key) cross
 *   the JIT thresholds, and compiling took close to half of a screening read's time to run code for
 *   milliseconds (docs/performance.md).
 */
export const SESSION_SETTINGS: Record<string, string> = { "pg_trgm.word_similarity_threshold": "0.4", jit: "off" };

// PostgreSQL extensions the schema relies on, loaded into embedded PGlite the way a server has them.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const pgliteExtensions = { pg_trgm };

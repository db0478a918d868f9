// The PostgreSQL driver and Prisma's adapter for it, loaded when a server database is opened: the
// embedded database (and the admin CLI opening it, where a key's creation should answer at once) never
// pays for loading them.
import type pg from "pg";
import type { PrismaPg } from "@prisma/adapter-pg";

let driver: typeof pg | undefined;
let adapter: typeof PrismaPg | undefined;

/** The driver, required once (the reader's type parser asks for it on every result). */
export const loadPg = (): typeof pg => (driver ??= require("pg") as typeof pg);
export const loadPrismaPg = (): typeof PrismaPg => (adapter ??= (require("@prisma/adapter-pg") as { PrismaPg: typeof PrismaPg }).PrismaPg);

// Row ids made before a bulk insert, so the rows of one statement can be linked to each other
// without relying on the order the database returns them in.

/** A time-ordered UUID (version 7), the kind Prisma's @default(uuid(7)) gives. */
export { v7 as uuidv7 } from "uuid";

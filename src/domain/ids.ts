// Row ids made before a bulk insert, so the rows of one statement can be linked to each other
// without relying on the order the database returns them in.
import { randomBytes } from "node:crypto";

/** A time-ordered UUID (version 7), the kind Prisma's @default(uuid(7)) gives. */
export function uuidv7(): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Many investor applications at once, written straight to the database (arrangement for durability
// tests and the export benchmark): entities, each with its applicant business and `controlling`
// controlling persons with addresses, residences and TINs.
import type { PrismaClient } from "../../src/generated/prisma/client";
import { uuidv7 } from "../../src/kernel/ids";

export async function seedEntities(db: PrismaClient, accountId: string, count: number, controlling = 2, batch = 1000): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    const apps = Array.from({ length: n }, (_v, i) => ({ id: uuidv7(), accountId, name: `Entity ${start + i}`, entityType: "BUSINESS" as const }));
    await db.application.createMany({ data: apps });
    await db.business.createMany({
      data: apps.map((a) => ({
        applicationId: a.id,
        name: `${a.name} S.A.`,
        country: "LU",
        address: { street: "1 Rue Test", city: "Luxembourg", postCode: "1111", country: "LU" },
        tins: [{ tin: `LU${a.id.slice(-8)}`, issuedBy: "LU" }],
      })),
    });
    await db.individual.createMany({
      data: apps.flatMap((a) =>
        Array.from({ length: controlling }, (_v, k) => ({
          applicationId: a.id,
          role: k === 0 ? ("UBO" as const) : ("CONTROLLING_PERSON" as const),
          firstName: `Person${k}`,
          lastName: `Of ${a.name}`,
          dateOfBirth: "1970-01-01",
          placeOfBirth: "Luxembourg",
          residenceCountry: "LU",
          address: { street: `${k} Avenue Test`, city: "Esch-sur-Alzette", country: "LU" },
          tins: [
            { tin: `P${k}${a.id.slice(-8)}`, issuedBy: "LU" },
            { tin: `FR${k}${a.id.slice(-6)}`, issuedBy: "FR" },
          ],
        })),
      ),
    });
    ids.push(...apps.map((a) => a.id));
  }
  return ids;
}

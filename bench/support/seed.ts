// A realistic data set in SQL for the benchmarks that read at scale (search, load): applications
// with screening hits, documents and review tasks, spread over several accounts.
import type { Pool } from "pg";

export interface SeedOptions {
  applications: number;
  accounts: number;
  /** Account ids are `${accountPrefix}0` … `${accountPrefix}${accounts - 1}`; the accounts must exist. */
  accountPrefix: string;
  /** Recorded when done, so a second run on the same database seeds nothing. */
  marker: string;
}

export const FIRST = [
  "Anna",
  "José",
  "Jürgen",
  "Zoë",
  "François",
  "Mohammed",
  "Wei",
  "Olga",
  "Ivan",
  "Maria",
  "John",
  "Sarah",
  "Søren",
  "Ingrid",
  "Pierre",
  "Luca",
  "Giulia",
  "Hans",
  "Fatima",
  "Kenji",
  "Carlos",
  "Lucía",
  "Ada",
  "Grace",
  "Alan",
  "Emma",
  "Noah",
  "Chloé",
  "Björn",
  "Åsa",
];
const LAST = [
  "Müller",
  "Smith",
  "García",
  "Lovelace",
  "Hopper",
  "Turing",
  "Dubois",
  "Rossi",
  "Ivanov",
  "Nakamura",
  "Kim",
  "Nguyen",
  "Schmidt",
  "Johnson",
  "Martínez",
  "Bernard",
  "Ricci",
  "Petrov",
  "Tanaka",
  "Park",
  "Tran",
  "Schneider",
  "Williams",
  "López",
  "Thomas",
  "Romano",
  "Smirnov",
  "Suzuki",
  "Lee",
  "Pham",
  "Fischer",
  "Brown",
  "González",
  "Robert",
  "Colombo",
  "Kuznetsov",
  "Watanabe",
  "Choi",
  "Le",
  "Weber",
  "Jones",
  "Rodríguez",
  "Richard",
  "Bruno",
  "Popov",
  "Ito",
  "Jung",
  "Hoang",
  "Meyer",
  "Miller",
  "Fernández",
  "Durand",
  "Gallo",
  "Sokolov",
  "Yamamoto",
  "Kang",
  "Huynh",
  "Wagner",
  "Davis",
  "Sánchez",
  "Dupont",
  "Conti",
  "Lebedev",
  "Kobayashi",
  "Cho",
  "Phan",
  "Becker",
  "Wilson",
  "Pérez",
  "Moreau",
  "Esposito",
  "Kozlov",
  "Kato",
  "Yoon",
  "Vu",
  "Schulz",
  "Taylor",
  "Gómez",
  "Laurent",
  "Costa",
  "Novikov",
  "Yoshida",
  "Jang",
  "Vo",
  "Hoffmann",
  "Anderson",
  "Díaz",
  "Simon",
  "Giordano",
  "Morozov",
  "Yamada",
  "Lim",
  "Dang",
  "Koch",
  "Moore",
  "Ruiz",
  "Michel",
  "Mancini",
  "Volkov",
  "Sasaki",
];

/** The last names a seed of this size gives out (one per 600 applications, in order): queries that must find something pick from these. */
export function seededLastNames(applications: number): string[] {
  return LAST.slice(0, Math.min(LAST.length, Math.floor(applications / 600) + 1));
}

/**
 * The seed as SQL (generate_series), so 5.5 million rows take minutes, not hours. Names vary
 * independently of the account (i % accounts), so every account holds every first and last name.
 */
export async function seedApplications(pool: Pool, options: SeedOptions) {
  const { applications, accounts, accountPrefix: prefix, marker } = options;
  if ((await pool.query(`SELECT 1 FROM "ServiceSecret" WHERE name = $1`, [marker])).rowCount) return;
  const started = Date.now();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t0 = Date.now();
    await pool.query(sql, params);
    console.error(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  console.error(`seeding (${applications.toLocaleString("en")} applications) …`);
  await step("clean", `DELETE FROM "Application" WHERE "accountId" LIKE $1`, [`${prefix}%`]);
  // pg_temp functions live in one session: run every insert on one client.
  const client = await pool.connect();
  try {
    const run = async (label: string, sql: string, params: unknown[]) => {
      const t0 = Date.now();
      await client.query(sql, params);
      console.error(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    };
    await client.query(
      `CREATE OR REPLACE FUNCTION pg_temp.bench_name(i bigint, firsts text[], lasts text[]) RETURNS text LANGUAGE sql IMMUTABLE AS
       $$ SELECT CASE WHEN i % 7 = 0 THEN lasts[1 + (i / 600) % array_length(lasts, 1)] || ' Holdings ' || (i % 97)
                      ELSE firsts[1 + (i / 20) % array_length(firsts, 1)] || ' ' || lasts[1 + (i / 600) % array_length(lasts, 1)] END $$`,
    );
    const names = [FIRST, LAST];
    await run(
      "applications",
      `INSERT INTO "Application" (id, "accountId", name, email, "entityType", status, "createdAt", "updatedAt")
       SELECT 'app-' || i, $4::text || (i % ${accounts}), pg_temp.bench_name(i, $1, $2), 'investor' || i || '@example.com',
              (CASE WHEN i % 7 = 0 THEN 'BUSINESS' ELSE 'INDIVIDUAL' END)::"EntityType",
              (ARRAY['PENDING','SUBMITTED','APPROVED','REJECTED'])[1 + i % 4]::"ApplicationStatus",
              now() - i * interval '31 seconds', now() - i * interval '29 seconds'
       FROM generate_series(1, $3::bigint) AS i`,
      [...names, applications, prefix],
    );
    await client.query(`ANALYZE "Application"`);
    await run(
      "screening hits (3 per application)",
      `INSERT INTO "ScreeningHit" (id, "accountId", "applicationId", type, status, source, details, "createdAt", "updatedAt")
       SELECT 'hit-' || j, $4::text || (a % ${accounts}), 'app-' || a,
              (ARRAY['ADVERSE_MEDIA','SANCTIONS','WARNING','PEP'])[1 + j % 4]::"ScreeningType",
              (ARRAY['NOT_REVIEWED','IN_REVIEW','CONFIRMED','DISMISSED','TRUE_MATCH','FALSE_POSITIVE'])[1 + j % 6]::"HitStatus",
              'bench', jsonb_build_object('title', pg_temp.bench_name(a, $1, $2)), now() - j * interval '7 seconds', now() - j * interval '7 seconds'
       FROM generate_series(1, $3::bigint * 3) AS j, LATERAL (SELECT 1 + (j - 1) % $3::bigint AS a) x`,
      [...names, applications, prefix],
    );
    await run(
      "documents (1 per application)",
      // Validated when they arrived, as in a live database: else a worker would first work through them all.
      `INSERT INTO "Document" (id, "accountId", "applicationId", type, "fileName", key, "contentType", "createdAt", "updatedAt", "validationStartedAt", "validatedAt")
       SELECT 'doc-' || k, $4::text || (k % ${accounts}), 'app-' || k, (ARRAY['ID_CARD','PROOF_OF_ADDRESS','W_9','BANK_STATEMENT'])[1 + k % 4],
              (ARRAY['passport','proof-of-address','w9','bank-statement'])[1 + k % 4] || '-' || lower(pg_temp.bench_name(k, $1, $2)) || '-' || k || '.pdf',
              'bench/' || k, 'application/pdf', now() - k * interval '13 seconds', now() - k * interval '13 seconds',
              now() - k * interval '13 seconds', now() - k * interval '13 seconds'
       FROM generate_series(1, $3::bigint) AS k`,
      [...names, applications, prefix],
    );
    await run(
      "tasks (1 per 2 applications)",
      `INSERT INTO "Task" (id, "accountId", "applicationId", status, type, title, "entityType", "entityId", "createdAt", "updatedAt")
       SELECT 'task-' || t, $4::text || (a % ${accounts}), 'app-' || a, (ARRAY['PENDING','IN_PROGRESS','RESOLVED','DISMISSED'])[1 + t % 4],
              'DOCUMENT_REVIEW', 'Review the documents of ' || pg_temp.bench_name(a, $1, $2), 'APPLICATION', 'app-' || a,
              now() - t * interval '17 seconds', now() - t * interval '17 seconds'
       FROM generate_series(1, $3::bigint / 2) AS t, LATERAL (SELECT 2 * t - t % 2 AS a) x`,
      [...names, applications, prefix],
    );
  } finally {
    client.release();
  }
  await step("analyze", "ANALYZE");
  await pool.query(`INSERT INTO "ServiceSecret" (name, value) VALUES ($1, 'done')`, [marker]);
  console.error(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

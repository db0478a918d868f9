// In-process cost of one GraphQL operation: API CPU (user + system) per execution and the SQL
// statements it sends, through the executor /graphql and REST run. Independent of the machine's load
// (CPU time, not wall time), so it says what the HTTP figures cannot on a busy shared machine.
import { PrismaClient } from "../../src/generated/prisma/client";
import type { Database } from "../../src/db/client";
import type { SqlReader } from "../../src/db/sql";
import type { Actor } from "../../src/domain/auth/context";
import { schema } from "../../src/schema";
import { createContext } from "../../src/schema/context";
import { compileOperation } from "../../src/schema/compile";
import type { ObjectStore } from "../../src/storage";

export interface InProcessCost {
  name: string;
  runs: number;
  cpuMsPerRun: number;
  statements: { prisma: number; pg: number };
}

export async function measureInProcess(
  name: string,
  db: Database,
  objectStore: ObjectStore,
  actor: Actor,
  query: string,
  variables: Record<string, unknown>,
  runs = 20,
): Promise<InProcessCost> {
  const operation = compileOperation(schema, query, name);
  let prismaStatements = 0;
  let pgStatements = 0;
  const counted = new PrismaClient({ adapter: db.adapterFactory, log: [{ emit: "event", level: "query" }] });
  counted.$on("query", (e) => (prismaStatements++, process.env.BENCH_STATEMENTS && console.log("prisma:", e.query.slice(0, 300))));
  const sql: SqlReader = {
    rows: (statement) => (
      pgStatements++,
      process.env.BENCH_STATEMENTS && console.log("pg:", statement.text.replace(/\s+/g, " ").slice(0, 300)),
      db.sql.rows(statement)
    ),
  };
  const once = async (client: PrismaClient, reader: SqlReader) => {
    const result = await operation.run(createContext(client, actor, { sql: reader, objectStore }), variables);
    if (result.errors) throw new Error(`${name}: ${JSON.stringify(result.errors).slice(0, 400)}`);
  };
  await once(counted, sql);
  const statements = { prisma: prismaStatements, pg: pgStatements };
  await counted.$disconnect();
  for (let i = 0; i < 5; i++) await once(db.prisma, db.sql); // warm up: JIT, prepared statements
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) await once(db.prisma, db.sql);
  const used = process.cpuUsage(start);
  return { name, runs, cpuMsPerRun: Math.round(((used.user + used.system) / 1000 / runs) * 100) / 100, statements };
}

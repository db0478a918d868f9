// Prisma CLI configuration. Only `prisma generate` is used through the CLI; migrations run through
// our own offline runner (scripts/db.ts), see README "Database migrations".
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});

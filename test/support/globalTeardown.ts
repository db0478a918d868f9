import type { DevServer } from "../../src/temporal/devServer";
import { dropTemplateDatabase } from "./templateDatabase";

export default async function globalTeardown() {
  const server = (globalThis as Record<string, unknown>).__temporalDevServer as DevServer | undefined;
  await server?.stop();
  await dropTemplateDatabase();
}

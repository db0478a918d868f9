// Small factories so tests read as specifications.
import type { client } from "./http";

type Api = ReturnType<typeof client>;

let counter = 0;

export async function createApplication(api: Api, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const entityType = (overrides.entityType as string) ?? "INDIVIDUAL";
  const body = {
    entityType,
    name: `Investor ${counter}`,
    ...(entityType === "INDIVIDUAL" ? { individual: { firstName: "Test", lastName: `Investor${counter}` } } : {}),
    ...overrides,
  };
  const res = await api.post("/api/v1/applications", body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body as { id: string; [k: string]: any };
}

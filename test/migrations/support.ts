// Helpers of the migration tests: upload an archive as multipart, wait for a migration to settle.
import { eventually, type client } from "../support/http";
import type { ItemData } from "../../src/domain/migrations/summarize";

type Api = ReturnType<typeof client>;

export async function uploadArchive(baseUrl: string, key: string, zip: Buffer, fields: Record<string, string | string[]> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: "Test migration", ...fields })) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  form.append("file", new Blob([new Uint8Array(zip)], { type: "application/zip" }), "archive.zip");
  const res = await fetch(`${baseUrl}/api/v1/migrations`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const TERMINAL = ["COMPLETED", "FAILED", "CANCELLED"];

export async function settled(api: Api, id: string, timeoutMs = 60_000) {
  return eventually(
    async () => {
      const res = await api.get(`/api/v1/migrations/${id}`);
      return TERMINAL.includes(res.body?.status) ? res.body : undefined;
    },
    timeoutMs,
    200,
  );
}

export async function itemsOf(api: Api, id: string) {
  const res = await api.graphql<{
    migration: {
      items: { folder: string; status: string; error: string | null; taskCount: number; applicationId: string | null; missing: string[]; data: ItemData }[];
    };
  }>(`query($id: ID!) { migration(id: $id) { items(limit: 1000) { folder status error taskCount applicationId missing data } } }`, { id });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.migration.items;
}

/**
 * Tests of the pipeline's mechanics (control, durability, hostile archives) edit the account's default
 * onboarding workflow to require nothing, so "completed" means the run itself went through; what the
 * default requires is tested on its own.
 */
export async function requireNothingByDefault(api: Api) {
  const workflows = (await api.get("/api/v1/onboarding-workflows")).body as { id: string; isDefault: boolean }[];
  const preset = workflows.find((w) => w.isDefault)!;
  const res = await api.patch(`/api/v1/onboarding-workflows/${preset.id}`, { requiredFields: [], requiredDocuments: [] });
  if (res.status !== 200) throw new Error(`editing the default workflow failed: ${res.status} ${JSON.stringify(res.body)}`);
}

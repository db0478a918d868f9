// Documents as a user makes them: bytes (text or a real PDF), an upload URL, a PUT, a registration.
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { client } from "./http";

type Api = ReturnType<typeof client>;

/** A one-page PDF whose text layer holds `lines`. */
export async function pdfWith(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(lines.join("\n"), { x: 50, y: 750, size: 11, font, lineHeight: 14 });
  return Buffer.from(await doc.save());
}

export const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export async function uploadBytes(api: Api, bytes: Buffer, fileName: string, contentType: string): Promise<string> {
  const upload = await api.post("/api/v1/documents/uploads", { fileName, contentType });
  if (upload.status !== 201) throw new Error(`upload URL failed: ${upload.status} ${upload.text}`);
  const put = await fetch(upload.body.uploadUrl, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": contentType } });
  if (put.status !== 200) throw new Error(`PUT failed: ${put.status} ${await put.text()}`);
  return upload.body.key;
}

export async function addDocument(api: Api, applicationId: string, type: string, bytes: Buffer, extra: Record<string, unknown> = {}) {
  const contentType = (extra.contentType as string) ?? "application/pdf";
  const fileName = (extra.fileName as string) ?? `${type.toLowerCase()}.${contentType === "application/pdf" ? "pdf" : "txt"}`;
  const key = await uploadBytes(api, bytes, fileName, contentType);
  const res = await api.post("/api/v1/documents", { applicationId, type, fileName, key, contentType, ...extra });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return res.body as { id: string; [k: string]: any };
}

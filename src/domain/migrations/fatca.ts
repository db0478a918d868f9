// The FATCA classification an item states (its manifest's fatcaChapter4Status and fatcaGiin columns, or
// a form's "Chapter 4 status:" and "GIIN:" lines) is stored with its W-8BEN-E or W-8IMY as metadata.fatca,
// under the same check as a form registered or edited by API (src/domain/tax/classification.ts). A wrong
// one from the manifest, which the fund administrator wrote for this, fails the item in VALIDATE with the
// reason rather than reach the form. One read from a form's text is a guess at a layout (a self-
// certification's "FATCA classification:" line with no W-8 in the item, a status under another label):
// it is stored only when it passes the check, and otherwise left out without failing an item that
// migrated before it was read.
import { CLASSIFYING_DOCUMENT_TYPES, fatcaMetadataProblem } from "../tax/classification";
import { CONFIDENT } from "./classify";
import type { ItemData } from "./summarize";

const classifying = (type: string | null | undefined) => (CLASSIFYING_DOCUMENT_TYPES as readonly string[]).includes(type ?? "");

/** The forms of an item that carry its classification: its W-8BEN-E and W-8IMY files, classified with confidence (CREATE's types). */
export const carriesFatca = (file: { documentType: string | null; confidence: number | null }) =>
  classifying(file.documentType) && (file.confidence ?? 0) >= CONFIDENT;

/** Why the item's stated classification cannot be stored (its row's error), or null: none stated, or right. */
export function itemFatcaProblem(data: ItemData, files: { documentType: string | null; confidence: number | null }[]): string | null {
  if (!data.fatca || data.fatca.source !== "manifest") return null;
  return fatcaProblem(data.fatca, files);
}

/** The classification to store with the item's form: the manifest's (checked above), or a form's text's when it passes the check. */
export function storedFatca(data: ItemData, files: { documentType: string | null; confidence: number | null }[]) {
  if (!data.fatca) return undefined;
  return data.fatca.source === "manifest" || !fatcaProblem(data.fatca, files) ? data.fatca.value : undefined;
}

function fatcaProblem(fatca: NonNullable<ItemData["fatca"]>, files: { documentType: string | null; confidence: number | null }[]): string | null {
  const from = `metadata.fatca (from ${fatca.source})`;
  const form = files.find(carriesFatca);
  if (!form) return `${from}: a FATCA classification is stored with the form that states it, and the item has no ${CLASSIFYING_DOCUMENT_TYPES.join(" or ")}`;
  const problem = fatcaMetadataProblem(form.documentType!, { fatca: fatca.value });
  return problem ? `${from}: ${problem}` : null;
}

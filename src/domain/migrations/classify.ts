// CLASSIFY: a 2.4.1 type (and identity subType) for each source file, from its name and its text,
// with a confidence. Below CONFIDENT the file becomes OTHER and a reviewer gets a DOCUMENT_REVIEW task.
import type { Readable } from "node:stream";
import { readText } from "../documents/text";

export const CONFIDENT = 0.5;

type IdentitySubType = "PASSPORT" | "DRIVING_LICENSE" | "ID_CARD";

interface Rule {
  type: string;
  subType?: IdentitySubType;
  pattern: RegExp;
}

// Most specific first: "W-8BEN-E" before "W-8", "certificate of incorporation" before "articles".
const RULES: Rule[] = [
  { type: "ID_CARD", subType: "PASSPORT", pattern: /passport/ },
  { type: "ID_CARD", subType: "DRIVING_LICENSE", pattern: /driv(ing|er'?s?)[ _-]?licen[cs]e/ },
  { type: "ID_CARD", subType: "ID_CARD", pattern: /\b(national[ _-]?)?id(entity)?[ _-]?card\b/ },
  { type: "PROOF_OF_ADDRESS", pattern: /proof[ _-]?of[ _-]?address|utility[ _-]?bill|\bpoa\b/ },
  { type: "BANK_STATEMENT", pattern: /bank[ _-]?statement/ },
  { type: "SOURCE_OF_FUNDS", pattern: /source[ _-]?of[ _-]?funds/ },
  { type: "SOURCE_OF_WEALTH", pattern: /source[ _-]?of[ _-]?wealth/ },
  { type: "W_8_BEN_E", pattern: /w[ _-]?8[ _-]?ben[ _-]?e\b/ },
  { type: "W_8_IMY", pattern: /w[ _-]?8[ _-]?imy\b/ },
  { type: "W_8", pattern: /\bw[ _-]?8\b|w[ _-]?8[ _-]?ben\b/ },
  { type: "W_9", pattern: /\bw[ _-]?9\b/ },
  { type: "FATCA_CRS_DECLARATION", pattern: /fatca|crs[ _-]?(self[ _-]?cert|declaration)/ },
  { type: "CERTIFICATE_OF_REGISTRATION", pattern: /certificate[ _-]?of[ _-]?(incorporation|registration)/ },
  { type: "ARTICLES_OF_INCORPORATION", pattern: /articles[ _-]?of[ _-]?incorporation/ },
  { type: "ARTICLES_OF_ASSOCIATION", pattern: /articles[ _-]?of[ _-]?association/ },
  { type: "REGISTER_OF_DIRECTORS", pattern: /register[ _-]?of[ _-]?directors/ },
  { type: "REGISTER_OF_SHAREHOLDERS", pattern: /register[ _-]?of[ _-]?shareholders/ },
  { type: "COMPANY_REGISTRY_EXTRACT", pattern: /(company|trade|commercial)[ _-]?regist(ry|er)[ _-]?extract/ },
  { type: "UBO_REGISTER_EXTRACT", pattern: /ubo[ _-]?register/ },
  { type: "SUBSCRIPTION_AGREEMENT", pattern: /subscription[ _-]?agreement/ },
  { type: "FINANCIAL_STATEMENTS", pattern: /financial[ _-]?statements?|annual[ _-]?accounts/ },
  { type: "TRUST_DEED", pattern: /trust[ _-]?deed/ },
  { type: "CV_RESUME", pattern: /\bcv\b|curriculum[ _-]?vitae|r[eé]sum[eé]/ },
];

export interface Classification {
  type: string;
  subType: IdentitySubType | null;
  confidence: number;
}

function match(text: string): Rule | null {
  const lower = text.toLowerCase();
  return RULES.find((r) => r.pattern.test(lower)) ?? null;
}

/**
 * The name alone gives 0.6, the text's title (its first lines) alone 0.6, both agreeing 0.95; when
 * they disagree the text's title wins at 0.55. Nothing recognised: OTHER at 0.
 */
export function classify(path: string, text: string | null): Classification {
  const byName = match(path.split("/").pop() ?? path);
  const head = text ? text.split(/\r?\n/).slice(0, 5).join("\n") : "";
  const byText = head ? match(head) : null;
  if (byName && byText) {
    const agree = byName.type === byText.type && byName.subType === byText.subType;
    const rule = agree ? byName : byText;
    return { type: rule.type, subType: rule.subType ?? null, confidence: agree ? 0.95 : 0.55 };
  }
  const rule = byName ?? byText;
  if (!rule) return { type: "OTHER", subType: null, confidence: 0 };
  return { type: rule.type, subType: rule.subType ?? null, confidence: 0.6 };
}

export function contentTypeOf(path: string): string {
  const ext = path.toLowerCase().split(".").pop();
  switch (ext) {
    case "pdf":
      return "application/pdf";
    case "txt":
    case "md":
      return "text/plain";
    case "csv":
      return "text/csv";
    case "json":
      return "application/json";
    case "png":
      return "image/png";
    case "jpg":
    case "jpeg":
      return "image/jpeg";
    default:
      return "application/octet-stream";
  }
}

/** The text of a text or PDF file (documents/text.ts readText); null for anything else. */
async function extractText(path: string, body: Readable): Promise<string | null> {
  const type = contentTypeOf(path);
  if (type.startsWith("text/") || type === "application/json") return readText(body, "text");
  if (type === "application/pdf") return readText(body, "pdf"); // unreadable: classified by its name alone
  body.destroy();
  return null;
}

/** A file's classification with the text SUMMARIZE reads later (NUL characters dropped: PostgreSQL text refuses them). */
export type Classified = Classification & { text: string | null };

/** CLASSIFY of one file's bytes; the stage and the unpack share it. */
export async function classifyFile(path: string, body: Readable): Promise<Classified> {
  const text = await extractText(path, body);
  return { ...classify(path, text), text: text?.replace(/\u0000/g, "") ?? null };
}

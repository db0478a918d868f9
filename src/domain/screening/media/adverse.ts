// What makes an article adverse: a keyword taxonomy of risk categories, how far the proceedings have
// gone, and the severity tier both imply. Phrases match on whole normalised words.
import { normalise } from "./text";

export interface AdverseCategory {
  label: string;
  /** At most 12 words (spec 2.1). */
  description: string;
  /** 3: grave whatever the stage; 2: serious financial crime; 1: regulatory. */
  weight: number;
  terms: string[];
}

/** In order of gravity: a tie between categories goes to the earlier one. */
export const ADVERSE_CATEGORIES: AdverseCategory[] = [
  {
    label: "Terrorism financing",
    description: "Alleged funding or support of terrorist organisations",
    weight: 3,
    terms: ["terrorist financing", "terrorism financing", "terror financing", "financing terrorism", "financing of terrorism", "funding terrorism"],
  },
  {
    label: "Sanctions evasion",
    description: "Alleged circumvention of international sanctions",
    weight: 3,
    terms: [
      "sanctions evasion",
      "evading sanctions",
      "evade sanctions",
      "evaded sanctions",
      "sanctions busting",
      "breach of sanctions",
      "breaching sanctions",
      "sanctions violations",
      "violating sanctions",
    ],
  },
  {
    label: "Money laundering",
    description: "Alleged laundering of criminal proceeds through the financial system",
    weight: 2,
    terms: ["money laundering", "laundering", "laundered", "launder"],
  },
  {
    label: "Corruption and bribery",
    description: "Alleged bribery of officials or corrupt business practices",
    weight: 2,
    terms: ["bribery", "bribe", "bribes", "bribed", "corruption", "corrupt", "kickback", "kickbacks"],
  },
  {
    label: "Fraud",
    description: "Alleged fraud, embezzlement or deception for financial gain",
    weight: 2,
    terms: [
      "fraud",
      "fraudulent",
      "defrauded",
      "defrauding",
      "embezzlement",
      "embezzled",
      "ponzi",
      "scam",
      "misappropriated",
      "misappropriation",
      "forgery",
      "forged",
    ],
  },
  {
    label: "Tax evasion",
    description: "Alleged evasion of taxes owed",
    weight: 2,
    terms: ["tax evasion", "evading taxes", "evaded taxes", "evading tax", "tax fraud"],
  },
  {
    label: "Organised crime",
    description: "Alleged links to organised crime, trafficking or smuggling",
    weight: 2,
    terms: ["organised crime", "organized crime", "cartel", "mafia", "racketeering", "trafficking", "smuggling"],
  },
  {
    label: "Regulatory enforcement",
    description: "Fines, bans or enforcement action by a regulator",
    weight: 1,
    terms: ["fined", "penalty", "enforcement action", "licence revoked", "license revoked", "banned from", "disqualified"],
  },
];

/** Proceedings reported without a category above are still adverse (an arrest for something unnamed). */
export const CRIMINAL_PROCEEDINGS: AdverseCategory = {
  label: "Criminal proceedings",
  description: "Arrest, charges or conviction reported",
  weight: 1,
  terms: [],
};

/** How far proceedings have gone: 3 convicted, 2 charged or arrested, 1 investigated or accused, 0 none said. */
const STAGES: [number, string[]][] = [
  [3, ["convicted", "sentenced", "found guilty", "pleaded guilty", "pled guilty", "jailed", "imprisoned"]],
  [2, ["charged", "indicted", "arrested", "extradited", "charges"]],
  [
    1,
    [
      "investigation",
      "investigated",
      "investigating",
      "probe",
      "raid",
      "raided",
      "accused",
      "allege",
      "alleges",
      "alleged",
      "allegedly",
      "allegations",
      "suspected",
      "questioned",
    ],
  ],
];

const has = (padded: string, term: string) => padded.includes(` ${term} `);

export interface AdverseReading {
  categories: AdverseCategory[];
  stage: number;
}

/** The categories an article's text falls under, gravest first, and the furthest stage it reports. */
export function readAdverse(text: string): AdverseReading {
  const padded = ` ${normalise(text)} `;
  const stage = STAGES.find(([, terms]) => terms.some((t) => has(padded, t)))?.[0] ?? 0;
  const categories = ADVERSE_CATEGORIES.filter((c) => c.terms.some((t) => has(padded, t)));
  if (categories.length === 0 && stage >= 2) categories.push(CRIMINAL_PROCEEDINGS);
  return { categories, stage };
}

export interface SeverityChoice {
  /** 0 most severe, 1 middle, 2 least: the level before the account's tier labels are applied. */
  level: 0 | 1 | 2;
  label: string;
  rationale: string;
}

/**
 * Severity rule: gravity = the gravest category's weight + the stage reached. Gravity 4 or more
 * (e.g. fraud charges, or any terrorism-financing report) is the most severe tier, 3 the middle,
 * less the least severe. The account's ADVERSE_MEDIA tiers are read most severe first (High, Medium,
 * Low by default); with more or fewer tiers the three levels spread over first, middle and last.
 */
export function chooseSeverity(reading: AdverseReading, tiers: string[]): SeverityChoice {
  const weight = Math.max(0, ...reading.categories.map((c) => c.weight));
  const gravity = weight + reading.stage;
  // A category of weight 3 is grave whatever the stage (terrorism financing, sanctions evasion).
  const level = gravity >= 4 || weight >= 3 ? 0 : gravity === 3 ? 1 : 2;
  const label = tiers[Math.round((level * (tiers.length - 1)) / 2)];
  const stageWords = ["no proceedings reported", "investigation or allegations", "charges or arrest", "conviction"][reading.stage];
  const category = reading.categories[0]?.label ?? "no category";
  return { level, label, rationale: `${category} (weight ${weight}) with ${stageWords} (stage ${reading.stage}): gravity ${gravity} → ${label}` };
}

export const RISK_LEVELS = ["HIGH", "MEDIUM", "LOW"] as const;

// The FATCA rules the IRS applies to a file beyond its XML schema (IRS Publication 5124, the FATCA XML
// User Guide, and the TIN codes of the IRS FATCA FAQs "Reporting" Q6 under Notice 2023-11): the GIIN's
// format, what a US TIN may look like, the codes an institution may write when it has no US TIN, and the
// DocRefId format. Pure: each answers the problem in a sentence, or null when the value passes.

/**
 * GIIN: six characters identifying the FI, five identifying a branch, member or sponsored entity
 * (00000 for none), a two-letter category, and the three-digit ISO 3166 numeric code of its jurisdiction.
 */
const GIIN_PATTERN = /^([A-Z0-9]{6})\.([A-Z0-9]{5})\.([A-Z]{2})\.([0-9]{3})$/;

/**
 * Category codes of GIINs the IRS issues (FFI list): lead, single, member, branch, sponsoring entity, and
 * the sponsored entities' SD, SF, SS and SB (a sponsor registers its sponsored entities under those, as an
 * AEOI reporting portal's guide to sponsoring entities lists them; no IRS text listing the codes was found).
 */
const GIIN_CATEGORIES = ["LE", "SL", "ME", "BR", "SP", "SD", "SF", "SS", "SB"] as const;

export const GIIN_EXAMPLE = "A1B2C3.00000.LE.442";

/**
 * The whole of giinProblem's rule as one regular expression, for the OpenAPI document (a generator
 * draws valid GIINs from it): the institution not all zeros and the jurisdiction not 000 are spelled
 * out as alternatives, since JSON Schema generators do not all take lookarounds. giinProblem stays the
 * check (it says which part is wrong); a unit test holds the two equal.
 */
export const GIIN_SCHEMA_PATTERN =
  "^(?:[A-Z1-9][A-Z0-9]{5}|0[A-Z1-9][A-Z0-9]{4}|00[A-Z1-9][A-Z0-9]{3}|000[A-Z1-9][A-Z0-9]{2}|0000[A-Z1-9][A-Z0-9]|00000[A-Z1-9])" +
  `\\.[A-Z0-9]{5}\\.(?:${GIIN_CATEGORIES.join("|")})\\.(?:[1-9][0-9]{2}|0[1-9][0-9]|00[1-9])$`;

export function giinProblem(value: string): string | null {
  const match = GIIN_PATTERN.exec(value);
  if (!match) {
    return `"${value}" is not a GIIN: the format is XXXXXX.XXXXX.XX.XXX, upper-case letters and digits, e.g. ${GIIN_EXAMPLE}`;
  }
  const [, fi, , category, country] = match;
  if (/^0+$/.test(fi)) return `"${value}" is not a GIIN: its first six characters (the institution) cannot all be zero`;
  if (!(GIIN_CATEGORIES as readonly string[]).includes(category)) {
    return `"${value}" is not a GIIN: its category code ${category} is none of ${GIIN_CATEGORIES.join(", ")}`;
  }
  if (country === "000") return `"${value}" is not a GIIN: its last three digits are the jurisdiction's ISO 3166 numeric code, never 000`;
  return null;
}

/**
 * What an institution writes in a US TIN field when it could not obtain the TIN, and when each may be
 * used. The nine-digit codes are the IRS FATCA FAQs' (General, Reporting Q6, updated 27 January 2023
 * for Notice 2023-11), each meaning as the FAQ words it (read in the IRS text as tax authorities
 * republished it: Australian Taxation Office and Trinidad and Tobago Board of Inland Revenue, 2023;
 * 999999999's wording as PwC Canada quoted it). AAAAAAAAA is the earlier practice (FAQ Reporting Q3)
 * the Q6 codes replaced. `verified` is false where the meaning was not read in full (docs/tax-reporting.md).
 */
const MISSING_US_TIN_CODES = {
  AAAAAAAAA: {
    preExisting: true,
    individualOnly: false,
    verified: true,
    meaning: "Earlier Model 1 practice (IRS FATCA FAQ Reporting Q3) for an account whose US TIN was not obtained, before the Q6 codes",
  },
  "000222111": {
    preExisting: true,
    individualOnly: true,
    verified: true,
    meaning: "Pre-existing depository individual account whose only US indicium is a US place of birth, holder resident where the account is kept",
  },
  "222222222": {
    preExisting: true,
    individualOnly: true,
    verified: true,
    meaning: "Pre-existing individual account whose only US indicium is a US place of birth (other than one under 000222111)",
  },
  "333333333": {
    preExisting: false,
    individualOnly: true,
    verified: true,
    meaning: "New individual account with a US place of birth whose self-certification became unreliable or was never needed below the threshold",
  },
  "444444444": {
    preExisting: true,
    individualOnly: false,
    verified: true,
    meaning: "Pre-existing individual or entity account with US indicia other than a place of birth whose documentation became unreliable or was never needed",
  },
  "555555555": {
    preExisting: false,
    individualOnly: false,
    verified: true,
    meaning: "New individual or entity account with US indicia other than a place of birth whose documentation became unreliable or was never needed",
  },
  "666666666": {
    preExisting: true,
    individualOnly: false,
    verified: false,
    meaning: "Pre-existing high-value account of a passive NFFE with US indicia identified for its controlling persons (IRS FATCA FAQ Reporting Q6)",
  },
  "777777777": {
    preExisting: true,
    individualOnly: false,
    verified: true,
    meaning: "Pre-existing account without a TIN that is dormant or inactive but remains above the reporting threshold",
  },
  "888888888": { preExisting: true, individualOnly: false, verified: false, meaning: "Pre-existing account (IRS FATCA FAQ Reporting Q6 scenario code)" },
  "999999999": {
    preExisting: false,
    individualOnly: false,
    verified: true,
    meaning: "Any account for which the FFI cannot obtain a TIN and none of the other codes applies",
  },
} as const;

export type MissingUsTinCode = keyof typeof MISSING_US_TIN_CODES;
export const MISSING_US_TIN_CODE_VALUES = Object.keys(MISSING_US_TIN_CODES) as MissingUsTinCode[];

/** A US TIN as issued: an SSN or ITIN (123-45-6789) or an EIN (12-3456789), or the nine digits alone. */
const US_TIN_FORMAT = /^(?:[0-9]{9}|[0-9]{3}-[0-9]{2}-[0-9]{4}|[0-9]{2}-[0-9]{7})$/;

/** A real US TIN (not a code): nine digits in an issued form, not one digit nine times (never issued; the codes for a missing TIN look like that). */
export function usTinProblem(value: string): string | null {
  if (!US_TIN_FORMAT.test(value)) return `"${value}" is not a US TIN: nine digits, or an SSN/ITIN as 123-45-6789, or an EIN as 12-3456789`;
  const digits = value.replace(/-/g, "");
  if (/^(\d)\1{8}$/.test(digits)) {
    return `"${value}" is not a US TIN: one digit nine times is not issued (to say a TIN is missing, use one of the IRS codes ${MISSING_US_TIN_CODE_VALUES.join(", ")})`;
  }
  return null;
}

/** Whether the code may stand for this account's missing TIN; null when it may. */
export function missingTinCodeProblem(code: string, account: { preExisting: boolean; individual: boolean }): string | null {
  const rule = (MISSING_US_TIN_CODES as Record<string, (typeof MISSING_US_TIN_CODES)[MissingUsTinCode] | undefined>)[code];
  if (!rule) return `"${code}" is none of the IRS codes for a missing US TIN (${MISSING_US_TIN_CODE_VALUES.join(", ")})`;
  if (rule.individualOnly && !account.individual) return `${code} is for an individual account only (${rule.meaning})`;
  if (rule.preExisting && !account.preExisting) return `${code} is for a pre-existing account only (${rule.meaning}); a new account needs the holder's US TIN`;
  if (code !== "999999999" && !rule.preExisting && account.preExisting) return `${code} is for a new account only (${rule.meaning})`;
  return null;
}

/**
 * A DocRefId is the reporting FI's GIIN, a period, then a unique value of letters, digits, periods and hyphens
 * (the IRS's DocRefId format, <ReportingGIIN>.<UniqueValue>, "the GIIN for the reporting FI associated with the
 * reporting group"). The writer holds a MessageRefId to the same shape under its sender's GIIN.
 */
const UNIQUE_PART = /^[A-Za-z0-9.-]{1,180}$/;

export function docRefIdProblem(value: string, giin: string): string | null {
  const prefix = `${giin}.`;
  if (!value.startsWith(prefix) || !UNIQUE_PART.test(value.slice(prefix.length))) {
    return `"${value}" is not a DocRefId of this institution: its GIIN, a period, then a unique value of letters, digits, periods and hyphens (${prefix}…)`;
  }
  return null;
}

/**
 * The filer categories of an entity that files for another (Form 8966 instructions, Part I filer category
 * codes 07, 08 and 09): a sponsoring entity for its sponsored FFI or sponsored direct reporting NFFE, a
 * trustee for its trustee-documented trust. In FATCA XML v2.0 that entity is the ReportingGroup's Sponsor
 * and the ReportingFI is the entity it files for, so these categories are the Sponsor's, never the
 * ReportingFI's.
 */
export const SPONSOR_FILER_CATEGORIES = ["FATCA607", "FATCA608", "FATCA609"] as const;

const SPONSOR_FILES_FOR: Record<string, string> = {
  FATCA607: "a sponsoring entity filing for a sponsored FFI",
  FATCA608: "a sponsoring entity filing for a sponsored direct reporting NFFE",
  FATCA609: "the trustee of a trustee-documented trust filing for the trust",
};

/** A party a FATCA message names beside the accounts: the reporting FI, its sponsor, an intermediary. */
export interface FatcaFilerParty {
  giin?: string | null;
  filerCategory?: string | null;
}

/**
 * Who files for whom: the rules on the ReportingFI, Sponsor and Intermediary that the XSD leaves out
 * (every FilerCategory there is optional and any of FATCA601–611). Paths are the settings' own
 * (`filerCategory`, `giin`, `sponsor.filerCategory` …). Each party's GIIN format is giinProblem's.
 * - A sponsor or trustee's category (FATCA607–609) belongs on the Sponsor; on the ReportingFI it names an
 *   entity the file does not identify, so it is refused, whether a sponsor is declared or not.
 * - A Sponsor files as one of those three, under a sponsoring entity's GIIN (category code SP: the IRS
 *   issues one to each sponsoring entity, and "a trustee-documented trust should select 'Sponsoring Entity'
 *   if it is registering to obtain a GIIN to use when fulfilling its obligations as a trustee", IRS FATCA
 *   registration help; a trustee's own FI GIIN is a different one, for its own accounts).
 * - A sponsored FFI's or sponsored direct reporting NFFE's GIIN begins with its sponsor's FATCA ID (the IRS
 *   "GIIN composition" table: a sponsored entity's first six characters are the sponsoring entity's).
 * - Form 8966 names one entity beside the filer (Part I, the sponsored entity, trustee-documented trust or
 *   intermediary), so a message has a Sponsor or an Intermediary, not both.
 */
export function filerPartyProblems(parties: {
  reportingFi: FatcaFilerParty;
  sponsor?: FatcaFilerParty | null;
  intermediary?: FatcaFilerParty | null;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const { reportingFi, sponsor, intermediary } = parties;
  const isSponsorCategory = (category: string | null | undefined) => !!category && (SPONSOR_FILER_CATEGORIES as readonly string[]).includes(category);
  if (isSponsorCategory(reportingFi.filerCategory)) {
    const category = reportingFi.filerCategory!;
    problems.push({
      path: "filerCategory",
      message: sponsor
        ? `${category} is the category of ${SPONSOR_FILES_FOR[category]}: it is the sponsor's (sponsor.filerCategory), not the reporting FI's; leave the reporting FI's filerCategory out or give its own`
        : `${category} is the category of ${SPONSOR_FILES_FOR[category]}, which needs a sponsor: declare that entity in sponsor (its GIIN, name, country, address and filerCategory ${category}); the reporting FI is then the entity it files for`,
    });
  }
  if (sponsor) {
    if (!isSponsorCategory(sponsor.filerCategory)) {
      problems.push({
        path: "sponsor.filerCategory",
        message: `a sponsor files as ${SPONSOR_FILER_CATEGORIES.map((c) => `${c} (${SPONSOR_FILES_FOR[c]})`).join(", ")}`,
      });
    }
    const match = sponsor.giin ? GIIN_PATTERN.exec(sponsor.giin) : null;
    if (!sponsor.giin) problems.push({ path: "sponsor.giin", message: "a sponsor is identified by its GIIN" });
    else if (match && match[3] !== "SP") {
      problems.push({
        path: "sponsor.giin",
        message: `"${sponsor.giin}" has the category code ${match[3]}: a sponsoring entity's GIIN (and a trustee's of a trustee-documented trust) has SP`,
      });
    }
    const fi = reportingFi.giin ? GIIN_PATTERN.exec(reportingFi.giin) : null;
    if (match && fi && (sponsor.filerCategory === "FATCA607" || sponsor.filerCategory === "FATCA608") && fi[1] !== match[1]) {
      problems.push({
        path: "giin",
        message: `"${reportingFi.giin}" is not a GIIN of an entity sponsored by ${sponsor.giin}: a sponsored entity's GIIN begins with its sponsor's FATCA ID, ${match[1]}`,
      });
    }
    if (intermediary) {
      problems.push({
        path: "intermediary",
        message: "a FATCA report names one entity beside the filer (Form 8966, Part I): a sponsor or an intermediary, not both",
      });
    }
  }
  if (intermediary && isSponsorCategory(intermediary.filerCategory)) {
    problems.push({
      path: "intermediary.filerCategory",
      message: `${intermediary.filerCategory} is the category of ${SPONSOR_FILES_FOR[intermediary.filerCategory!]}: declare that entity as the sponsor`,
    });
  }
  return problems;
}

// The rules of IRS Publication 5124 (the FATCA XML User Guide) a FATCA message must keep that its XSD
// cannot check: the GIINs and DocRefIds, what a correction must reference, who files for whom (ReportingFI,
// Sponsor, Intermediary), a US TIN or its approved code, the amounts. The writer (fatcaXml.ts) refuses a
// message, or one AccountReport of a streamed one, with every breach these find, before writing anything.
import { invalid, type ErrorDetail } from "../../errors";
import { docRefIdProblem, filerPartyProblems, giinProblem, MISSING_US_TIN_CODE_VALUES, missingTinCodeProblem, usTinProblem } from "../tax";
import { FATCA_DOC_TYPE_INDICS, type FatcaAccountReport, type FatcaDocSpec, type FatcaMessageInput, type FatcaStreamHeader } from "./fatcaXml";

/**
 * The US TIN an FFI under a Model 1 IGA writes for a pre-existing account whose holder's TIN it could not
 * obtain after the due diligence the IGA requires (IRS Notice 2023-11; Publication 5124, "TIN" codes).
 */
export const PRE_EXISTING_ACCOUNT_NO_TIN = "AAAAAAAAA";

const NEW_RECORD = new Set<string>(["FATCA1", "FATCA11"]);
const TEST_RECORD = new Set<string>(["FATCA11", "FATCA12", "FATCA13", "FATCA14"]);

const AMOUNT = /^-?[0-9]{1,16}(\.[0-9]{1,2})?$/;
const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
/** A placeholder token the administrator replaces before filing (fatcaPlaceholders.ts): a bulk export may leave slots to them. */
const PLACEHOLDER = /^\{\{FATCA:[A-Z_]+\}\}$/;

export type Fail = (path: string, message: string) => void;

/** The message's own fields and every DocSpec (format, uniqueness, what a correction must carry). */
export function checkHeader(input: Omit<FatcaMessageInput, "accountReports">, specs: [string, FatcaDocSpec][], fail: Fail) {
  const giin = (path: string, value: string) => {
    const problem = giinProblem(value);
    if (problem) fail(path, problem);
  };
  giin("sendingCompanyGiin", input.sendingCompanyGiin);
  giin("reportingFi.giin", input.reportingFi.giin);
  if (!COUNTRY.test(input.transmittingCountry)) fail("transmittingCountry", "an ISO 3166 alpha-2 code");
  if (!COUNTRY.test(input.reportingFi.country)) fail("reportingFi.country", "an ISO 3166 alpha-2 code");
  if (!DATE.test(input.reportingPeriod)) fail("reportingPeriod", "a date YYYY-MM-DD (the last day of the year reported)");
  if (input.messageRefId !== undefined) {
    const problem = docRefIdProblem(input.messageRefId, input.sendingCompanyGiin);
    if (problem) fail("messageRefId", problem.replace("DocRefId", "MessageRefId"));
  }
  for (const name of ["sponsor", "intermediary"] as const) {
    const party = input[name];
    if (!party) continue;
    if (party.giin !== undefined) giin(`${name}.giin`, party.giin);
    if (!COUNTRY.test(party.country)) fail(`${name}.country`, "an ISO 3166 alpha-2 code");
    if (!party.name.trim()) fail(`${name}.name`, "required");
  }
  // A sponsor (or trustee) filing for the reporting FI is the message's sender, and SendingCompanyIN is "the
  // identifying number of the sender" (stffatcatypes_v2.0.xsd); Publication 5124 keeps the reporting FI's GIIN
  // there only for an agent not acting as a Sponsoring Entity.
  if (input.sponsor?.giin && input.sendingCompanyGiin !== input.sponsor.giin)
    fail(
      "sendingCompanyGiin",
      `"${input.sendingCompanyGiin}" is not the sender's GIIN: when a sponsor files for the reporting FI, SendingCompanyIN is the sponsor's GIIN, ${input.sponsor.giin}`,
    );
  // Who files for whom: the settings' rules, on the message's parties (the ReportingFI's paths under reportingFi).
  for (const problem of filerPartyProblems(input))
    fail(problem.path === "giin" || problem.path === "filerCategory" ? `reportingFi.${problem.path}` : problem.path, problem.message);
  const parties: [string, FatcaDocSpec][] = [
    ["reportingFi.docSpec", input.reportingFi.docSpec],
    ...(input.sponsor ? [["sponsor.docSpec", input.sponsor.docSpec] as [string, FatcaDocSpec]] : []),
    ...(input.intermediary ? [["intermediary.docSpec", input.intermediary.docSpec] as [string, FatcaDocSpec]] : []),
  ];
  const seen = new Set<string>();
  for (const [path, spec] of [...parties, ...specs]) {
    if (!(FATCA_DOC_TYPE_INDICS as readonly string[]).includes(spec.docTypeIndic)) fail(`${path}.docTypeIndic`, `one of ${FATCA_DOC_TYPE_INDICS.join(", ")}`);
    if (spec.docRefId !== undefined) {
      const problem = docRefIdProblem(spec.docRefId, input.reportingFi.giin);
      if (problem) fail(`${path}.docRefId`, problem);
      else if (seen.has(spec.docRefId)) fail(`${path}.docRefId`, "DocRefIds are unique: this one is used twice in the message");
      seen.add(spec.docRefId);
    }
    if (spec.corrDocRefId !== undefined && spec.corrDocRefId === spec.docRefId) fail(`${path}.corrDocRefId`, "a record cannot correct itself");
    if (NEW_RECORD.has(spec.docTypeIndic)) {
      if (spec.corrDocRefId || spec.corrMessageRefId)
        fail(path, `a new record (${spec.docTypeIndic}) references no earlier one: leave out corrDocRefId and corrMessageRefId`);
    } else if (!spec.corrDocRefId || !spec.corrMessageRefId) {
      fail(path, `${spec.docTypeIndic} corrects, voids or amends an earlier record: corrDocRefId and corrMessageRefId name it`);
    }
  }
  const all = [...parties, ...specs].map(([, s]) => s);
  if (new Set(all.map((s) => TEST_RECORD.has(s.docTypeIndic))).size > 1)
    fail("docTypeIndic", "test records (FATCA11–14) and production records (FATCA1–4) cannot share a message");
}

/** A US TIN field: a real TIN, an IRS code for a missing one that fits the account, or (bulk export) a placeholder. */
function checkUsTin(value: string, path: string, account: { preExisting: boolean; individual: boolean }, allowPlaceholders: boolean, fail: Fail) {
  if (allowPlaceholders && PLACEHOLDER.test(value)) return;
  if ((MISSING_US_TIN_CODE_VALUES as string[]).includes(value) || /^(\d)\1{8}$/.test(value) || /^A{9}$/.test(value)) {
    const problem = missingTinCodeProblem(value, account);
    if (problem) fail(path, problem);
    return;
  }
  const problem = usTinProblem(value);
  if (problem) fail(path, problem);
}

/** One AccountReport's Publication 5124 rules; `allowPlaceholders`: slots left to the administrator pass. */
export function checkAccountReport(report: FatcaAccountReport, path: string, fail: Fail, allowPlaceholders = false) {
  const slot = (value: string) => allowPlaceholders && PLACEHOLDER.test(value);
  if (!report.accountNumber.trim()) fail(`${path}.accountNumber`, "required");
  if (!slot(report.balance.amount) && !AMOUNT.test(report.balance.amount)) fail(`${path}.balance.amount`, "a decimal with at most 2 fraction digits");
  if (!slot(report.balance.currency) && !CURRENCY.test(report.balance.currency)) fail(`${path}.balance.currency`, "an ISO 4217 code");
  report.payments.forEach((p, j) => {
    if (!slot(p.amount) && !AMOUNT.test(p.amount)) fail(`${path}.payments[${j}].amount`, "a decimal with at most 2 fraction digits");
    if (!slot(p.currency) && !CURRENCY.test(p.currency)) fail(`${path}.payments[${j}].currency`, "an ISO 4217 code");
  });
  const holder = report.holder;
  const individual = holder.kind === "INDIVIDUAL";
  const tins = individual ? holder.person.usTins : holder.organisation.usTins;
  // The holder's own US TIN is owed when the holder is the US person; a passive NFFE's US persons are its owners.
  if (tins.length === 0 && !report.preExisting && (individual || holder.acctHolderType === "FATCA104"))
    fail(`${path}.holder`, `a new account needs the holder's US TIN (${PRE_EXISTING_ACCOUNT_NO_TIN} is only for a pre-existing account)`);
  tins.forEach((tin, j) => checkUsTin(tin, `${path}.holder.usTins[${j}]`, { preExisting: report.preExisting, individual }, allowPlaceholders, fail));
  const people = individual ? [holder.person] : holder.substantialOwners;
  people.forEach((person, j) => {
    if (!person.firstName.trim() || !person.lastName.trim()) fail(`${path}.holder.person[${j}]`, "a first and a last name");
    if (!individual)
      person.usTins.forEach((tin, k) =>
        checkUsTin(tin, `${path}.holder.substantialOwners[${j}].usTins[${k}]`, { preExisting: report.preExisting, individual: true }, allowPlaceholders, fail),
      );
  });
}

/** The Publication 5124 rules the XSD leaves out, every breach listed; nothing is written when one is found. */
export function check(input: FatcaMessageInput): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  const fail: Fail = (path, message) => errors.push({ path, message });
  const specs: [string, FatcaDocSpec][] = [
    ...input.accountReports.map((r, i) => [`accountReports[${i}].docSpec`, r.docSpec] as [string, FatcaDocSpec]),
    ...(input.accountReports.length === 0 && input.nilReportDocSpec ? [["nilReportDocSpec", input.nilReportDocSpec] as [string, FatcaDocSpec]] : []),
  ];
  checkHeader(input, specs, fail);
  input.accountReports.forEach((report, i) => checkAccountReport(report, `accountReports[${i}]`, fail));
  return errors;
}

export const refuse = (errors: ErrorDetail[]) => {
  if (errors.length) throw invalid(`The FATCA message breaks ${errors.length} rule${errors.length > 1 ? "s" : ""} of IRS Publication 5124`, errors);
};

/** The header's Publication 5124 breaches (empty: none); the caller refuses the request with them. */
export function fatcaHeaderProblems(header: FatcaStreamHeader, accountSpecs: [string, FatcaDocSpec][]): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  checkHeader(header, accountSpecs, (path, message) => errors.push({ path, message }));
  return errors;
}

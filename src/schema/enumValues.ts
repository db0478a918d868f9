// What each value of the schema's enums means, for the UI teams' tooling (GraphiQL, codegen): one
// place, read by enumOf, and held complete by the descriptions test (test/platform/schemaFile.test.ts).
// The spec's long vocabularies are described from what they name: a document type by its title (the
// `title` the API shows), a data-match check by the document it compares against.
import { documentTitle } from "../domain/documents/types";

type Describe = Record<string, string> | ((value: string) => string | undefined);

const DATA_MATCH = "USER_PROVIDED_DATA_MATCH_";

const ENUM_VALUE_DESCRIPTIONS: Record<string, Describe> = {
  SortOrder: { asc: "Oldest (or smallest) first", desc: "Newest (or largest) first" },
  EntityType: { INDIVIDUAL: "A natural person", BUSINESS: "A company, trust, foundation, partnership or other legal entity" },
  ApplicationStatus: {
    PENDING: "Created; the applicant has not submitted it yet",
    SUBMITTED: "Submitted by the applicant, awaiting a decision",
    APPROVED: "Approved: the investor is onboarded",
    REJECTED: "Rejected",
  },
  ScreeningState: {
    NO_LISTS: "Screened against no watchlist: nothing was searched, so nothing found clears nobody",
    STALE: "Screened against a watchlist past its source's schedule (no successful fetch for two intervals)",
    CURRENT: "Screened against the lists loaded, each within its schedule",
  },
  RiskLevel: { PROHIBITED: "The investor must not be onboarded", HIGH: "High risk: enhanced due diligence", MEDIUM: "Medium risk", LOW: "Low risk" },
  KeyPersonRole: {
    APPLICANT: "The investor the application is for",
    CONTROLLING_PERSON: "Exercises control over the business",
    DIRECTOR: "A director or board member",
    UBO: "An ultimate beneficial owner",
    SHAREHOLDER: "Holds shares in the business",
    AUTHORISED_SIGNATORY: "May sign on the business's behalf",
  },
  OwnershipNodeKind: {
    INDIVIDUAL: "A natural person",
    BUSINESS: "A company, partnership or other legal person whose holders are looked through",
    TRUST: "A trust: its settlor, trustees, protector and beneficiaries are beneficial owners",
    FOUNDATION: "A foundation or similar legal arrangement, treated as a trust",
    LISTED_COMPANY: "A company listed on a regulated market: the chain stops here",
    REGULATED_ENTITY: "A regulated financial institution: the chain stops here",
  },
  OwnershipEdgeKind: {
    OWNERSHIP: "Shares held, a percent or a range",
    VOTING: "Voting rights held apart from shares, a percent or a range",
    CONTROL: "Control without ownership; its role says how",
  },
  OwnershipControlRole: {
    DIRECTOR: "A director or board member",
    SENIOR_MANAGING_OFFICIAL: "A senior managing official (the beneficial owner of last resort)",
    POWER_OF_ATTORNEY: "Acts under a power of attorney: control by other means",
    NOMINEE: "Holds as a nominee for someone else (the nominator is the one to identify)",
    OTHER_CONTROL: "Controls by other means (an agreement, a veto, a golden share)",
    SETTLOR: "A trust's settlor",
    TRUSTEE: "A trust's trustee",
    PROTECTOR: "A trust's protector",
    BENEFICIARY: "A trust's beneficiary",
  },
  OwnershipMeasure: { OWNERSHIP: "Shares", VOTING: "Voting rights" },
  OwnershipScreeningStatus: {
    PENDING: "A screening asked for has not run yet",
    CLEAR: "Screened: no hit awaiting review or confirmed",
    IN_REVIEW: "Screened: hits await a reviewer",
    CONFIRMED: "A reviewer confirmed a hit",
  },
  OwnershipSanctionStatus: {
    CONFIRMED: "A sanctions hit a reviewer confirmed (CONFIRMED or TRUE_MATCH)",
    POTENTIAL: "A sanctions hit the engine called a match, still awaiting review",
  },
  OwnershipScreenedAs: {
    NODE: "Screened and monitored as the node itself (its name and country)",
    KEY_PERSON: "Tied to a key person: screened, monitored and decided as that person, never twice",
  },
  OwnershipProblemCode: {
    CIRCULAR_HOLDING: "Nodes hold each other in a circle; effective shares count every trip round it",
    NOT_CONVERGENT: "A circle of 100 % holdings: no finite effective share",
    OVER_100_PERCENT: "The shares recorded in an entity add up to more than 100 %",
    OWNERSHIP_GAP: "The shares recorded in an entity add up to less than 100 %",
    NO_APPLICANT: "No node is marked as the applicant",
  },
  UboReason: {
    OWNERSHIP: "Effective ownership at or above the threshold",
    VOTING: "Effective voting rights at or above the threshold",
    MAJORITY_CONTROL: "Holds a majority of the votes of the applicant or of an entity controlling it",
    CONTROL: "Controls the applicant or an entity controlling it by other means",
    TRUST_ROLE: "A settlor, trustee, protector or beneficiary of a trust in the structure",
    SENIOR_MANAGING_OFFICIAL: "Nobody owns or controls enough: the senior managing official",
  },
  CrsControllingPersonType: {
    CRS801: "Legal person: control by ownership",
    CRS802: "Legal person: control by other means",
    CRS803: "Legal person: senior managing official",
    CRS804: "Trust: settlor",
    CRS805: "Trust: trustee",
    CRS806: "Trust: protector",
    CRS807: "Trust: beneficiary",
  },
  UserRole: {
    viewer: "Reads everything of the account",
    analyst: "A viewer who also creates and changes applications, people, documents, notes, tasks, migrations and exports, and reviews screening hits",
    approver: "An analyst who also approves and rejects applications and gives the second approval under four eyes",
    admin: "An approver who also configures the account: webhooks, onboarding workflows, severity tiers, four eyes, users' roles",
  },
  ApplicationListType: {
    live: "Neither manual nor hidden",
    manual: "Created by hand rather than through onboarding",
    hidden: "Hidden from the customer's lists",
  },
  ApplicationSortField: {
    updatedAt: "When it last changed (the default)",
    createdAt: "When it was created",
    name: "The investor's name, case- and accent-insensitive",
  },
  ScreeningType: {
    ADVERSE_MEDIA: "A news or web story",
    SANCTIONS: "A sanctions-list entry",
    WARNING: "A regulator's or law enforcement's warning-list entry",
    PEP: "A politically exposed person",
  },
  ScreeningHitStatus: {
    IN_REVIEW: "A reviewer is looking at it",
    CONFIRMED: "Confirmed by a reviewer: it is about the investor",
    DISMISSED: "Dismissed by a reviewer",
    NOT_REVIEWED: "Awaiting review (a new hit)",
    TRUE_MATCH: "Decided: a true match",
    FALSE_POSITIVE: "Decided: not about the investor",
  },
  ScreeningHitOrigin: {
    INITIAL_SCREENING: "Found when the application was first screened",
    ONGOING_MONITORING: "Found later, by monitoring after a list or news change",
  },
  ClearedReason: {
    IDENTITY_MISMATCH: "The name matched but the birth date or registration number contradicts the investor's",
    NOTHING_ADVERSE_REPORTED: "The story names the investor but reports nothing adverse",
    SEARCH_RESULT_NOT_IDENTIFIED: "The search result could not be tied to the investor",
    SOURCE_PAGE_UNREADABLE: "The source page could not be read",
    CONFIDENCE_BELOW_THRESHOLD: "The match's confidence fell just under the account's threshold",
    NOMINAL_ROLE: "The investor appears only in a nominal role",
  },
  WebhookStatus: { ACTIVE: "Receives its events", PAUSED: "Receives nothing until resumed" },
  WebhookDeliveryStatus: {
    HELD: "Waiting: the application is with the service, so nothing is sent for it until it is released",
    PENDING: "Queued or being retried on its schedule",
    SUCCEEDED: "The receiver answered 2xx",
    FAILED: "Every attempt of its schedule failed",
  },
  NoteEntityType: {
    APPLICATION: "On an application",
    SCREENING_HIT: "On a screening hit",
    DOCUMENT: "On a document",
    WORKFLOW_VERSION: "On a version of an application's onboarding workflow",
    AUDIT_LOG: "On an audit entry",
  },
  MigrationStatus: {
    UPLOADING: "Created; its archive or items are still arriving",
    MIGRATING: "Its items are being migrated",
    PAUSED: "Paused; resume to continue",
    COMPLETED: "Every item has finished",
    FAILED: "Stopped by an error it could not recover from",
    CANCELLED: "Cancelled; items not yet started never will be",
  },
  MigrationSourceType: {
    UPLOAD: "An uploaded archive of folders",
    API: "Items listed in the request",
    FTP: "An archive delivered by FTP (the spec's third source; this service records it, it does not fetch)",
  },
  BulkStage: {
    CLASSIFY: "Each file of the archive is classified into a document type",
    SUMMARIZE: "Each folder's documents are read into an investor's data",
    VALIDATE: "Each investor's data and documents are checked; tasks are raised for what is missing",
  },
  MigrationItemStatus: {
    QUEUED: "Waiting its turn",
    IN_PROGRESS: "Being migrated",
    COMPLETED: "Migrated into an application",
    MISSING_DATA: "Migrated, with tasks raised for missing data or documents",
    FAILED: "Could not be migrated",
    CANCELLED: "Not migrated: its migration was cancelled",
  },
  DocumentSubType: { PASSPORT: "A passport", DRIVING_LICENSE: "A driving licence", ID_CARD: "A national identity card" },
  OriginSystem: { VENDOR_A: "Identity-verification vendor A", VENDOR_B: "Identity-verification vendor B" },
  DocumentHiddenSource: { CLIENT: "Hidden by the customer", SERVICE: "Hidden by the operator, or with no recorded source" },
  DocumentArrival: {
    initial_onboarding: "Arrived during onboarding",
    periodic_review: "Arrived after approval, at a periodic review",
    additional_info_request: "Arrived answering an additional-information request",
  },
  TaskStatus: { PENDING: "Not started", IN_PROGRESS: "Being worked", RESOLVED: "Done", DISMISSED: "Closed without action" },
  TaskType: {
    MISSING_DOCUMENT: "A required document has not arrived",
    DOCUMENT_VALIDATION_FAILED: "A document failed one of its checks",
    MISSING_DATA: "Data the application needs is missing",
    DOCUMENT_REVIEW: "A document needs a person's review (its classification was unsure)",
    SCREENING_HIT_REVIEW: "A screening hit needs a reviewer's decision",
    SCREENING_DELISTING_REVIEW: "A screening hit's list entry was removed from its list (delisted): review what that means for the customer",
    PERIODIC_REVIEW: "An approved application's periodic review falls due (by its risk level): resolving the task completes the review",
    US_INDICIUM:
      "The account holder shows a US indicium (FATCA) no document on file cures: ask for the documents it names (W-8BEN/W-8BEN-E, and for US citizenship or place of birth a certificate of loss of nationality or an explanation), or a W-9; the service resolves it once cured",
  },
  TaskEntityType: { APPLICATION: "About the application itself", DOCUMENT: "About one of its documents", SCREENING_HIT: "About one of its screening hits" },
  TaskSortField: { createdAt: "When it was created (the default)", updatedAt: "When it last changed" },
  SearchCategory: { applications: "Applications", screening: "Screening hits", documents: "Documents", tasks: "Tasks" },
  SearchSortOrder: { relevance: "Best match first (the default)", newest: "Newest first", oldest: "Oldest first" },
  SearchTaskState: { OPEN: "PENDING or IN_PROGRESS", RESOLVED: "RESOLVED", DISMISSED: "DISMISSED" },
  SearchDocumentEntityType: { INDIVIDUAL: "Documents of individuals' applications", BUSINESS: "Documents of businesses' applications" },
  ExportFormat: {
    CRS_XML: "OECD CRS v2.0 XML, valid against the official schema",
    JSON: "A JSON array of the application records",
    CSV: "CSV: a header row, then the applications' rows",
    FATCA_XML: "IRS FATCA XML v2.0: one FATCA_OECD message, valid against the official schema once its placeholders are filled",
  },
  FatcaStatus: {
    US_PERSON: "A US person for FATCA: a Form W-9 is on file, or US indicia are not cured",
    CURED: "US indicia, each cured by the documents on file (docs/tax-reporting.md)",
    NOT_US: "No US indicia and no Form W-9",
  },
  UsIndiciumKind: {
    US_CITIZENSHIP: "A US nationality",
    US_RESIDENCE: "A US residence (an individual's residence country, an entity's country)",
    US_ADDRESS: "A US address",
    US_PLACE_OF_BIRTH: "Born in the United States",
    US_TIN: "A TIN issued by the United States",
    US_TELEPHONE: "A US telephone number (not derived yet: the application holds no telephone number)",
  },
  FatcaChapter4Status: {
    PARTICIPATING_FFI: "Participating FFI (GIIN): reports its own US accounts; its account is not reported",
    REPORTING_MODEL_1_FFI: "Reporting Model 1 FFI (GIIN): reports under its IGA; not reported",
    REPORTING_MODEL_2_FFI: "Reporting Model 2 FFI (GIIN): not reported",
    REGISTERED_DEEMED_COMPLIANT_FFI: "Registered deemed-compliant FFI (GIIN): not reported",
    CERTIFIED_DEEMED_COMPLIANT_FFI: "Certified deemed-compliant FFI: not reported",
    OWNER_DOCUMENTED_FFI: "Owner-documented FFI: reported as FATCA101 with its specified US owners",
    NONPARTICIPATING_FFI: "Non-participating FFI: reported as FATCA103",
    EXEMPT_BENEFICIAL_OWNER: "Exempt beneficial owner: not reported",
    ACTIVE_NFFE: "Active NFFE: not reported",
    PASSIVE_NFFE: "Passive NFFE: reported as FATCA102 with its US controlling persons, when it has any",
    DIRECT_REPORTING_NFFE: "Direct reporting NFFE (GIIN): reports its US owners to the IRS itself; not reported",
    SPECIFIED_US_PERSON: "Specified US person (from a Form W-9): reported as FATCA104",
  },
  ExportStatus: { QUEUED: "Waiting to start", RUNNING: "Being written", COMPLETED: "Written; download it", FAILED: "Stopped by an error" },
  DocumentType: (value) => documentTitle(value),
  ValidationType: (value) =>
    value.startsWith(DATA_MATCH)
      ? `The data the applicant provided matches the ${documentTitle(value.slice(DATA_MATCH.length)).toLowerCase()}`
      : VALIDATION_TYPE_DESCRIPTIONS[value],
};

const VALIDATION_TYPE_DESCRIPTIONS: Record<string, string> = {
  VALID_PROOF_OF_ADDRESS: "The document is a valid proof of address",
  PERIODIC_REVIEW_REPORTED_CHANGE_MATCH: "The document matches the change the investor reported at a periodic review",
  SOURCE_OF_FUNDS: "The document evidences the source of funds",
  SOURCE_OF_WEALTH: "The document evidences the source of wealth",
  VENDOR_A_DOCUMENT_VALIDATION: "Identity-verification vendor A's verdict on the document",
  VENDOR_B_DOCUMENT_VALIDATION: "Identity-verification vendor B's verdict on the document",
  USER_PROVIDED_DATA_PRELIMINARY_ORG_CHART: "The organisation chart the applicant provided, as a preliminary check",
  ORG_CHART_CERTIFIED_ALPHA: "The organisation chart is certified",
  TRUST_DEED_SIGNED: "The trust deed is signed",
  ID_CARD_ATTRIBUTE_VALIDATION: "The identity card's attributes are valid",
};

/** The description of `value` of enum `name`, if one is written. */
function enumValueDescription(name: string, value: string): string | undefined {
  const describe = ENUM_VALUE_DESCRIPTIONS[name];
  return typeof describe === "function" ? describe(value) : describe?.[value];
}

/** An enum's values for the builder, each with its description. */
export function describedValues<const V extends readonly string[]>(name: string, values: V) {
  return Object.fromEntries(values.map((value) => [value, { value, description: enumValueDescription(name, value) }])) as unknown as {
    [K in V[number]]: { value: K; description?: string };
  };
}

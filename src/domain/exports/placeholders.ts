// Placeholder tokens of the CRS XML export: every slot the fund administrator supplies, or that the
// service has not collected yet, carries `{{CRS:<SLOT>}}` — one pattern, found as PLACEHOLDER_CONVENTION says
// (or with `grep -o '{{CRS:[A-Z_]*}}'`) and replaced before filing. This table is the documentation: the
// README and the OpenAPI description are generated from it, and the tests substitute each `example`.

export const CRS_SLOTS = {
  // MessageSpec (bulk message only)
  TRANSMITTING_COUNTRY: { where: "MessageSpec/TransmittingCountry", description: "ISO 3166 code of the jurisdiction sending the message", example: "LU" },
  RECEIVING_COUNTRY: { where: "MessageSpec/ReceivingCountry", description: "ISO 3166 code of the jurisdiction receiving it", example: "FR" },
  MESSAGE_REF_ID: { where: "MessageSpec/MessageRefId", description: "Unique id of the message (≤ 170 characters)", example: "LU2025FR-0001" },
  MESSAGE_TYPE_INDIC: { where: "MessageSpec/MessageTypeIndic", description: "CRS701 new data, CRS702 corrections, CRS703 no data", example: "CRS701" },
  REPORTING_PERIOD: { where: "MessageSpec/ReportingPeriod", description: "Last day of the reporting period (YYYY-MM-DD)", example: "2025-12-31" },
  TIMESTAMP: { where: "MessageSpec/Timestamp", description: "When the message is created (YYYY-MM-DDThh:mm:ss)", example: "2026-01-15T09:00:00" },
  // ReportingFI (bulk message only)
  REPORTING_FI_COUNTRY: {
    where: "ReportingFI/ResCountryCode, ReportingFI/Address/CountryCode",
    description: "ISO 3166 code of the reporting financial institution",
    example: "LU",
  },
  REPORTING_FI_IN: {
    where: "ReportingFI/IN",
    description: "Identification number of the reporting financial institution (e.g. its GIIN)",
    example: "A1B2C3.00000.LE.442",
  },
  REPORTING_FI_NAME: { where: "ReportingFI/Name", description: "Name of the reporting financial institution", example: "Example Fund SICAV" },
  REPORTING_FI_ADDRESS: {
    where: "ReportingFI/Address/AddressFree",
    description: "Address of the reporting financial institution",
    example: "1 Boulevard Royal, 2449 Luxembourg",
  },
  // DocSpec (ReportingFI and every AccountReport)
  DOC_TYPE_INDIC: { where: "DocSpec/DocTypeIndic", description: "OECD1 new, OECD2 corrected, OECD3 deleted (OECD10–13 test data)", example: "OECD1" },
  DOC_REF_ID: {
    where: "DocSpec/DocRefId",
    description: "Unique id of the record (≤ 200 characters), one per ReportingFI and AccountReport",
    example: "LU2025FR-AR-0001",
  },
  // The account (fund administrator's data)
  ACCOUNT_NUMBER: { where: "AccountReport/AccountNumber", description: "Account number at the financial institution", example: "ACC-0001" },
  ACCOUNT_BALANCE: { where: "AccountReport/AccountBalance", description: "Balance at the end of the period, at most 2 decimals", example: "15000.00" },
  CURRENCY_CODE: { where: "AccountBalance/@currCode, PaymentAmnt/@currCode", description: "ISO 4217 currency code", example: "EUR" },
  PAYMENT_TYPE: {
    where: "AccountReport/Payment/Type",
    description: "CRS501 dividends, CRS502 interest, CRS503 gross proceeds, CRS504 other; remove the Payment element when there is none",
    example: "CRS501",
  },
  PAYMENT_AMOUNT: { where: "AccountReport/Payment/PaymentAmnt", description: "Amount paid in the period, at most 2 decimals", example: "120.50" },
  ACCT_HOLDER_TYPE: {
    where: "AccountHolder/AcctHolderType",
    description:
      "CRS101 passive NFE with controlling persons, CRS102 reportable person, CRS103 passive NFE that is a reportable person (only when the entity has no controlling person on file)",
    example: "CRS102",
  },
  // Investor data not collected yet
  FIRST_NAME: { where: "Individual/Name/FirstName", description: "First name (an individual application without its person on file)", example: "Jane" },
  LAST_NAME: { where: "Individual/Name/LastName", description: "Last name (an individual application without its person on file)", example: "Doe" },
  RES_COUNTRY_CODE: {
    where: "Individual/ResCountryCode, Organisation/ResCountryCode",
    description: "ISO 3166 code of a jurisdiction of tax residence",
    example: "FR",
  },
  TIN: {
    where: "Individual/TIN, Organisation/IN",
    description: "Taxpayer identification number; where none is issued, CRS v2.0 has no `unknown` attribute: write `NOTIN` (User Guide) or remove the element",
    example: "NOTIN",
  },
  ADDRESS_COUNTRY_CODE: { where: "Address/CountryCode", description: "ISO 3166 code of the address", example: "FR" },
  ADDRESS: { where: "Address/AddressFree", description: "The address as one line", example: "10 Rue Exemple, 75001 Paris" },
  BIRTH_DATE: { where: "Individual/BirthInfo/BirthDate", description: "Date of birth (YYYY-MM-DD)", example: "1980-05-17" },
} as const satisfies Record<string, { where: string; description: string; example: string }>;

export type CrsSlot = keyof typeof CRS_SLOTS;

/** The token written into a slot. */
export const placeholder = (slot: CrsSlot) => `{{CRS:${slot}}}`;

/** The convention in a few sentences, for the API description. */
export const PLACEHOLDER_CONVENTION =
  "Slots the fund administrator supplies (account number, balance, payments, MessageSpec, ReportingFI, DocSpec) and investor data not collected yet " +
  "(a missing address, TIN, residence or birth date) carry a placeholder token `{{CRS:<SLOT>}}`, e.g. `{{CRS:ACCOUNT_NUMBER}}`. " +
  "Find them all with the pattern `\\{\\{CRS:[A-Z_]+\\}\\}` and replace them before filing; slots: " +
  Object.keys(CRS_SLOTS).join(", ") +
  ". The README lists what each one takes.";

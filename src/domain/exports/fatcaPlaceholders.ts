// Placeholder tokens of the FATCA XML export, as the CRS export has (placeholders.ts): every slot the fund
// administrator supplies, or that the service has not collected, carries `{{FATCA:<SLOT>}}` — one pattern,
// found with `grep -o '{{FATCA:[A-Z_]*}}'` and replaced before filing. The tests substitute each `example`.

export const FATCA_SLOTS = {
  // DocSpec (every AccountReport)
  DOC_TYPE_INDIC: {
    where: "DocSpec/DocTypeIndic",
    description: "FATCA1 new, FATCA2 corrected, FATCA3 void, FATCA4 amended (FATCA11–14 test data)",
    example: "FATCA1",
  },
  DOC_REF_ID: {
    where: "DocSpec/DocRefId",
    description: "Unique id of the record in the IRS format: the reporting FI's GIIN, a dot, a unique value (≤ 200 characters; IRS Publication 5124)",
    example: "A1B2C3.00000.LE.442.0d4c2b3e-8e5f-4a57-9d1e-2f3a4b5c6d7e",
  },
  // The account (fund administrator's data)
  ACCOUNT_NUMBER: { where: "AccountReport/AccountNumber", description: "Account number at the financial institution", example: "ACC-0001" },
  ACCOUNT_BALANCE: { where: "AccountReport/AccountBalance", description: "Balance at the end of the period, at most 2 decimals", example: "15000.00" },
  CURRENCY_CODE: { where: "AccountBalance/@currCode, PaymentAmnt/@currCode", description: "ISO 4217 currency code", example: "USD" },
  PAYMENT_TYPE: {
    where: "AccountReport/Payment/Type",
    description: "FATCA501 dividends, FATCA502 interest, FATCA503 gross proceeds/redemptions, FATCA504 other; remove the Payment element when there is none",
    example: "FATCA501",
  },
  PAYMENT_AMOUNT: { where: "AccountReport/Payment/PaymentAmnt", description: "Amount paid in the period, at most 2 decimals", example: "120.50" },
  ACCT_HOLDER_TYPE: {
    where: "AccountHolder/AcctHolderType",
    description:
      "FATCA101 owner-documented FFI, FATCA102 passive NFFE with substantial US owners, FATCA103 non-participating FFI, FATCA104 specified US person, FATCA105 direct reporting NFFE",
    example: "FATCA104",
  },
  // Investor data not collected yet
  FIRST_NAME: { where: "Individual/Name/FirstName", description: "First name (an individual application without its person on file)", example: "Jane" },
  LAST_NAME: { where: "Individual/Name/LastName", description: "Last name (an individual application without its person on file)", example: "Doe" },
  US_TIN: {
    where: "Individual/TIN, Organisation/TIN",
    description:
      "The holder's US TIN (SSN/ITIN or EIN). Where none is on file for a pre-existing account, IRS Publication 5124 and Notice 2023-11 let a Model 1 IGA FFI write AAAAAAAAA; a new account needs the TIN",
    example: "AAAAAAAAA",
  },
  ADDRESS_COUNTRY_CODE: { where: "Address/CountryCode", description: "ISO 3166 code of the address", example: "US" },
  ADDRESS: { where: "Address/AddressFree", description: "The address as one line", example: "1 Main Street, Boston MA 02108" },
} as const satisfies Record<string, { where: string; description: string; example: string }>;

export type FatcaSlot = keyof typeof FATCA_SLOTS;

/** The token written into a slot. */
export const fatcaPlaceholder = (slot: FatcaSlot) => `{{FATCA:${slot}}}`;

/** The convention in a few sentences, for the API description. */
export const FATCA_PLACEHOLDER_CONVENTION =
  "Slots the fund administrator supplies (account number, balance, payments, DocSpec) and investor data not collected yet " +
  "carry a placeholder token `{{FATCA:<SLOT>}}`, e.g. `{{FATCA:ACCOUNT_NUMBER}}`. Find them all with the pattern `\\{\\{FATCA:[A-Z_]+\\}\\}` " +
  "and replace them before filing; slots: " +
  Object.keys(FATCA_SLOTS).join(", ") +
  ". docs/tax-reporting.md lists what each one takes.";

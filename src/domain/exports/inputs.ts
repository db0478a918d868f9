// Inputs of bulk export jobs (contract "POST /api/v1/exports"), shared by GraphQL and REST.
import { z } from "zod";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../../kernel/enums";
import { MISSING_US_TIN_CODE_VALUES } from "../tax";

export const EXPORT_FORMATS = enumValues(dbEnums.ExportFormat);
export const EXPORT_STATUSES = enumValues(dbEnums.ExportStatus);
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Ids one job may name; without `applicationIds` a job exports every application of the account. */
const MAX_EXPORT_IDS = 10_000;

const amount = z.string().regex(/^-?[0-9]{1,16}(\.[0-9]{1,2})?$/, "a decimal with at most 2 fraction digits, e.g. 15000.00");
const currency = z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code, e.g. USD");

export const FatcaPaymentInput = z
  .object({
    type: z
      .enum(["FATCA501", "FATCA502", "FATCA503", "FATCA504"])
      .meta({ description: "FATCA501 dividends, FATCA502 interest, FATCA503 gross proceeds, FATCA504 other" }),
    amount: amount.meta({ description: "Amount paid in the period" }),
    currency: currency.meta({ description: "ISO 4217 code of the amount" }),
  })
  .strict();

/** What the fund administrator knows of one account and the service does not: figures, and whether a record corrects a filed one. */
export const FatcaAccountInput = z
  .object({
    applicationId: z.string().min(1).max(100).meta({ description: "The application whose account this is" }),
    accountNumber: z.string().trim().min(1).max(200).optional().meta({ description: "Account number at the FI; left out: {{FATCA:ACCOUNT_NUMBER}}" }),
    balance: amount.optional().meta({ description: "Balance or value at the end of the period; left out: {{FATCA:ACCOUNT_BALANCE}}" }),
    currency: currency.optional().meta({ description: "ISO 4217 code of the balance; left out: {{FATCA:CURRENCY_CODE}}" }),
    payments: z.array(FatcaPaymentInput).max(4).optional().meta({ description: "Payments in the period; left out: none written" }),
    accountClosed: z.boolean().optional().meta({ description: "Whether the account was closed in the period" }),
    preExisting: z.boolean().optional().meta({
      description:
        "Whether the account existed before the FI's FATCA start (30 June 2014 under the IGAs); decides which missing-TIN codes may be used. Default false",
    }),
    missingTinCode: z
      .enum(MISSING_US_TIN_CODE_VALUES as [string, ...string[]])
      .optional()
      .meta({
        description:
          "The IRS code written for the holder's US TIN when none is on file (IRS FATCA FAQs Reporting Q6, Notice 2023-11); refused when it does not fit the account (docs/tax-reporting.md)",
      }),
    acctHolderType: z.enum(["FATCA101", "FATCA102", "FATCA103", "FATCA104", "FATCA105"]).optional().meta({
      description:
        "An entity account's FATCA classification as its W-8BEN-E / W-8IMY states it: FATCA102 a passive NFFE (reported with its US controlling persons), FATCA104 a specified US person, …; left out: FATCA104 when the entity is itself a US person",
    }),
    docTypeIndic: z
      .enum(["FATCA1", "FATCA2", "FATCA3", "FATCA4"])
      .optional()
      .meta({ description: "FATCA1 new (default); FATCA2 corrected, FATCA3 void, FATCA4 amended: then corrDocRefId names the filed record" }),
    corrDocRefId: z.string().min(1).max(200).optional().meta({
      description: "FATCA2–4: the DocRefId of the record filed before (in an earlier FATCA_XML export of this account) that this one corrects, voids or amends",
    }),
  })
  .strict();

export const FatcaExportInput = z
  .object({
    reportingPeriod: z
      .string()
      .regex(/^[0-9]{4}-12-31$/, "the last day of the calendar year reported, YYYY-12-31")
      .meta({ description: "The last day of the calendar year reported, e.g. 2025-12-31" }),
    accounts: z
      .array(FatcaAccountInput)
      .max(MAX_EXPORT_IDS)
      .optional()
      .meta({ description: "The administrator's figures per application (and corrections); an application without an entry is reported with placeholders" }),
  })
  .strict();

export const CreateExportInput = z
  .object({
    format: z.enum(EXPORT_FORMATS).meta({
      description:
        "CRS_XML, JSON, CSV, or FATCA_XML (one IRS FATCA_OECD message; needs `fatca` and the account's reporting FI, GET /settings/fatca-reporting-fi)",
    }),
    applicationIds: z.array(z.string().min(1).max(100)).min(1).max(MAX_EXPORT_IDS).optional().meta({
      description:
        "Applications to export, in this order; absent: every application of the account. Unknown ids and other accounts' land in failedApplicationIds",
    }),
    fatca: FatcaExportInput.optional().meta({
      description:
        "FATCA_XML only: the reporting period and the administrator's account data, corrections and voids (docs/tax-reporting.md); refused with any other format",
    }),
  })
  .strict();

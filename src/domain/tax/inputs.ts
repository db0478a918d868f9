// Request shapes of the account's FATCA reporting settings (PUT /api/v1/settings/fatca-reporting-fi), shared by GraphQL and REST.
import { z } from "zod";
import { GIIN_EXAMPLE, GIIN_SCHEMA_PATTERN, giinProblem } from "./publication5124";

/** FatcaFilerCategory_EnumType of the IRS FATCA XML v2.0 schema. */
const FATCA_FILER_CATEGORIES = [
  "FATCA601",
  "FATCA602",
  "FATCA603",
  "FATCA604",
  "FATCA605",
  "FATCA606",
  "FATCA607",
  "FATCA608",
  "FATCA609",
  "FATCA610",
  "FATCA611",
] as const;

/** The two thresholds the regulations know: 25 % (the IGAs' reading of the FATF definition) and 10 % (Treas. Reg. §1.1473-1(b)). */
const FATCA_CONTROLLING_THRESHOLDS = [25, 10] as const;

const country = z
  .string()
  .regex(/^[A-Z]{2}$/, "an ISO 3166 alpha-2 code in upper case, e.g. LU")
  .refine((c) => c !== "US", "a reporting FFI is outside the United States: its country is not US");

export const FatcaReportingFiAddressInput = z
  .object({
    street: z.string().trim().min(1).max(200).optional().meta({ description: "Street and number" }),
    postCode: z.string().trim().min(1).max(20).optional().meta({ description: "Postal code" }),
    city: z.string().trim().min(1).max(100).meta({ description: "City" }),
    country: country.meta({ description: "Country of the address (ISO 3166 alpha-2)" }),
  })
  .strict()
  .meta({ description: "The reporting FI's address" });

export const FatcaReportingInput = z
  .object({
    giin: z
      .string()
      .superRefine((value, ctx) => {
        const problem = giinProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      // The pattern is the check's, stated for the OpenAPI document; the check itself names the part that is wrong.
      .meta({ description: `The reporting FI's GIIN, XXXXXX.XXXXX.XX.XXX (IRS Publication 5124), e.g. ${GIIN_EXAMPLE}`, pattern: GIIN_SCHEMA_PATTERN }),
    name: z.string().trim().min(1).max(200).meta({ description: "The reporting FI's legal name" }),
    country: country.meta({ description: "Its jurisdiction (ISO 3166 alpha-2): ReportingFI/ResCountryCode and the message's TransmittingCountry" }),
    address: FatcaReportingFiAddressInput,
    filerCategory: z
      .enum(FATCA_FILER_CATEGORIES)
      .nullable()
      .optional()
      .meta({ description: "FilerCategory (FATCA601–FATCA611); left out or null for a Reporting Model 1 FFI, which files without one" }),
    controllingPersonThresholdPercent: z
      .number()
      .refine((v) => (FATCA_CONTROLLING_THRESHOLDS as readonly number[]).includes(v), "25 (the IGAs' AML definition) or 10 (the US regulations)")
      .optional()
      .meta({
        description:
          "The share (percent) at which a person is a controlling person of a passive NFFE: 25 (default, the IGAs' AML definition) or 10 (the US regulations)",
        // The refinement above as the OpenAPI document states it (GraphQL takes a Float and the refinement checks it).
        enum: [...FATCA_CONTROLLING_THRESHOLDS],
      }),
  })
  .strict();

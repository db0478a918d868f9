// Request shapes of the account's FATCA reporting settings (PUT /api/v1/settings/fatca-reporting-fi), shared by GraphQL and REST.
import { z } from "zod";
import { filerPartyProblems, GIIN_EXAMPLE, GIIN_SCHEMA_PATTERN, giinProblem, SPONSOR_FILER_CATEGORIES } from "./publication5124";

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

/** A GIIN as giinProblem checks it; the pattern is the check's, stated for the OpenAPI document (the check names the part that is wrong). */
const giin = (description: string) =>
  z
    .string()
    .superRefine((value, ctx) => {
      const problem = giinProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .meta({ description: `${description}, XXXXXX.XXXXX.XX.XXX (IRS Publication 5124), e.g. ${GIIN_EXAMPLE}`, pattern: GIIN_SCHEMA_PATTERN });

/** A sponsor or an intermediary may be anywhere, the United States included (a US sponsoring entity, a territory FI). */
const partyCountry = z.string().regex(/^[A-Z]{2}$/, "an ISO 3166 alpha-2 code in upper case, e.g. LU");

export const FatcaFilerPartyAddressInput = z
  .object({
    street: z.string().trim().min(1).max(200).optional().meta({ description: "Street and number" }),
    postCode: z.string().trim().min(1).max(20).optional().meta({ description: "Postal code" }),
    city: z.string().trim().min(1).max(100).meta({ description: "City" }),
    country: partyCountry.meta({ description: "Country of the address (ISO 3166 alpha-2)" }),
  })
  .strict()
  .meta({ description: "The sponsor's or intermediary's address" });

export const FatcaSponsorInput = z
  .object({
    giin: giin("The sponsoring entity's (or trustee's) GIIN, category code SP"),
    name: z.string().trim().min(1).max(200).meta({ description: "Its legal name" }),
    country: partyCountry.meta({ description: "Its jurisdiction (ISO 3166 alpha-2): Sponsor/ResCountryCode" }),
    address: FatcaFilerPartyAddressInput,
    filerCategory: z.enum(SPONSOR_FILER_CATEGORIES).meta({
      description:
        "FATCA607 sponsoring entity of a sponsored FFI, FATCA608 sponsoring entity of a sponsored direct reporting NFFE, FATCA609 trustee of a trustee-documented trust",
    }),
  })
  .strict()
  .meta({
    description:
      "The entity that files for the reporting FI (written as the ReportingGroup's Sponsor): a sponsoring entity for its sponsored FFI or direct reporting NFFE, or the trustee of a trustee-documented trust",
  });

export const FatcaIntermediaryInput = z
  .object({
    giin: giin("The intermediary's GIIN").nullable().optional(),
    name: z.string().trim().min(1).max(200).meta({ description: "Its legal name" }),
    country: partyCountry.meta({ description: "Its jurisdiction (ISO 3166 alpha-2): Intermediary/ResCountryCode" }),
    address: FatcaFilerPartyAddressInput,
    filerCategory: z
      .enum(FATCA_FILER_CATEGORIES)
      .nullable()
      .optional()
      .meta({ description: "Its FilerCategory when it has one (not FATCA607–609, a sponsor's)" }),
  })
  .strict()
  .meta({
    description:
      "An intermediary between the filer and the account (written as the ReportingGroup's Intermediary): a territory financial institution not treated as a US person, or a certified deemed-compliant FFI, acting as one (Form 8966, Part I)",
  });

export const FatcaReportingInput = z
  .object({
    giin: giin("The reporting FI's GIIN"),
    name: z.string().trim().min(1).max(200).meta({ description: "The reporting FI's legal name" }),
    country: country.meta({ description: "Its jurisdiction (ISO 3166 alpha-2): ReportingFI/ResCountryCode and the message's TransmittingCountry" }),
    address: FatcaReportingFiAddressInput,
    filerCategory: z.enum(FATCA_FILER_CATEGORIES).nullable().optional().meta({
      description:
        "The reporting FI's FilerCategory (FATCA601–FATCA611 but FATCA607–609, a sponsor's: those need sponsor); left out or null for a Reporting Model 1 FFI, which files without one",
    }),
    sponsor: FatcaSponsorInput.nullable().optional(),
    intermediary: FatcaIntermediaryInput.nullable().optional(),
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
  .strict()
  // Who files for whom (a sponsor's category needs a sponsor, one party beside the filer …): src/domain/tax/publication5124.ts.
  .superRefine((input, ctx) => {
    for (const problem of filerPartyProblems({ reportingFi: input, sponsor: input.sponsor, intermediary: input.intermediary }))
      ctx.addIssue({ code: "custom", path: problem.path.split("."), message: problem.message });
  });

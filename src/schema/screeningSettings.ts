// How screening is set up, in GraphQL: the account's severity tiers per hit type (spec 4.2) and each key
// person's screening settings and the reviewer's summary beside them. Separate from screening.ts (hits,
// groups and their verdicts) because these are settings a reviewer or administrator changes, read and
// written apart from any hit.
import { builder } from "./builder";
import { defined } from "./inputHelpers";
import { Business, Individual } from "./keyPersons";
import * as inputs from "../domain/screening/inputs";
import { inputOf } from "./zodInputs";
import { updateScreeningInfo, updateScreeningSummary } from "../domain/screening/persons";
import { effectiveScreeningSettings, type ScreeningSettings } from "../domain/screening/settings";
import { DEFAULT_MATCH_THRESHOLD } from "../screening";
import { getTaxonomy, updateTaxonomy, type SeverityTaxonomy } from "../domain/screening/taxonomy";
import { ScreeningTypeEnum } from "./screening";

const Taxonomy = builder.objectRef<SeverityTaxonomy>("SeverityTaxonomy").implement({
  description: "Severity tier labels per hit type for this account",
  fields: (t) => ({
    PEP: t.exposeStringList("PEP", { description: "Tier labels for PEP hits (Class 1 to Class 4 by default)" }),
    ADVERSE_MEDIA: t.exposeStringList("ADVERSE_MEDIA", { description: "Tier labels for adverse-media hits (High, Medium, Low by default)" }),
    SANCTIONS: t.exposeStringList("SANCTIONS", { description: "Tier labels for sanctions hits (High, Medium, Low by default)" }),
    WARNING: t.exposeStringList("WARNING", { description: "Tier labels for warning-list hits" }),
  }),
});

const TaxonomyInput = inputOf("SeverityTaxonomyInput", inputs.SeverityTaxonomyInput, "Severity tier labels per hit type");

builder.queryFields((t) => ({
  severityTaxonomy: t.field({
    description: "The account's severity tiers per hit type",
    type: Taxonomy,
    resolve: (_r, _a, ctx) => getTaxonomy(ctx.db, ctx.actor),
  }),
}));

const ScreeningSettingsRef = builder.objectRef<ScreeningSettings>("ScreeningSettings").implement({
  description: "How the screening engine treats a key person: the stored settings with the engine's defaults filled in",
  fields: (t) => ({
    ongoingMonitoring: t.exposeBoolean("ongoingMonitoring", {
      description: "Re-screened after every watchlist import against what the import changed (default false)",
    }),
    types: t.field({ description: "What the person is screened for (default: every type)", type: [ScreeningTypeEnum], resolve: (s) => s.types }),
    matchThreshold: t.exposeFloat("matchThreshold", {
      description: `Confidence, 0 to 1, a watchlist match needs to count as a match (default ${DEFAULT_MATCH_THRESHOLD})`,
    }),
    excludedFromScreening: t.exposeBoolean("excludedFromScreening", { description: "Never screened (default false)" }),
  }),
});

// The settings and summary a reviewer writes are readable where the person is read.
for (const person of [Individual, Business]) {
  builder.objectFields(person, (t) => ({
    screeningInfo: t.field({
      description: "Screening settings in effect (PATCH /screening/individuals|businesses/{id} changes them)",
      type: ScreeningSettingsRef,
      resolve: (p) => effectiveScreeningSettings(p.screeningInfo),
    }),
    screeningSummary: t.string({ description: "The reviewer's screening summary text", nullable: true, resolve: (p) => p.screeningSummary }),
  }));
}

const personKinds = [
  ["Individual", "individual"],
  ["Business", "business"],
] as const;

builder.mutationFields((t) => ({
  updateSeverityTaxonomy: t.field({
    permission: "admin",
    description: "Renames the account's severity tiers of the given types",
    type: Taxonomy,
    args: { input: t.arg({ type: TaxonomyInput, required: true, description: "The account's severity taxonomy, whole" }) },
    resolve: (_r, args, ctx) => updateTaxonomy(ctx.db, ctx.actor, defined(args.input)),
  }),
  ...Object.fromEntries(
    personKinds.flatMap(([Name, kind]) => [
      [
        `update${Name}ScreeningInfo`,
        t.boolean({
          permission: "review",
          description: `Changes ${Name === "Individual" ? "an individual" : "a business"} key person's screening settings; true when done`,
          args: {
            id: t.arg.id({ required: true, description: "The key person's id" }),
            input: t.arg({
              type: "JSON",
              required: true,
              description: "The screening settings to change, as PATCH on the key person's screening-info takes them",
            }),
          },
          resolve: async (_r, args, ctx) => (await updateScreeningInfo(ctx.db, ctx.actor, kind, String(args.id), args.input), true),
        }),
      ],
      [
        `update${Name}ScreeningSummary`,
        t.boolean({
          permission: "review",
          description: `Changes ${Name === "Individual" ? "an individual" : "a business"} key person's screening summary text; true when done`,
          args: {
            id: t.arg.id({ required: true, description: "The key person's id" }),
            summary: t.arg.string({ required: true, description: "The new summary text" }),
          },
          resolve: async (_r, args, ctx) => (await updateScreeningSummary(ctx.db, ctx.actor, kind, String(args.id), { summary: args.summary }), true),
        }),
      ],
    ]),
  ),
}));

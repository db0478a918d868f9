// Applications in GraphQL: resolvers over src/domain.
import { builder } from "./builder";
import { NodeRef } from "./node";
import { pageArgs, pageType, toPageArgs } from "./pagination";
import { present } from "./inputHelpers";
import { APPLICATION_LIST_TYPES, APPLICATION_SORT_FIELDS, APPLICATION_STATUSES, ENTITY_TYPES, RISK_LEVELS } from "../domain/applications/inputs";
import * as inputs from "../domain/applications/inputs";
import { enumOf, inputOf } from "./zodInputs";
import { Business, Individual, KeyBusinessInput, KeyIndividualInput, UpdateKeyBusinessInput, UpdateKeyIndividualInput } from "./keyPersons";
import {
  addKeyPerson,
  approveApplication,
  createApplication,
  getApplication,
  startOnboarding,
  transitionApplication,
  updateApplication,
  type ApplicationRow,
  type TransitionName,
} from "../domain/applications/service";
import { applicationsByIds, listApplications } from "../domain/applications/list";
import { removeKeyPerson, updateKeyPerson, type KeyPersonKind } from "../domain/applications/keyPersons";
import { notFound } from "../errors";
import { planApplication, planApplicationPage } from "./plan";
import { displayName } from "../domain/accounts/users";
import type { Permission } from "../domain/auth/permissions";

export const EntityTypeEnum = enumOf("EntityType", ENTITY_TYPES, "Whether an application or key person is an individual or a business");
export const ApplicationStatusEnum = enumOf("ApplicationStatus", APPLICATION_STATUSES, "Where an application stands in onboarding");
export const RiskLevelEnum = enumOf("RiskLevel", RISK_LEVELS, "An application's risk level");
enumOf("ApplicationListType", APPLICATION_LIST_TYPES, "Which applications the list shows (by review state)");
const ApplicationSortFieldEnum = enumOf("ApplicationSortField", APPLICATION_SORT_FIELDS, "The field the applications list is ordered by");

const Label = builder.prismaObject("Label", {
  description: "A label of the account that applications carry",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    name: t.exposeString("name", { description: "The label as reviewers see it, unique in the account" }),
  }),
});

export const UserRef = builder.prismaObject("User", {
  interfaces: [NodeRef],
  description: "A user of the caller's account: an assignee, a task's reviewer, a note's author, who performed an audited change",
  fields: (t) => ({
    id: t.exposeID("id", { description: "What assignees, assigneeId and reviewerId take" }),
    email: t.exposeString("email", { description: "Login e-mail" }),
    firstName: t.exposeString("firstName", { description: "Given name" }),
    lastName: t.exposeString("lastName", { description: "Family name" }),
    name: t.string({ description: "First and last name, as GET /users shows it", resolve: (u) => displayName(u) }),
  }),
});

/**
 * An application always arrives with its relations (getApplication's include, the list statement's
 * json_agg): one read per page or item, and no per-field planning on the hottest list.
 */
const row = (app: unknown) => app as ApplicationRow;

export const Application = builder.prismaObject("Application", {
  description: "An onboarding application: the investor (individual or business), its key persons, status and risk",
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    accountId: t.exposeString("accountId", { description: "The account that owns the application" }),
    name: t.exposeString("name", { description: "The investor's name" }),
    email: t.exposeString("email", { description: "The investor's contact e-mail", nullable: true }),
    entityType: t.expose("entityType", { description: "Whether the investor is an individual or a business", type: EntityTypeEnum }),
    status: t.expose("status", { description: "Where the application stands in onboarding", type: ApplicationStatusEnum }),
    manual: t.exposeBoolean("manual", { description: "Created by hand rather than through onboarding" }),
    hidden: t.exposeBoolean("hidden", { description: "Hidden from the live lists" }),
    withService: t.exposeBoolean("withService", { description: "While true, customer webhook deliveries for the application are held" }),
    riskScore: t.exposeFloat("riskScore", {
      description:
        "The assessed risk score, 0 to 100 (docs/risk-model.md): the model's factors, with the integrator's riskScore as a floor; null while unrated",
      nullable: true,
    }),
    riskLevel: t.expose("riskLevel", {
      description: "The risk level in force: the assessed one by the model's thresholds, or an approved override",
      type: RiskLevelEnum,
      nullable: true,
    }),
    workflowId: t.exposeString("workflowId", { description: "The onboarding workflow it follows (its required documents)", nullable: true }),
    labels: t.field({ description: "The account's labels on the application", type: [Label], resolve: (app) => row(app).labels.map((l) => l.label) }),
    assignees: t.stringList({ description: "User ids of the assigned reviewers", resolve: (app) => row(app).assignees.map((a) => a.userId) }),
    assigneeUsers: t.field({
      type: [UserRef],
      description: "The assigned reviewers as users, in the order of assignees",
      resolve: async (app, _args, ctx) => {
        const users = await ctx.loaders.userById.loadMany(row(app).assignees.map((a) => a.userId));
        return users.flatMap((u) => (u && !(u instanceof Error) ? [u] : []));
      },
    }),
    individuals: t.field({ description: "The individual key persons, oldest first", type: [Individual], resolve: (app) => row(app).individuals }),
    businesses: t.field({ description: "The business key persons, oldest first", type: [Business], resolve: (app) => row(app).businesses }),
    onboardingStartedAt: t.expose("onboardingStartedAt", { description: "When the investor started onboarding", type: "DateTime", nullable: true }),
    submittedAt: t.expose("submittedAt", { description: "When the investor submitted the application", type: "DateTime", nullable: true }),
    decidedAt: t.expose("decidedAt", { description: "When it was approved or rejected", type: "DateTime", nullable: true }),
    approvalPendingById: t.exposeString("approvalPendingById", {
      description: "Four eyes: the user whose approval awaits a second approver's; null when none is pending",
      nullable: true,
    }),
    approvalPendingAt: t.expose("approvalPendingAt", { description: "Four eyes: when that first approval was given", type: "DateTime", nullable: true }),
    nextReviewAt: t.expose("nextReviewAt", {
      description: "Periodic review: when the approved application is next due for review, by its risk level; null while not approved",
      type: "DateTime",
      nullable: true,
    }),
    lastReviewedAt: t.expose("lastReviewedAt", { description: "When its last periodic review was completed", type: "DateTime", nullable: true }),
    reviewOverdue: t.boolean({
      description: "Its periodic review is past due (nextReviewAt has passed)",
      resolve: (app) => app.nextReviewAt != null && new Date(app.nextReviewAt).getTime() < Date.now(),
    }),
    legalHold: t.exposeBoolean("legalHold", { description: "Under legal hold: not erased until released (docs/retention-and-erasure.md)" }),
    erasedAt: t.expose("erasedAt", {
      description: "When its personal data was erased, tombstones left in its place; null: not erased",
      type: "DateTime",
      nullable: true,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
  }),
});

const ApplicationPage = pageType("ApplicationPage", Application);

// Inputs are read off the domain's zod inputs (src/domain/applications/inputs.ts), descriptions included;
// the key persons' are in keyPersons.ts.
const CreateApplicationInput = inputOf("CreateApplicationInput", inputs.CreateApplicationInput, "A new application: the investor and its key persons");
const UpdateApplicationInput = inputOf("UpdateApplicationInput", inputs.UpdateApplicationInput, "Changes to an application; fields left out stay as they are");
const ApplicationFilterInput = inputOf("ApplicationFilter", inputs.ApplicationFilter, "Filters of the applications list; each given one narrows it");

builder.queryFields((t) => ({
  application: t.field({
    description: "One application of the caller's account, with its key persons; NOT_FOUND for another account's",
    type: Application,
    args: { id: t.arg.id({ required: true, description: "The application's id" }) },
    // The list's statement, with the edges the query selects planned into it; primed into the request's
    // loader, so edges back to this application read nothing. Without planned edges, through the loader.
    resolve: async (_root, args, ctx, info) => {
      const id = String(args.id);
      const plan = planApplication(info, ctx);
      const app =
        plan.sql.columns.length || plan.sql.joined.length
          ? (await applicationsByIds(ctx.sql, ctx.actor, [id], plan.sql))[0]
          : await ctx.loaders.applicationById.load(id);
      if (!app) throw notFound("Application");
      plan.prime([app]);
      return app;
    },
  }),
  applications: t.field({
    description: "Applications of the caller's account, a page at a time (spec 4.6): filters, order and cursor as GET /applications",
    type: ApplicationPage,
    args: {
      filter: t.arg({ type: ApplicationFilterInput, description: "Narrows the list; each filter given must match (as GET /applications' query)" }),
      orderBy: t.arg({ type: ApplicationSortFieldEnum, description: "updatedAt (default), createdAt or name" }),
      ...pageArgs(t.arg),
    },
    resolve: async (_root, args, ctx, info) => {
      const plan = planApplicationPage(info, ctx);
      const page = await listApplications(ctx.sql, ctx.actor, present(args.filter), toPageArgs(args), plan.sql);
      plan.prime(page.items);
      return page;
    },
  }),
}));

const ApproveApplicationInput = inputOf(
  "ApproveApplicationInput",
  inputs.ApproveApplicationInput,
  "Optional: an override of the account's approval gates, with its reason",
);

const TRANSITION_MUTATIONS: Record<string, { transition: TransitionName; description: string; permission?: Permission }> = {
  submitApplication: { transition: "submit", description: "Status transition PENDING → SUBMITTED; INVALID_TRANSITION from any other status" },
  rejectApplication: {
    transition: "reject",
    description: "Status transition SUBMITTED → REJECTED; INVALID_TRANSITION from any other status",
    permission: "approve",
  },
};

builder.mutationFields((t) => ({
  createApplication: t.field({
    description: "Creates an application with its applicant (individual or business)",
    type: Application,
    args: { input: t.arg({ type: CreateApplicationInput, required: true, description: "The investor (individual or business) and its key persons" }) },
    resolve: async (_root, args, ctx) => {
      const created = await createApplication(ctx.db, ctx.actor, present(args.input));
      return getApplication(ctx.db, ctx.actor, created.id);
    },
  }),
  updateApplication: t.field({
    // The list is read off the input, so a field added there is named here without a second edit.
    description: `Changes an application's ${Object.keys(inputs.UpdateApplicationInput.shape)
      .join(", ")
      .replace(/, (\w+)$/, " or $1")}`,
    type: Application,
    args: {
      id: t.arg.id({ required: true, description: "The application to change" }),
      input: t.arg({ type: UpdateApplicationInput, required: true, description: "The fields to change; those left out stay as they are" }),
    },
    resolve: async (_root, args, ctx) => {
      await updateApplication(ctx.db, ctx.actor, String(args.id), present(args.input));
      return getApplication(ctx.db, ctx.actor, String(args.id));
    },
  }),
  startApplicationOnboarding: t.field({
    description: "Records that the applicant began onboarding (PENDING only; idempotent)",
    type: Application,
    args: { id: t.arg.id({ required: true, description: "The application whose applicant began onboarding" }) },
    resolve: async (_root, args, ctx) => {
      await startOnboarding(ctx.db, ctx.actor, String(args.id));
      return getApplication(ctx.db, ctx.actor, String(args.id));
    },
  }),
  ...Object.fromEntries(
    Object.entries(TRANSITION_MUTATIONS).map(([field, { transition, description, permission }]) => [
      field,
      t.field({
        permission,
        description,
        type: Application,
        args: { id: t.arg.id({ required: true, description: "The application to move to its next status" }) },
        resolve: async (_root, args, ctx) => {
          await transitionApplication(ctx.db, ctx.actor, String(args.id), transition);
          return getApplication(ctx.db, ctx.actor, String(args.id));
        },
      }),
    ]),
  ),
  approveApplication: t.field({
    permission: "approve",
    description:
      "Status transition SUBMITTED → APPROVED; INVALID_TRANSITION from any other status, APPROVAL_GATE while an approval gate holds (unless overridden), FOUR_EYES where a second approver must confirm",
    type: Application,
    args: {
      id: t.arg.id({ required: true, description: "The application to approve" }),
      input: t.arg({ type: ApproveApplicationInput, description: "An override of the approval gates that hold, with its reason" }),
    },
    resolve: async (_root, args, ctx) => {
      await approveApplication(ctx.db, ctx.actor, String(args.id), present(args.input ?? {}));
      return getApplication(ctx.db, ctx.actor, String(args.id));
    },
  }),
  addApplicationIndividual: t.field({
    description: "Adds an individual key person (controlling person, director, UBO, shareholder, authorised signatory)",
    type: Application,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application the key person belongs to" }),
      input: t.arg({ type: KeyIndividualInput, required: true, description: "The individual key person and their roles" }),
    },
    resolve: async (_root, args, ctx) => {
      await addKeyPerson(ctx.db, ctx.actor, String(args.applicationId), "individual", present(args.input));
      return getApplication(ctx.db, ctx.actor, String(args.applicationId));
    },
  }),
  addApplicationBusiness: t.field({
    description: "Adds a related business as a key person of an application",
    type: Application,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application the key person belongs to" }),
      input: t.arg({ type: KeyBusinessInput, required: true, description: "The business key person and its roles" }),
    },
    resolve: async (_root, args, ctx) => {
      await addKeyPerson(ctx.db, ctx.actor, String(args.applicationId), "business", present(args.input));
      return getApplication(ctx.db, ctx.actor, String(args.applicationId));
    },
  }),
}));

keyPersonMutations("individual", "Individual", "individualId", UpdateKeyIndividualInput);
keyPersonMutations("business", "Business", "businessId", UpdateKeyBusinessInput);

/** updateApplication<Kind> and removeApplication<Kind>: correct or remove a key person; both answer the application. */
function keyPersonMutations(
  kind: KeyPersonKind,
  label: "Individual" | "Business",
  idArg: "individualId" | "businessId",
  input: typeof UpdateKeyIndividualInput | typeof UpdateKeyBusinessInput,
) {
  const what = kind === "individual" ? "an individual key person (the applicant included)" : "a related business (the applicant included)";
  return builder.mutationFields((t) => ({
    [`updateApplication${label}`]: t.field({
      description: `Corrects ${what}: validated like creation, audited, re-screened when a field screening reads changes`,
      type: Application,
      args: {
        applicationId: t.arg.id({ required: true, description: "The application the key person belongs to" }),
        [idArg]: t.arg.id({ required: true, description: `The ${kind} to correct` }),
        input: t.arg({ type: input as typeof UpdateKeyIndividualInput, required: true, description: "The fields to change; those left out stay as they are" }),
      },
      resolve: async (_root, args, ctx) => {
        await updateKeyPerson(ctx.db, ctx.actor, String(args.applicationId), kind, String(args[idArg]), present(args.input as object));
        return getApplication(ctx.db, ctx.actor, String(args.applicationId));
      },
    }),
    [`removeApplication${label}`]: t.field({
      description: `Removes ${kind === "individual" ? "an individual key person" : "a related business"} (not the applicant); its open screening hits are closed as DISMISSED with a note, not deleted`,
      type: Application,
      args: {
        applicationId: t.arg.id({ required: true, description: "The application the key person belongs to" }),
        [idArg]: t.arg.id({ required: true, description: `The ${kind} to remove` }),
      },
      resolve: async (_root, args, ctx) => {
        await removeKeyPerson(ctx.db, ctx.actor, String(args.applicationId), kind, String(args[idArg]));
        return getApplication(ctx.db, ctx.actor, String(args.applicationId));
      },
    }),
  }));
}

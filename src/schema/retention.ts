// Retention and erasure (docs/retention-and-erasure.md): the account's retention policy, legal holds,
// and erasing an application's personal data. Read by every role; changed by an admin.
import { builder } from "./builder";
import { withSettingRecorded } from "../domain/decisions/settings";
import { inputOf } from "./zodInputs";
import { defined } from "./inputHelpers";
import {
  LegalHoldInput,
  RetentionPolicyInput,
  getRetentionPolicy,
  releaseLegalHold,
  setLegalHold,
  updateRetentionPolicy,
  type LegalHold,
  type RetentionPolicy,
} from "../domain/retention/policy";
import { eraseApplication, type Erasure } from "../domain/retention/erasure";
import { eraseMatchLogSubject } from "../domain/retention/matchLog";
import { MatchLogErasureInput } from "../domain/retention/inputs";

const RetentionPolicyRef = builder.objectRef<RetentionPolicy>("RetentionPolicy").implement({
  description: "How long the account keeps a closed application's records before its personal data is erased",
  fields: (t) => ({
    retentionYears: t.exposeInt("retentionYears", {
      description: "Years after an application is closed (approved or rejected); 0: erased as soon as it is closed",
    }),
  }),
});

const LegalHoldRef = builder.objectRef<LegalHold>("LegalHold").implement({
  description: "An application's legal hold: while active, it is never erased",
  fields: (t) => ({
    applicationId: t.exposeID("applicationId", { description: "The application held" }),
    active: t.exposeBoolean("active", { description: "Whether the hold applies" }),
    reason: t.exposeString("reason", { nullable: true, description: "Why the records must be kept (null when released)" }),
    setAt: t.expose("setAt", { type: "DateTime", nullable: true, description: "When the hold was set (null when released)" }),
  }),
});

const ErasureRef = builder.objectRef<Erasure>("ApplicationErasure").implement({
  description: "The outcome of erasing an application's personal data; tombstones stay in its place",
  fields: (t) => ({
    applicationId: t.exposeID("applicationId", { description: "The application erased" }),
    erasedAt: t.expose("erasedAt", { type: "DateTime", description: "When it was erased" }),
    erasedNow: t.exposeBoolean("erasedNow", { description: "False when it had been erased before (a retry changes nothing)" }),
    objectsDeleted: t.exposeInt("objectsDeleted", { description: "Stored files deleted (documents, note attachments, migration files, exports holding it)" }),
    auditEntries: t.exposeInt("auditEntries", { description: "Audit entries whose personal values were replaced by their digests" }),
  }),
});

const MatchLogErasureRef = builder.objectRef<{ deleted: number }>("MatchLogErasure").implement({
  description: "The outcome of erasing a subject from the log of screening on demand",
  fields: (t) => ({
    deleted: t.exposeInt("deleted", { description: "Log rows deleted (each a POST /screening/match call with a query naming the subject)" }),
  }),
});

const MatchLogSubjectInput = inputOf("MatchLogErasureInput", MatchLogErasureInput, "The subject whose screenings on demand to erase from the log");
const PolicyInput = inputOf("RetentionPolicyInput", RetentionPolicyInput, "The account's retention policy, whole");
const HoldInput = inputOf("LegalHoldInput", LegalHoldInput, "A legal hold's reason");

builder.queryFields((t) => ({
  retentionPolicy: t.field({
    description: "The account's retention policy",
    type: RetentionPolicyRef,
    resolve: (_r, _a, ctx) => getRetentionPolicy(ctx.db, ctx.actor),
  }),
}));

builder.mutationFields((t) => ({
  updateRetentionPolicy: t.field({
    permission: "admin",
    description: "Replaces the account's retention policy",
    type: RetentionPolicyRef,
    args: { input: t.arg({ type: PolicyInput, required: true, description: "The policy, whole" }) },
    resolve: (_r, args, ctx) =>
      withSettingRecorded(
        ctx.db,
        ctx.actor,
        "retention",
        (db) => getRetentionPolicy(db as typeof ctx.db, ctx.actor),
        (db) => updateRetentionPolicy(db, ctx.actor, defined(args.input)),
      ),
  }),
  setLegalHold: t.field({
    permission: "admin",
    description: "Puts an application under legal hold (or replaces the hold's reason): it is not erased until released; audited",
    type: LegalHoldRef,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application to hold" }),
      input: t.arg({ type: HoldInput, required: true, description: "Why" }),
    },
    resolve: (_r, args, ctx) => setLegalHold(ctx.db, ctx.actor, String(args.applicationId), defined(args.input)),
  }),
  releaseLegalHold: t.field({
    permission: "admin",
    description: "Releases an application's legal hold (idempotent); audited",
    type: LegalHoldRef,
    args: { applicationId: t.arg.id({ required: true, description: "The application to release" }) },
    resolve: (_r, args, ctx) => releaseLegalHold(ctx.db, ctx.actor, String(args.applicationId)),
  }),
  eraseApplication: t.field({
    permission: "admin",
    description:
      "Erases a closed application's personal data once its retention period has passed, leaving tombstones; the audit chain still verifies. Refused (409) under legal hold (LEGAL_HOLD), before it is closed (APPLICATION_NOT_CLOSED) or within retention (RETENTION_PERIOD, naming the day it ends). Idempotent",
    type: ErasureRef,
    args: { id: t.arg.id({ required: true, description: "The application to erase" }) },
    resolve: (_r, args, ctx) => eraseApplication(ctx.db, ctx.objectStore, ctx.actor, String(args.id)),
  }),
  eraseScreeningMatchLogSubject: t.field({
    permission: "admin",
    description:
      "Deletes the account's log rows of screening on demand (POST /screening/match) whose queries name the subject: a data subject's erasure request, since those rows link to no application",
    type: MatchLogErasureRef,
    args: { input: t.arg({ type: MatchLogSubjectInput, required: true, description: "The subject" }) },
    resolve: (_r, args, ctx) => eraseMatchLogSubject(ctx.db, ctx.actor, defined(args.input)),
  }),
}));

-- CreateTable
CREATE TABLE "ScreeningRequest" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "personKind" TEXT NOT NULL,
    "personId" TEXT NOT NULL,
    "workflowId" TEXT,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScreeningRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScreeningRequest_workflowId_createdAt_idx" ON "ScreeningRequest"("workflowId", "createdAt");

-- Screening requests: a key person added, or a field screening reads changed, asks to be screened.
-- Statement-level triggers with transition tables write one request per person in the writing
-- transaction, so a bulk insert of a migration's persons costs one statement, a rolled-back write
-- asks for nothing, and no write path can forget to ask.
-- Function bodies write \073 for semicolons: the driver adapter splits migration scripts at each.

CREATE OR REPLACE FUNCTION screening_request_inserted() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  INSERT INTO "ScreeningRequest" (id, "accountId", "applicationId", "personKind", "personId")
  SELECT gen_random_uuid()::text, a."accountId", n."applicationId", TG_ARGV[0], n.id
  FROM new_rows n JOIN "Application" a ON a.id = n."applicationId"\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION screening_request_individual_updated() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  INSERT INTO "ScreeningRequest" (id, "accountId", "applicationId", "personKind", "personId")
  SELECT gen_random_uuid()::text, a."accountId", n."applicationId", ''individual'', n.id
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN "Application" a ON a.id = n."applicationId"
  WHERE (n."firstName", n."lastName", n."dateOfBirth", n.nationality, n."residenceCountry", n."screeningInfo")
    IS DISTINCT FROM (o."firstName", o."lastName", o."dateOfBirth", o.nationality, o."residenceCountry", o."screeningInfo")\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION screening_request_business_updated() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  INSERT INTO "ScreeningRequest" (id, "accountId", "applicationId", "personKind", "personId")
  SELECT gen_random_uuid()::text, a."accountId", n."applicationId", ''business'', n.id
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN "Application" a ON a.id = n."applicationId"
  WHERE (n.name, n."registrationNumber", n.country, n."screeningInfo")
    IS DISTINCT FROM (o.name, o."registrationNumber", o.country, o."screeningInfo")\073
  RETURN NULL\073
END';

CREATE TRIGGER screening_request_individual_added AFTER INSERT ON "Individual" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screening_request_inserted('individual');
CREATE TRIGGER screening_request_business_added AFTER INSERT ON "Business" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screening_request_inserted('business');
CREATE TRIGGER screening_request_individual_changed AFTER UPDATE ON "Individual" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screening_request_individual_updated();
CREATE TRIGGER screening_request_business_changed AFTER UPDATE ON "Business" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screening_request_business_updated();

-- Live changes for GraphQL subscriptions (src/domain/events/changes.ts): every committed change to an
-- application, a migration's progress or an export job's progress is announced on the channel
-- compliance_changes with its kind and id only, never data. Triggers fire inside the writing
-- transaction, so a rolled-back change announces nothing, and no write path (API, worker, raw bulk
-- statements) can forget to announce. Statement-level triggers with transition tables send one
-- notification per statement and id, and PostgreSQL folds repeats within a transaction.
-- Function bodies write \073 for semicolons: the driver adapter splits migration scripts at each.

CREATE OR REPLACE FUNCTION live_application_updated() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM pg_notify(''compliance_changes'', json_build_object(''k'', ''application'', ''id'', n.id, ''c'', CASE WHEN n.status IS DISTINCT FROM o.status THEN ''STATUS'' ELSE ''UPDATED'' END)::text)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n IS DISTINCT FROM o\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION live_application_child_changed() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM pg_notify(''compliance_changes'', json_build_object(''k'', ''application'', ''id'', d.a, ''c'', TG_ARGV[0])::text)
  FROM (SELECT DISTINCT "applicationId" AS a FROM new_rows WHERE "applicationId" IS NOT NULL) d\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION live_migration_changed() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM pg_notify(''compliance_changes'', json_build_object(''k'', ''migration'', ''id'', d.id)::text)
  FROM (SELECT DISTINCT id FROM new_rows) d\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION live_migration_item_changed() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM pg_notify(''compliance_changes'', json_build_object(''k'', ''migration'', ''id'', d.id)::text)
  FROM (SELECT DISTINCT "migrationId" AS id FROM new_rows) d\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION live_export_changed() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM pg_notify(''compliance_changes'', json_build_object(''k'', ''export'', ''id'', d.id)::text)
  FROM (SELECT DISTINCT id FROM new_rows) d\073
  RETURN NULL\073
END';

CREATE TRIGGER live_application_updated AFTER UPDATE ON "Application" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_application_updated();

CREATE TRIGGER live_screening_hit_added AFTER INSERT ON "ScreeningHit" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_application_child_changed('SCREENING_HIT');
CREATE TRIGGER live_screening_hit_updated AFTER UPDATE ON "ScreeningHit" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_application_child_changed('SCREENING_HIT');
CREATE TRIGGER live_document_added AFTER INSERT ON "Document" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_application_child_changed('DOCUMENT');
CREATE TRIGGER live_document_updated AFTER UPDATE ON "Document" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_application_child_changed('DOCUMENT');
CREATE TRIGGER live_task_added AFTER INSERT ON "Task" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_application_child_changed('TASK');
CREATE TRIGGER live_task_updated AFTER UPDATE ON "Task" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_application_child_changed('TASK');

CREATE TRIGGER live_migration_updated AFTER UPDATE ON "Migration" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_migration_changed();
CREATE TRIGGER live_migration_item_added AFTER INSERT ON "MigrationItem" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_migration_item_changed();
CREATE TRIGGER live_migration_item_updated AFTER UPDATE ON "MigrationItem" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_migration_item_changed();

CREATE TRIGGER live_export_updated AFTER UPDATE ON "ExportJob" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_export_changed();

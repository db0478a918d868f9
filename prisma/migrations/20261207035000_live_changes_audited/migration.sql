-- Live changes for every audited change to an application (src/domain/events/changes.ts): labels,
-- assignees, key persons, ownership, risk, review dates live in rows of their own or change no column
-- of "Application", so the triggers of 20261123182500_live_changes did not see them. Every change to an
-- application or its children writes its audit entries in its own transaction (applicationChange.ts),
-- so announcing from "AuditLog" inserts covers every write path, present and future, in one place.
-- What changed is read off the entry's type. A note kept from customers (a hidden note.* entry: a
-- steward-only note, or one written by an operator) announces nothing, so its existence does not
-- reach a customer's stream. Function bodies write \073 for semicolons: the driver adapter splits
-- migration scripts at each.

CREATE OR REPLACE FUNCTION live_application_audited() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM pg_notify(''compliance_changes'', json_build_object(''k'', ''application'', ''id'', d.a, ''c'', d.c)::text)
  FROM (SELECT DISTINCT "applicationId" AS a, CASE
      WHEN "eventType" = ''application.status_changed'' THEN ''STATUS''
      WHEN "eventType" LIKE ''screening.%'' THEN ''SCREENING_HIT''
      WHEN "eventType" LIKE ''document.%'' THEN ''DOCUMENT''
      WHEN "eventType" LIKE ''task.%'' THEN ''TASK''
      WHEN "eventType" LIKE ''note.%'' THEN ''NOTE''
      ELSE ''UPDATED'' END AS c
    FROM new_rows WHERE NOT ("eventType" LIKE ''note.%'' AND hidden)) d\073
  RETURN NULL\073
END';

CREATE TRIGGER live_application_audited AFTER INSERT ON "AuditLog" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_application_audited();

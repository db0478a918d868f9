-- A note's announcement follows the note, not who wrote it: an operator's note that customers read
-- announces itself (its audit entry is hidden, as every operator action's is), and a steward-only
-- note, which customers never see, still announces nothing. Function bodies write \073 for
-- semicolons: the driver adapter splits migration scripts at each.

CREATE OR REPLACE FUNCTION live_application_audited() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  PERFORM pg_notify(''compliance_changes'', json_build_object(''k'', ''application'', ''id'', d.a, ''c'', d.c)::text)
  FROM (SELECT DISTINCT r."applicationId" AS a, CASE
      WHEN r."eventType" = ''application.status_changed'' THEN ''STATUS''
      WHEN r."eventType" LIKE ''screening.%'' THEN ''SCREENING_HIT''
      WHEN r."eventType" LIKE ''document.%'' THEN ''DOCUMENT''
      WHEN r."eventType" LIKE ''task.%'' THEN ''TASK''
      WHEN r."eventType" LIKE ''note.%'' THEN ''NOTE''
      ELSE ''UPDATED'' END AS c
    FROM new_rows r
    WHERE r."eventType" NOT LIKE ''note.%''
       OR NOT EXISTS (SELECT 1 FROM "Note" n WHERE n.id = r.event->>''entityId'' AND n."stewardOnly")) d\073
  RETURN NULL\073
END';

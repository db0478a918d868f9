-- Application."peakRiskLevel" is the highest risk level the application ever had (four eyes reads it,
-- so lowering the risk never lowers the bar for approval). The database keeps it on every write of
-- "riskLevel", whichever path writes it, row by row or a page of a re-assessment in one statement.
-- RiskLevel is declared highest first (PROHIBITED, HIGH, MEDIUM, LOW), so LEAST is the higher risk;
-- it ignores a NULL on either side.
-- (Semicolons inside the body are written \073: the migration runner splits the script on them.)
CREATE FUNCTION application_peak_risk_level() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  NEW."peakRiskLevel" := LEAST(NEW."peakRiskLevel", NEW."riskLevel")\073
  RETURN NEW\073
END';

CREATE TRIGGER "Application_peak_risk_level"
  BEFORE INSERT OR UPDATE OF "riskLevel", "peakRiskLevel" ON "Application"
  FOR EACH ROW EXECUTE FUNCTION application_peak_risk_level();

UPDATE "Application" SET "peakRiskLevel" = LEAST("peakRiskLevel", "riskLevel")
  WHERE "riskLevel" IS NOT NULL AND "peakRiskLevel" IS DISTINCT FROM LEAST("peakRiskLevel", "riskLevel");

-- An application's rows all belong to its account, but PostgreSQL assumes "applicationId" and
-- "accountId" independent, so every "applicationId = $1 AND accountId = $2" (each read of one
-- application's documents, tasks, notes, hits, groups, audit entries) was estimated at one row
-- whatever the truth. On the case page's documents (100 rows) that chose a bitmap AND of two indexes
-- and a sort over the ("applicationId", "createdAt", id) index, and made the one-row custom plan look
-- so cheap that the statement was planned afresh on every call: 0.2 ms of PostgreSQL CPU a request.
-- Dependency statistics tell the planner that the application fixes the account.
CREATE STATISTICS IF NOT EXISTS "Document_applicationId_accountId_stat" (dependencies) ON "applicationId", "accountId" FROM "Document";
CREATE STATISTICS IF NOT EXISTS "Task_applicationId_accountId_stat" (dependencies) ON "applicationId", "accountId" FROM "Task";
CREATE STATISTICS IF NOT EXISTS "Note_applicationId_accountId_stat" (dependencies) ON "applicationId", "accountId" FROM "Note";
CREATE STATISTICS IF NOT EXISTS "AuditLog_applicationId_accountId_stat" (dependencies) ON "applicationId", "accountId" FROM "AuditLog";
CREATE STATISTICS IF NOT EXISTS "ScreeningHit_applicationId_accountId_stat" (dependencies) ON "applicationId", "accountId" FROM "ScreeningHit";
CREATE STATISTICS IF NOT EXISTS "ScreeningGroup_applicationId_accountId_stat" (dependencies) ON "applicationId", "accountId" FROM "ScreeningGroup";
-- Statistics are gathered by ANALYZE (autovacuum's, later, on its own schedule): gather them now.
ANALYZE "Document", "Task", "Note", "AuditLog", "ScreeningHit", "ScreeningGroup";

-- An application's screening state reads its screening requests on every read of the application
-- CreateIndex
CREATE INDEX "ScreeningRequest_applicationId_idx" ON "ScreeningRequest"("applicationId");

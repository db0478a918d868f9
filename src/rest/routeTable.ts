// The REST facade as data: each /api/v1 route names the GraphQL operation it runs, how request parts
// become variables, and the schemas of what it accepts and returns. No rules live here. One file per
// area in src/rest/routes/; this list fixes their order (the OpenAPI document's order).
import type { Route } from "./route";
import { applicationRoutes, userRoutes } from "./routes/applications";
import { documentRoutes } from "./routes/documents";
import { exportRoutes } from "./routes/exports";
import { fatcaSettingsRoutes } from "./routes/fatca";
import { migrationRoutes } from "./routes/migrations";
import { noteRoutes } from "./routes/notes";
import { ownershipRoutes } from "./routes/ownership";
import { onboardingWorkflowRoutes } from "./routes/onboarding";
import { screeningRoutes } from "./routes/screening";
import { screeningYenteRoutes } from "./routes/screeningYente";
import { searchRoutes } from "./routes/search";
import { riskRoutes } from "./routes/risk";
import { settingsRoutes } from "./routes/settings";
import { taskRoutes } from "./routes/tasks";
import { webhookRoutes } from "./routes/webhooks";

export type { Route, RouteInput } from "./route";

export const routes: Route[] = [
  ...applicationRoutes(),
  ...ownershipRoutes(),
  ...screeningRoutes(),
  ...screeningYenteRoutes(),
  ...webhookRoutes(),
  ...noteRoutes(),
  ...migrationRoutes(),
  ...documentRoutes(),
  ...taskRoutes(),
  ...onboardingWorkflowRoutes(),
  ...searchRoutes(),
  ...exportRoutes(),
  ...userRoutes(),
  ...settingsRoutes(),
  ...fatcaSettingsRoutes(),
  ...riskRoutes(),
];

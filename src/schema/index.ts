// The GraphQL schema: every area registers its types and fields on the one builder.
import { builder } from "./builder";
import "./viewer";
import "./users";
import "./applications";
import "./audit";
import "./screening";
import "./screeningSettings";
import "./screeningMatch";
import "./screeningYente";
import "./webhooks";
import "./notes";
import "./migrations";
import "./documents";
import "./onboarding";
import "./search";
import "./exports";
import "./fatca";
import "./ownership";
import "./screeningState";
import "./fourEyes";
import "./risk";
import "./retention";
import "./watchlists";
import "./plan/edges"; // registers the edges between the areas' types (behind the planner's door: see plan/index.ts)
import "./subscriptions";
import "./node";

/** Every root field checks the permission it declares (src/schema/permissions.ts) before it resolves. */
export const schema = builder.toSchema({ sortSchema: false });

// An application's screening state (docs/screening.md, "Screening state"): whether it was screened
// against lists that are there and current. A page of applications reads its states in its own statement
// (planned, src/schema/plan/plan.ts); anything else asking reads them in one batch (./screeningStateLoader.ts).
import { builder } from "./builder";
import { Application } from "./applications";
import { enumOf } from "./zodInputs";
import { SCREENING_STATES, type ApplicationScreeningState, type ScreeningListState } from "../domain/screening/state";
import { screeningStateLoader } from "./screeningStateLoader";

export const ScreeningStateEnum = enumOf("ScreeningState", SCREENING_STATES, "Whether an application was screened against lists that are there and current");

const ListStateRef = builder.objectRef<ScreeningListState>("ScreeningListState").implement({
  description: "A watchlist an application's screening was read against",
  fields: (t) => ({
    list: t.exposeString("list", { description: "The list's name" }),
    version: t.exposeInt("version", { description: "Its version in force" }),
    importedAt: t.field({ type: "DateTime", description: "When that version was imported", resolve: (l) => l.importedAt }),
    refreshedAt: t.field({
      type: "DateTime",
      description: "When the list was last known current: its source's last successful fetch, else its last import",
      resolve: (l) => l.refreshedAt,
    }),
    everySeconds: t.exposeInt("everySeconds", { nullable: true, description: "Its source's fetch interval; null: imported by hand, no schedule" }),
    stale: t.exposeBoolean("stale", { description: "Past its schedule: no successful fetch for two of its intervals" }),
  }),
});

const StateRef = builder.objectRef<ApplicationScreeningState>("ApplicationScreeningState").implement({
  description: "Whether the application was screened against lists that are there and current: screening against no list finds nothing and clears nobody",
  fields: (t) => ({
    state: t.field({
      type: ScreeningStateEnum,
      description:
        "NO_LISTS: no list was loaded when its persons were last screened; STALE: a list it was screened against is past its source's schedule; CURRENT",
      resolve: (s) => s.state,
    }),
    reason: t.exposeString("reason", { description: "Why, in words a reviewer acts on" }),
    screenedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When its persons were last screened (null: none screened yet)",
      resolve: (s) => s.screenedAt,
    }),
    pending: t.exposeBoolean("pending", { description: "Persons waiting to be screened" }),
    lists: t.field({ type: [ListStateRef], description: "The lists the state was read against", resolve: (s) => s.lists }),
  }),
});

// Not `screening`: that edge is the application's hits view (src/schema/plan/edges.ts).
builder.objectField(Application, "screeningState", (t) =>
  t.field({
    type: StateRef,
    description:
      "Its screening state: screened against no list (NO_LISTS), against a list past its schedule (STALE), or CURRENT; approval is refused unless the account allows the state",
    resolve: (app, _a, ctx) => screeningStateLoader(ctx).load(app.id),
  }),
);

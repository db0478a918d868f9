// The fast tier's one preparation before its workers start: the time-skipping test server installed
// and the workflow bundle built, once. In a fresh clone each workflow test file otherwise installed or
// waited for the server and bundled the workflows itself inside its beforeAll, and on a loaded machine
// that first run outlasted the 30 s hook timeout. Both are cached, so a later run pays nothing here.
import { timeSkippingServerPath } from "../../scripts/temporal-test-server";
import { workflowBundle } from "./timeSkipping";

export default async function unitGlobalSetup() {
  timeSkippingServerPath();
  await workflowBundle();
}

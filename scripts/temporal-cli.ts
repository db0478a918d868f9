// Makes sure a Temporal CLI is present (installing it into .tools/ when missing) and prints its version.
import { findTemporalCli, temporalVersion } from "../src/temporal/cli";

console.log(temporalVersion(findTemporalCli()));

// npm start: the whole service on one machine.
import "./observability/tracing"; // first: instruments what the service loads next, when OTEL_* asks
import { runEmbeddedRole } from "./roles";

void runEmbeddedRole();

// npm run start:api: the API role alone (production).
import "./observability/tracing"; // first: instruments what the service loads next, when OTEL_* asks
import { runApiRole } from "./roles";

void runApiRole();

// npm run start:worker: the worker role alone (production).
import "./observability/tracing"; // first: instruments what the service loads next, when OTEL_* asks
import { runWorkerRole } from "./roles";

void runWorkerRole();

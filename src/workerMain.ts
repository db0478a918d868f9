// npm run start:worker: the worker role alone (production).
import { runWorkerRole } from "./roles";

void runWorkerRole();

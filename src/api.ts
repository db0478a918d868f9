// npm run start:api: the API role alone (production).
import { runApiRole } from "./roles";

void runApiRole();

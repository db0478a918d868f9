// npm start: the whole service on one machine.
import { runEmbeddedRole } from "./roles";

void runEmbeddedRole();

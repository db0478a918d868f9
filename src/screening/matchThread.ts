// The file a /match thread starts from (matchPool.ts): it takes a low CPU priority (nice 10: the
// scheduler then gives the API's loop about 9 times its share, without starving it) before it
// loads anything. Loading the matcher and a database client is seconds of CPU, and a thread ended at
// its deadline is replaced by a new one that loads them again: at the process's priority that start
// competed with the API's event loop. Linux gives each thread its own nice value; where the system
// refuses it, the thread runs at the process's priority.
import os from "node:os";

try {
  os.setPriority(10);
} catch {
  // not permitted here: no change
}

type Screen = (typeof import("./matchWorker"))["default"];
let loaded: Screen | null = null;

export default async function screen(task: Parameters<Screen>[0]): ReturnType<Screen> {
  // Required here, not imported at the top: an import would load the matcher before the priority is set.
  loaded ??= (require("./matchWorker") as { default: Screen }).default;
  return loaded(task);
}

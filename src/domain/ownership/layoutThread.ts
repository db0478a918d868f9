// ELK's layered layout of one chart (layout.ts), run where it is imported: on a thread of the layout
// pool (layoutPool.ts) in the service, in the caller's thread in tests and tools. ELK is loaded on the
// first chart, not when the service (or the admin CLI) starts.
import type { ElkNode } from "elkjs/lib/elk-api";
import ELK from "elkjs/lib/elk.bundled.js";

let elk: InstanceType<typeof ELK> | null = null;

export async function layOut(graph: ElkNode): Promise<ElkNode> {
  elk ??= new ELK();
  return elk.layout(graph);
}

/** The pool's task (piscina runs a thread module's default export). */
export default layOut;

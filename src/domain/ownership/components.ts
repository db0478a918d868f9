// Tarjan's strongly connected components: the circular holdings of the ownership arithmetic
// (effective.ts), and the layers and groups of the chart's layout (layers.ts, layout.ts).

/** Tarjan's strongly connected components, iteratively; emitted in reverse topological order (held before holder). */
export function components(count: number, next: (v: number) => readonly number[]): number[][] {
  const order = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  const result: number[][] = [];
  let counter = 0;
  const work: [number, number][] = [];
  for (let root = 0; root < count; root++) {
    if (order[root] !== -1) continue;
    work.push([root, 0]);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const [v, i] = frame;
      if (i === 0) {
        order[v] = low[v] = counter++;
        stack.push(v);
        onStack[v] = 1;
      }
      const out = next(v);
      if (i < out.length) {
        frame[1] = i + 1;
        const w = out[i]!;
        if (order[w] === -1) work.push([w, 0]);
        else if (onStack[w]) low[v] = Math.min(low[v]!, order[w]!);
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1]![0];
        low[parent] = Math.min(low[parent]!, low[v]!);
      }
      if (low[v] === order[v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          component.push(w);
        } while (w !== v);
        result.push(component);
      }
    }
  }
  return result;
}

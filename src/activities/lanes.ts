// Bounded concurrency for activities that work through many items.

/**
 * Runs `work` over `items`, `lanes` at a time. After a failure (the database went away) no lane takes
 * another item, and the error is thrown only once every running item has settled: the retried
 * activity never runs beside a straggler of its previous attempt, so one delivery is not sent twice
 * at once.
 */
export async function inLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (!failure && next < items.length) {
      try {
        await work(items[next++]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
}

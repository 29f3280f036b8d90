/**
 * Runs a long synchronous loop (checking a 10,000-row import) in slices, letting other requests
 * run between them: a health check or a login waits for one slice, not for the whole file.
 */
export async function inTurns<T>(items: readonly T[], work: (item: T, index: number) => void, slice = 500): Promise<void> {
  for (let start = 0; start < items.length; start += slice) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const end = Math.min(items.length, start + slice);
    for (let i = start; i < end; i++) work(items[i], i);
  }
}

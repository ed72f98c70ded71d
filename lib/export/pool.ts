/**
 * A small promise pool: runs async tasks with at most `concurrency` in flight, results by
 * index, each started lazily, stopping early when an AbortSignal fires.
 */
import { throwIfAborted } from "./print-options";

/**
 * Starts `task(i)` for i = 0 … n − 1 with at most `concurrency` running, in index order, and
 * returns one promise per index (so a consumer can await them in order while later ones run).
 * NOTE: every returned promise has a no-op catch attached: a failure surfaces where it is awaited.
 */
export function poolMap<T>(
  n: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
  signal?: AbortSignal,
): Promise<T>[] {
  const resolvers: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const promises = Array.from(
    { length: n },
    (_, i) =>
      new Promise<T>((resolve, reject) => {
        resolvers[i] = { resolve, reject };
      }),
  );
  for (const p of promises) p.catch(() => undefined);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < n) {
      const i = next++;
      const r = resolvers[i]!;
      try {
        throwIfAborted(signal);
        r.resolve(await task(i));
      } catch (e) {
        r.reject(e);
      }
    }
  };
  for (let k = 0; k < Math.min(concurrency, n); k++) void worker();
  return promises;
}

/**
 * Long tasks (over 50 ms) on a page's main thread, as the browser reports them: start watching,
 * then read what was seen, each as its start and duration in milliseconds (page time).
 */
import type { Page } from "playwright-core";

/** One long task. */
export interface LongTask {
  start: number;
  duration: number;
}

/** Starts recording the page's long tasks (forgetting any recorded before). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: [number, number][] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask" });
  });
}

/** The long tasks recorded since `watchLongTasks`. */
export async function longTasks(page: Page): Promise<LongTask[]> {
  const seen = await page.evaluate(
    () => (window as unknown as { __longTasks: [number, number][] }).__longTasks,
  );
  return seen.map(([start, duration]) => ({ start, duration }));
}

/**
 * Long tasks (over 50 ms) on a page's main thread, as the browser reports them: start watching,
 * then read what was seen, each as its start and duration in milliseconds (page time).
 */
import type { Locator, Page } from "playwright-core";

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

/**
 * Scrolls `scroller` to its end with the mouse wheel (400 px a step, a frame apart) over a point
 * `across` its width; answers the steps taken and the time it took in milliseconds.
 */
export async function wheelToEnd(
  page: Page,
  scroller: Locator,
  across = 0.5,
): Promise<{ steps: number; ms: number }> {
  const box = (await scroller.boundingBox())!;
  await page.mouse.move(box.x + box.width * across, box.y + box.height / 2);
  const t0 = Date.now();
  let steps = 0;
  while (await scroller.evaluate((el) => el.scrollTop + el.clientHeight < el.scrollHeight - 2)) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(16);
    steps++;
  }
  return { steps, ms: Date.now() - t0 };
}

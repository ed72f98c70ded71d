/**
 * Clicks after a mouse drag in the browser benches. @dnd-kit's pointer sensors swallow every
 * click for 50 ms after a drag ends (a capture listener on the document, removed by a 50 ms
 * timer), and the UI kit's buttons (react-aria) act on the click, so a click on Undo or Remove
 * sent sooner after a timed drop is lost and the bench waits for a change that never comes.
 */
import type { Page } from "playwright-core";

/**
 * Waits, in the page, until a click reaches the page again: a longer page timer, set after
 * the drag's, fires after @dnd-kit's.
 */
export async function clicksAgain(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => setTimeout(done, 80)));
}

/**
 * The bots of a game at the page's table, in their own worker (bot.worker.ts). Apart from
 * bot-host.ts, which the worker itself imports: a worker script that names its own entry would
 * make the bundler's worker graph a cycle.
 * NOTE: impure (starts a worker).
 */
import type { BotHost } from "./bot-host";
import { botsInWorker } from "./bot-host";

/** See the file comment. */
export function tableBots(): BotHost {
  return botsInWorker(
    () => new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }),
  );
}

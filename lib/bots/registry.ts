/** The bots by name, for the simulator and the CLI (`--bots greedy,random`). */
import { greedyBot } from "./greedy-bot";
import { randomBot } from "./random-bot";
import type { BotFactory } from "./types";

/** Every bot by its registry name. */
export const BOTS: Readonly<Record<string, BotFactory>> = Object.freeze({
  random: randomBot,
  greedy: greedyBot,
});

/** The names of the bots, in registry order. */
export const BOT_NAMES: readonly string[] = Object.keys(BOTS);

/** The bot factory named `name`, or `undefined`. */
export function botFactory(name: string): BotFactory | undefined {
  return Object.hasOwn(BOTS, name) ? BOTS[name] : undefined;
}

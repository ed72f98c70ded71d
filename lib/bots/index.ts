/**
 * lib/bots: players for simulations and hot-seat games that decide from a seat's view and legal
 * actions only (never the hidden state). Pure and deterministic: each bot owns a seeded PRNG.
 * See README.md.
 */
export type { Bot, BotFactory, BotOptions, Decision } from "./types";
export { randomBot } from "./random-bot";
export { greedyBot } from "./greedy-bot";
export { BOTS, BOT_NAMES, botFactory } from "./registry";
export { createRng, mixSeed } from "./rng";

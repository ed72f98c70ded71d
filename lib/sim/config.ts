/**
 * The options of a simulation checked and turned into the plain config every thread shares.
 * Pure (no threads): the browser's lab uses it too.
 */
import { BOT_NAMES, botFactory } from "../bots";
import { rulesFor, STALL_TURN_CAP } from "../engine";
import type { Diagnostic, Result } from "../model";
import { err, errorDiagnostic, ok } from "../model";
import type { SimConfig } from "./context";
import type { SimOptions } from "./types";

/** Defaults of the options. */
export const SIM_DEFAULTS = { seed: 1, turnCap: STALL_TURN_CAP, workers: 1 } as const;

/** Most games in one run, and most worker threads. */
export const MAX_GAMES = 10_000_000;
export const MAX_WORKERS = 64;

export function simError(code: string, message: string): Diagnostic {
  return errorDiagnostic(`sim/${code}`, message, "simulate");
}

const whole = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n);

/** The options as a worker config, or why they cannot run. */
export function simConfig(options: SimOptions): Result<SimConfig, Diagnostic> {
  const { set, games, players, bots } = options;
  const seed = options.seed ?? SIM_DEFAULTS.seed;
  const turnCap = options.turnCap ?? SIM_DEFAULTS.turnCap;
  if (!whole(games) || games < 1 || games > MAX_GAMES) {
    return err(
      simError("games", `the number of games must be a whole number from 1 to ${MAX_GAMES}`),
    );
  }
  const rules = rulesFor(set, { players: [] });
  if (!whole(players) || players < rules.minPlayers || players > rules.maxPlayers) {
    return err(
      simError(
        "players",
        `'${set.name}' plays with ${rules.minPlayers} to ${rules.maxPlayers} players`,
      ),
    );
  }
  if (bots.length === 0)
    return err(simError("bots", `name at least one bot (${BOT_NAMES.join(", ")})`));
  for (const name of bots) {
    if (!botFactory(name))
      return err(
        simError("unknown-bot", `unknown bot '${name}' — the bots are ${BOT_NAMES.join(", ")}`),
      );
  }
  if (!whole(seed) || seed < 0 || seed + games > Number.MAX_SAFE_INTEGER) {
    return err(simError("seed", "the seed must be a whole number of at least 0"));
  }
  if (!whole(turnCap) || turnCap < 1)
    return err(simError("turn-cap", "the turn cap must be a whole number of at least 1"));
  const workers = options.workers ?? SIM_DEFAULTS.workers;
  if (!whole(workers) || workers < 1 || workers > MAX_WORKERS) {
    return err(
      simError("workers", `the number of workers must be a whole number from 1 to ${MAX_WORKERS}`),
    );
  }
  return ok({
    games,
    players,
    bots: bots.slice(),
    seed,
    turnCap,
    checkInvariants: options.checkInvariants === true,
    ...(options.memos === false ? { memos: false } : {}),
  });
}

/**
 * The JSON Schema of a balance report the store keeps (lib/sim's `SimReport`, version 1), with
 * real bounds: the store checks every report against it before keeping it and when reading one
 * back (a hand-edited file that fails it reads as absent), so no report of −5 games or a million
 * players is ever shown. Plain data; compiled by lib/schema's one run-time ajv.
 *
 * The bounds come from where they are decided: players from the set schema's rules options
 * (lib/schema `RULE_LIMITS`, the range a set's own player counts have), games from the lab's
 * largest run (`MAX_REPORT_GAMES`; the lab page's `MAX_LAB_GAMES` is checked to be the same).
 */
import { RULE_LIMITS } from "../schema";

/** The most games a kept report may have run: the lab's largest run. */
export const MAX_REPORT_GAMES = 100_000;

const count = { type: "integer", minimum: 0, maximum: MAX_REPORT_GAMES } as const;
const players = {
  type: "integer",
  minimum: RULE_LIMITS.minPlayers.minimum,
  maximum: RULE_LIMITS.maxPlayers.maximum,
} as const;
/** A number a report computed, or `null` when there was nothing to compute it from. */
const figure = { type: ["number", "null"] } as const;
const rate = { type: ["number", "null"], minimum: 0, maximum: 1 } as const;
const text = { type: "string", maxLength: 10_000 } as const;
/** A card, family, seat or bot named in a report. */
const name = { type: "string", maxLength: 200 } as const;
/** Far more rows than any set has cards (a set file is at most 10 MiB). */
const MAX_ROWS = 100_000;
const rows = (item: object) => ({ type: "array", maxItems: MAX_ROWS, items: item }) as const;

const rateRow = {
  type: "object",
  required: ["key", "label", "games", "wins", "rate", "ci95"],
  properties: {
    key: { type: ["string", "null"], maxLength: 200 },
    label: name,
    games: count,
    wins: count,
    rate,
    ci95: {
      oneOf: [{ type: "array", minItems: 2, maxItems: 2, items: rate }, { type: "null" }],
    },
  },
} as const;

const distribution = {
  type: "object",
  required: ["count", "mean", "median", "p10", "p90", "min", "max", "histogram"],
  properties: {
    count: { type: "integer", minimum: 0 },
    mean: figure,
    median: figure,
    p10: figure,
    p90: figure,
    min: figure,
    max: figure,
    // Not required: reports kept before it was written have none (lib/sim readableReport).
    meanCi95: {
      oneOf: [
        { type: "array", minItems: 2, maxItems: 2, items: { type: "number" } },
        { type: "null" },
      ],
    },
    histogram: {
      type: "array",
      maxItems: 12,
      items: {
        type: "object",
        required: ["from", "to", "count"],
        properties: {
          from: { type: "number" },
          to: { type: "number" },
          count: { type: "integer", minimum: 0 },
        },
      },
    },
  },
} as const;

const violation = {
  type: "object",
  required: ["game", "seed", "action", "message"],
  properties: {
    game: { type: "integer", minimum: 0 },
    seed: { type: "integer", minimum: 0 },
    action: { type: "integer", minimum: 0 },
    message: text,
  },
} as const;

/**
 * Why a card never played or an effect never fired (lib/sim `ReasonCount`): a reason of a known
 * kind, seen `count` of `of` plays or games. Optional on every row: reports kept before reasons
 * were recorded have none and still load.
 */
const reasonCount = {
  type: "object",
  required: ["reason", "count", "of", "unit"],
  properties: {
    reason: {
      type: "object",
      required: ["kind"],
      properties: {
        kind: name,
        detail: text,
        condition: text,
        event: text,
        requirement: { type: "array", maxItems: 100, items: name },
      },
    },
    count: { type: "integer", minimum: 0 },
    of: { type: "integer", minimum: 0 },
    unit: { enum: ["plays", "games"] },
  },
} as const;
const reasons = { type: "array", maxItems: 10, items: reasonCount } as const;

/** See the file comment. */
export const REPORT_SCHEMA = {
  $id: "https://vellum.local/schemas/store/balance-report.json",
  type: "object",
  required: ["version", "config", "winRate", "cards"],
  properties: {
    version: { const: 1 },
    set: {
      type: "object",
      properties: {
        id: name,
        name: name,
        version: name,
        familyWord: { type: "string", maxLength: 30 },
        pointsWord: { type: "string", maxLength: 30 },
      },
    },
    config: {
      type: "object",
      required: ["games", "players", "bots"],
      properties: {
        games: { type: "integer", minimum: 1, maximum: MAX_REPORT_GAMES },
        players,
        bots: {
          type: "array",
          minItems: 1,
          maxItems: RULE_LIMITS.maxPlayers.maximum,
          items: { type: "string", minLength: 1, maxLength: 40 },
        },
        seed: { type: "integer", minimum: 0 },
        seeds: {
          type: "array",
          minItems: 2,
          maxItems: 2,
          items: { type: "integer", minimum: 0 },
        },
        turnCap: { type: "integer", minimum: 1 },
        checkInvariants: { type: "boolean" },
      },
    },
    games: {
      type: "object",
      required: ["total", "finished", "stalled"],
      properties: {
        total: count,
        finished: count,
        stalled: count,
        exhausted: count,
        sharedWins: count,
        errored: count,
      },
    },
    seating: {
      type: "object",
      properties: {
        lineup: { type: "array", maxItems: RULE_LIMITS.maxPlayers.maximum, items: name },
        note: text,
      },
    },
    winRate: {
      type: "object",
      required: ["bySeat", "byFamily", "byBot"],
      properties: {
        bySeat: { type: "array", maxItems: RULE_LIMITS.maxPlayers.maximum, items: rateRow },
        byFamily: rows(rateRow),
        byBot: rows(rateRow),
      },
    },
    length: {
      type: "object",
      properties: { turns: distribution, plays: distribution },
    },
    cards: rows({
      type: "object",
      required: ["cardId", "name", "type", "plays"],
      properties: {
        cardId: name,
        name,
        type: name,
        plays: { type: "integer", minimum: 0 },
        playsPerGame: { type: "number", minimum: 0 },
        drawn: { type: "integer", minimum: 0 },
        playRate: { type: ["number", "null"], minimum: 0 },
        measuredPlays: { type: "integer", minimum: 0 },
        selfWorthChange: figure,
        selfWorthMoved: figure,
        heldBy: { type: "integer", minimum: 0 },
        winRateHeld: rate,
        winRateNotHeld: rate,
        impact: { type: ["number", "null"], minimum: -1, maximum: 1 },
        playableGames: count,
      },
    }),
    neverPlayable: rows({ type: "object", properties: { reason: text, reasons } }),
    effectsNeverFired: rows({ type: "object", properties: { reason: text, reasons } }),
    stalls: { type: "object" },
    invariants: {
      type: "object",
      properties: {
        checked: { type: "boolean" },
        violations: { type: "integer", minimum: 0 },
        examples: rows(violation),
      },
    },
    errors: rows(violation),
  },
} as const;

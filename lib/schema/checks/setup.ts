import { readableWords } from "../../model";
import type { CardType } from "../../model";
import { toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { copiesOf, label, plural } from "./context";

/**
 * Can the set be set up and dealt at every player count it allows (RULES R3)?
 *
 * The rule, with F families, r = rules.fourPlayerRemoval and P = rules.maxPlayers:
 * - every family has at least 2 characters (R3.1);
 * - when some game removes characters (4 players, or 5 players building their fifth family
 *   from 4 families), every family keeps at least 2 after removing r: it needs r + 2 (R3.2);
 * - there are at least P families, except that P = 5 works with F = 4 when the 4 × r removed
 *   characters can form a fifth family of at least 2, i.e. when r ≥ 1 (R3.2). No other count
 *   builds a family: 6 players need 6 families;
 * - the draw pile (modifiers, events and untimely deaths, counting copies) deals P starting
 *   hands of rules.handSize (R3.3);
 * - with stories on, there are at least rules.storiesInCentre story cards (R3.4).
 */

const DRAWN: ReadonlySet<CardType> = new Set(["modifier", "event", "untimely-death"]);

/** set/player-range, set/family-too-small, set/too-few-families, -cards, -stories. */
export function checkSetup(ctx: CheckContext): void {
  const { set } = ctx;
  const { rules } = set;
  const words = readableWords(set);
  const families = set.families.length;
  const removal = rules.fourPlayerRemoval;
  if (rules.minPlayers > rules.maxPlayers) {
    ctx.report(
      "set/player-range",
      "error",
      "/rules/minPlayers",
      `rules.minPlayers (${rules.minPlayers}) is more than rules.maxPlayers (${rules.maxPlayers}) — lower minPlayers or raise maxPlayers`,
    );
  }
  const allows = (players: number): boolean =>
    rules.minPlayers <= players && players <= rules.maxPlayers;
  const buildsFifth = allows(5) && families === 4;
  const removes = removal > 0 && (allows(4) || buildsFifth);

  const characters = new Map<string, number>();
  for (const card of set.cards) {
    if (card.type === "character" && card.family !== undefined) {
      characters.set(card.family, (characters.get(card.family) ?? 0) + copiesOf(card));
    }
  }
  set.families.forEach((family, i) => {
    const count = characters.get(family.id) ?? 0;
    const who = label(words.familyWord, family, i);
    const at = toPointer(["families", i, "id"]);
    if (count < 2) {
      ctx.report(
        "set/family-too-small",
        "error",
        at,
        `${who} has ${plural(count, "character")}; every ${words.familyWord} needs at least 2 (RULES R3.1) — add ${2 - count} more`,
      );
    } else if (removes && count < removal + 2) {
      const game = allows(4) ? "a 4-player game" : "a 5-player game";
      ctx.report(
        "set/family-too-small",
        "error",
        at,
        `${who} has ${plural(count, "character")}, but ${game} removes ${removal} from each ${words.familyWord} and must leave at least 2 (RULES R3.2) — add ${removal + 2 - count} more or lower rules.fourPlayerRemoval`,
      );
    }
  });

  const players = rules.maxPlayers;
  // 5 players can do with 4 families when removed characters form the fifth (R3.2).
  const neededFamilies = players === 5 && removal >= 1 ? 4 : players;
  if (players === 5 && families === 4 && removal === 0) {
    ctx.report(
      "set/too-few-families",
      "error",
      "/rules/maxPlayers",
      `5 players need a fifth ${words.familyWord}, built from the characters each player removes (RULES R3.2), but rules.fourPlayerRemoval is 0 — set it to 1, add a ${words.familyWord}, or lower rules.maxPlayers to 4`,
    );
  } else if (families < neededFamilies) {
    const have = plural(families, words.familyWord, words.families);
    const fifth =
      neededFamilies < players ? " (the fifth can be built from removed characters)" : "";
    ctx.report(
      "set/too-few-families",
      "error",
      "/rules/maxPlayers",
      `rules.maxPlayers is ${players} but the set has ${have}; it needs ${neededFamilies}${fifth} (RULES R3.1, R3.2) — add ${neededFamilies - families} or lower maxPlayers to ${Math.max(families, 1)}`,
    );
  }

  let drawable = 0;
  let stories = 0;
  for (const card of set.cards) {
    if (DRAWN.has(card.type)) drawable += copiesOf(card);
    else if (card.type === "story") stories += copiesOf(card);
  }
  const needed = players * rules.handSize;
  if (drawable < needed) {
    ctx.report(
      "set/too-few-cards",
      "error",
      "/rules/handSize",
      `the draw pile has ${plural(drawable, "card")} (modifiers, events and untimely deaths, counting copies) but dealing ${players} players ${rules.handSize} each needs ${needed} (RULES R3.3) — add ${needed - drawable} or lower rules.maxPlayers or rules.handSize`,
    );
  }
  if (rules.stories && stories < rules.storiesInCentre) {
    ctx.report(
      "set/too-few-stories",
      "error",
      "/rules/storiesInCentre",
      `stories are on and ${rules.storiesInCentre} start in the centre (RULES R3.4), but the set has ${plural(stories, "story card")} — add ${rules.storiesInCentre - stories} or lower rules.storiesInCentre`,
    );
  }
}

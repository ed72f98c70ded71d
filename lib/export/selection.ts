/**
 * Which cards an export prints: all, one type, one family, or a list of ids — and, when print
 * quantities are asked for, each card as many times as its `copies`.
 */
import type { Card, Diagnostic, Result, VellumSet } from "../model";
import { didYouMean, err, ok } from "../model";
import type { CardSelection } from "./print-options";
import { printProblem } from "./print-options";
import { unknownCardMessage } from "./pictures";

/** One printed card: the card and which of its copies (1-based) this is. */
export interface PrintItem {
  card: Card;
  copy: number;
}

/**
 * The cards of `set` that `selection` names, in the set's order (ids: in the order given).
 * Unknown ids, families with no card and empty selections are diagnostics.
 */
export function selectCards(set: VellumSet, selection: CardSelection): Result<Card[], Diagnostic> {
  let cards: Card[];
  switch (selection.kind) {
    case "all":
      cards = set.cards;
      break;
    case "type":
      cards = set.cards.filter((c) => c.type === selection.type);
      break;
    case "family": {
      if (!set.families.some((f) => f.id === selection.family)) {
        const near = didYouMean(
          selection.family,
          set.families.map((f) => f.id),
        );
        return err(
          printProblem(
            "unknown-family",
            `no ${set.rules.familyWord} '${selection.family}' in set '${set.id}'${near}`,
          ),
        );
      }
      cards = set.cards.filter((c) => c.family === selection.family);
      break;
    }
    case "ids": {
      cards = [];
      for (const id of selection.ids) {
        const card = set.cards.find((c) => c.id === id);
        if (!card) return err(printProblem("unknown-card", unknownCardMessage(set, id)));
        cards.push(card);
      }
      break;
    }
    default: {
      const never: never = selection;
      throw new Error(`unknown selection ${JSON.stringify(never)}`);
    }
  }
  if (cards.length === 0)
    return err(
      printProblem(
        "no-cards",
        `the selection has no cards; pick another type or ${set.rules.familyWord}`,
      ),
    );
  return ok(cards);
}

/** The printed items: each card once, or `copies` times (default 1) when `withCopies`. */
export function printItems(cards: readonly Card[], withCopies: boolean): PrintItem[] {
  return cards.flatMap((card) =>
    Array.from({ length: withCopies ? Math.max(1, card.copies ?? 1) : 1 }, (_, i) => ({
      card,
      copy: i + 1,
    })),
  );
}

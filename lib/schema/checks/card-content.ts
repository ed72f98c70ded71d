import { reminderNotPrintedMessage, unprintedReminders } from "../../layers";
import { toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { label } from "./context";

/** What each card type may carry: characters print no points, icons or effects (R1.6); untimely
 * deaths normally carry something; story cards need stories switched on. */

function hasVisibleSlot(slots: readonly unknown[] | undefined): boolean {
  return slots !== undefined && slots.some((s) => s !== null);
}

/**
 * set/character-has-points, -icons, -effect, set/empty-untimely-death, set/stories-off,
 * set/reminder-not-printed.
 */
export function checkCardContent(ctx: CheckContext): void {
  const { set } = ctx;
  set.cards.forEach((card, i) => {
    const at = (field: string): string => toPointer(["cards", i, field]);
    const who = label("card", card, i);
    if (card.type === "character") {
      const what = `${who} is a character`;
      if (hasVisibleSlot(card.points)) {
        ctx.report(
          "set/character-has-points",
          "warning",
          at("points"),
          `${what}, and characters print no points (RULES R1.6) — remove 'points'; modifiers carry them`,
        );
      }
      if (hasVisibleSlot(card.icons)) {
        ctx.report(
          "set/character-has-icons",
          "warning",
          at("icons"),
          `${what}, and characters print no story icons (RULES R1.6) — remove 'icons'; modifiers carry them`,
        );
      }
      const printed = [card.effect, card.text].some((t) => t !== undefined && t.trim() !== "");
      if (printed) {
        ctx.report(
          "set/character-has-effect",
          "warning",
          at(card.effect?.trim() ? "effect" : "text"),
          `${what}, and characters have no effect of their own (RULES R1.6) — move the text to 'flavor' or onto a modifier`,
        );
      }
    }
    if (
      card.type === "untimely-death" &&
      (card.effect === undefined || card.effect.trim() === "") &&
      !hasVisibleSlot(card.points)
    ) {
      ctx.report(
        "set/empty-untimely-death",
        "info",
        at("id"),
        `untimely death ${who.slice("card ".length)} has no effect and only clear point slots, so it kills and changes nothing else — add points or an effect if that is not intended`,
      );
    }
    for (const path of unprintedReminders(card)) {
      ctx.report(
        "set/reminder-not-printed",
        "warning",
        toPointer(["cards", i, ...path]),
        reminderNotPrintedMessage(who, path),
      );
    }
    if (card.type === "story" && !set.rules.stories) {
      ctx.report(
        "set/stories-off",
        "warning",
        at("type"),
        `${who} is a story, but stories are off — set rules.stories to true or remove the card`,
      );
    }
  });
}

"use client";
/**
 * The readout: a `region` named "Stack" holding a `status` with what the rules read off the
 * stack — self-worth as a signed number ("Self-worth −35"), the visible icons, the live effects
 * and whether the character is dead — straight from lib/layers' analysis.
 */
import { cardTriggers, triggerHeading } from "@/lib/dsl";
import type { EffectStatus, StackAnalysis } from "@/lib/layers";
import type { VellumSet } from "@/lib/model";
import { capitalised, readableWords, signedNumber } from "@/lib/model";

const KIND_WORDS = { continuous: "while visible", persistent: "persistent", immediate: "on play" };

/**
 * How a live effect is named: its timing, or for a trigger its heading without the colon
 * ("at the start of your turn", "while persistent, whenever a character dies"): the k-th
 * status of a card is its k-th step ability (lib/dsl `effectTimings` / `effectTriggers`).
 */
function liveWords(set: VellumSet, analysis: StackAnalysis, status: EffectStatus): string {
  const card = set.cards.find((c) => c.id === status.cardId);
  const k = analysis.effects.filter((e) => e.index === status.index).findIndex((e) => e === status);
  const trigger = card && k >= 0 ? cardTriggers(card, set)[k] : null;
  return trigger ? triggerHeading(trigger).slice(0, -1) : KIND_WORDS[status.kind];
}

/** The readout of `analysis` (undefined: no stack yet). */
export function StackReadout(props: { set: VellumSet; analysis: StackAnalysis | undefined }) {
  const { set, analysis } = props;
  const iconName = (id: string) => set.icons.find((i) => i.id === id)?.name ?? id;
  const cardName = (id: string) => set.cards.find((c) => c.id === id)?.name ?? id;
  const icons = analysis
    ? Object.entries(analysis.icons).map(
        ([id, n]) => `${iconName(id)}${n > 1 ? ` \u00d7${n}` : ""}`,
      )
    : [];
  return (
    <section className="sl-readout" aria-label="Stack">
      <div role="status" className="sl-readout-status">
        {!analysis ? (
          <p className="ws-empty">Choose a character to read its stack.</p>
        ) : (
          <dl className="sl-facts">
            <div className="sl-fact sl-fact--worth">
              <dt>{capitalised(readableWords(set).pointsWord)}</dt>{" "}
              <dd>{signedNumber(analysis.selfWorth)}</dd>
            </div>{" "}
            <div className="sl-fact">
              <dt>Visible icons</dt> <dd>{icons.length ? icons.join(", ") : "none"}</dd>
            </div>{" "}
            <div className="sl-fact">
              <dt>Live effects</dt>{" "}
              <dd>
                {analysis.liveEffects.length
                  ? analysis.liveEffects
                      .map((e) => `${cardName(e.cardId)} (${liveWords(set, analysis, e)})`)
                      .join(", ")
                  : "none"}
              </dd>
            </div>{" "}
            <div className={`sl-fact ${analysis.dead ? "sl-fact--dead" : ""}`}>
              <dt>Dead</dt> <dd>{analysis.dead ? "yes" : "no"}</dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}

"use client";
/**
 * What the game asks now, built from the engine: a pending choice (its prompt, and one button
 * per legal answer, worded from the answer's own fields by lib/table `answerLabel`), a response
 * window ("play a response or pass"), or the viewer's turn (plays left, free plays, discard the
 * hand, end the plays). While someone else decides, who the game waits for.
 */
import type { Action } from "@/lib/engine";
import { answerLabel, answersOf, visibleCardId } from "@/lib/table";
import { Button } from "@/app/_ui";
import type { SetPictures } from "@/app/sets/[id]/_set/pictures";
import { DrawOrder } from "./draw-order";
import type { GameSession, TableSnapshot } from "./game-session";

const HEADINGS: Record<string, string> = {
  response: "Play a response or pass",
  character: "Choose a character",
  player: "Choose a player",
  card: "Choose a card",
  "yes-no": "Yes or no",
};

/** See the file comment. */
export function DecisionPanel(props: {
  snap: TableSnapshot;
  session: GameSession;
  images: SetPictures;
  onAct(action: Action): void;
}) {
  const { snap, images } = props;
  const { view, legal, viewer } = snap;
  if (view.over) {
    return (
      <section className="tb-decision" aria-label="Decision">
        <h2>The game is over</h2>
      </section>
    );
  }
  const decider = snap.decider;
  const deciderName = decider === null ? "" : (view.seats[decider]?.name ?? "");
  if (decider !== viewer || legal.length === 0) {
    return (
      <section className="tb-decision" aria-label="Decision" data-waiting>
        <h2>Waiting for {deciderName}</h2>
        <p className="tb-hint">
          {view.pending ? view.pending.prompt : `${deciderName} is making their plays.`}
          {snap.botThinking && (snap.botDelay > 0 ? " (the bot is thinking…)" : "")}
        </p>
        {snap.botFailure && (
          <p className="refusal" role="alert">
            {snap.botFailure}. Undo, or start a new game.
          </p>
        )}
      </section>
    );
  }
  const names = {
    seat: (s: number) => view.seats[s]?.name ?? `Seat ${s + 1}`,
    character: (id: number) => view.characters[id]?.name ?? `character ${id + 1}`,
    card: (instance: number) => {
      const id = visibleCardId(view, instance);
      return id ? (images.card(id)?.name ?? id) : "a hidden card";
    },
  };
  const pending = view.pending;
  if (pending && pending.player === viewer && pending.zone === "draw-pile") {
    // The top of the draw pile, looked at: put back in an order, or one card to discard or keep.
    const looked = pending.optionCards?.[0];
    return (
      <section className="tb-decision" aria-label="Decision" data-kind={pending.kind}>
        <h2>{pending.kind === "card" ? "Put the cards back" : "Discard or keep"}</h2>
        <p className="tb-prompt">{pending.prompt}</p>
        {pending.kind === "card" ? (
          <DrawOrder
            options={pending.options ?? []}
            name={names.card}
            player={pending.player}
            onAct={props.onAct}
          />
        ) : (
          <div className="tb-answers" role="group" aria-label={pending.prompt}>
            {answersOf(legal).map((a, i) => (
              <Button
                key={i}
                size="small"
                variant={a.type === "decide" && !a.accept ? "secondary" : "primary"}
                onPress={() => props.onAct(a)}
              >
                {a.type === "decide"
                  ? `${a.accept ? "Discard" : "Keep"} ${looked ? names.card(looked.instance) : "it"}`
                  : answerLabel(a, names)}
              </Button>
            ))}
          </div>
        )}
      </section>
    );
  }
  if (pending && pending.player === viewer) {
    const answers = answersOf(legal);
    return (
      <section className="tb-decision" aria-label="Decision" data-kind={pending.kind}>
        <h2>{HEADINGS[pending.kind] ?? "Decide"}</h2>
        <p className="tb-prompt">{pending.prompt}</p>
        <div className="tb-answers" role="group" aria-label={pending.prompt}>
          {answers.map((a, i) => (
            <Button
              key={i}
              size="small"
              variant={
                a.type === "pass-response" || (a.type === "decide" && !a.accept)
                  ? "secondary"
                  : "primary"
              }
              onPress={() => props.onAct(a)}
            >
              {answerLabel(a, names)}
            </Button>
          ))}
        </div>
      </section>
    );
  }
  const seat = typeof viewer === "number" ? view.seats[viewer] : undefined;
  const free = seat?.freePlays ?? [];
  const discard = legal.find((a) => a.type === "discard-hand");
  const end = legal.find((a) => a.type === "end-plays");
  const claims = legal.filter((a) => a.type === "claim-story");
  return (
    <section className="tb-decision" aria-label="Decision" data-kind="plays">
      <h2>Your turn, {seat?.name}</h2>
      <p className="tb-prompt" role="status">
        {view.turn.playsLeft} {view.turn.playsLeft === 1 ? "play" : "plays"} left
        {free.length > 0 &&
          ` (${free.length} free: ${free.map((f) => (f.cardType ? `${f.cardType.replace("-", " ")} only` : "any card")).join(", ")})`}
      </p>
      <p className="tb-hint">
        Drag a card from your hand onto a character (an event onto the play area), or pick a card to
        see where it may go.
      </p>
      <div className="tb-answers">
        {claims.map((a, i) => (
          <Button key={i} size="small" onPress={() => props.onAct(a)}>
            {answerLabel(a, names)}
          </Button>
        ))}
        {discard && (
          <Button size="small" onPress={() => props.onAct(discard)}>
            Discard hand
          </Button>
        )}
        {end && (
          <Button size="small" variant="primary" onPress={() => props.onAct(end)}>
            End plays
          </Button>
        )}
      </div>
    </section>
  );
}

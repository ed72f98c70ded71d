"use client";
/**
 * The new-game form: 2–5 seats as the set allows (a person or a bot, a name, a family; the
 * 4-player removal and the fifth family as the rules say), the seed (shown, reusable), the set's
 * rules options with this game's overrides, the response-window setting and the bots' pace. The
 * saved games of the set are listed under it to resume or replay.
 */
import { useState } from "react";
import type { GameState } from "@/lib/engine";
import { createGame } from "@/lib/engine";
import { pluralWord } from "@/lib/model";
import type { TieRule, VellumSet } from "@/lib/model";
// NOTE: the facts alone, not lib/schema's index: the table needs no validators in its bundle.
import { RULE_LIMITS } from "@/lib/schema/set-facts";
import type { SavedGame, SeatKind } from "@/lib/table";
import { Button, Checkbox, NumberField, Radio, RadioGroup, Select, TextField } from "@/app/_ui";
import { GameSession, seedValue } from "./game-session";
import { tableBots } from "./table-bots";
import type { GameForm, SeatForm } from "./new-game-model";
import {
  FIFTH_FAMILY,
  formProblem,
  hasBots,
  initialForm,
  newSeed,
  removesCharacters,
  seatCounts,
  setupOf,
  suitedWindows,
  withSeat,
  withSeatCount,
} from "./new-game-model";
import { SavedGames } from "./saved-games";

const KINDS: [SeatKind, string][] = [
  ["person", "Person"],
  ["random", "Random bot"],
  ["greedy", "Greedy bot"],
];

const PACES: [string, string][] = [
  ["0", "Instant"],
  ["400", "Quick (0.4 s)"],
  ["1000", "Steady (1 s)"],
  ["2000", "Slow (2 s)"],
];

/** The tie rules, in the set's word for family ("Tied parties share the win"). */
function tiesIn(familyWord: string): [TieRule, string][] {
  return [
    ["share", `Tied ${pluralWord(familyWord)} share the win`],
    ["fewest-dead", "Fewest dead characters wins the tie"],
    ["last-to-die", `The ${familyWord} whose last death came last wins the tie`],
  ];
}

/** The form a page session keeps between games (so "New game" offers the last one again). */
let lastForm: GameForm | undefined;

function SeatRow(props: {
  set: VellumSet;
  index: number;
  seat: SeatForm;
  count: number;
  removes: boolean;
  onChange(seat: SeatForm): void;
}) {
  const { set, index, seat, count } = props;
  const families: [string, string][] = set.families.map((f) => [f.id, f.name]);
  if (count === 5 && set.families.length < 5) {
    families.push([FIFTH_FAMILY, `The removed characters (fifth ${set.rules.familyWord})`]);
  }
  const ownCharacters = set.cards.filter((c) => c.type === "character" && c.family === seat.family);
  const removal = set.rules.fourPlayerRemoval;
  return (
    <fieldset className="tb-seat">
      <legend>Seat {index + 1}</legend>
      <TextField
        label="Name"
        value={seat.name}
        onChange={(name) => props.onChange({ ...seat, name })}
      />
      <Select
        label="Played by"
        value={seat.kind}
        options={KINDS}
        onChange={(kind) => props.onChange({ ...seat, kind })}
      />
      <Select
        label={set.rules.familyWord.replace(/^./, (c) => c.toUpperCase())}
        value={seat.family}
        options={families}
        onChange={(family) => props.onChange({ ...seat, family, removes: "" })}
      />
      {props.removes && seat.family !== FIFTH_FAMILY && removal > 0 && (
        <Select
          label={removal === 1 ? "Removes" : `Removes ${removal}`}
          value={removal === 1 ? seat.removes : ""}
          isDisabled={removal !== 1}
          options={[
            ["", "A character chosen by the seed"],
            ...ownCharacters.map((c): [string, string] => [c.id, c.name]),
          ]}
          onChange={(removes) => props.onChange({ ...seat, removes })}
        />
      )}
    </fieldset>
  );
}

/** See the file comment. */
export function NewGameForm(props: {
  set: VellumSet;
  revision: string;
  onStart(session: GameSession, note?: string): void;
  /** Replays a saved game on `on`: the set it was played on when kept, else the page's. */
  onReplay(game: SavedGame, on: { set: VellumSet; revision: string }): void;
  onFree(state: GameState): void;
}) {
  const { set } = props;
  const [form, setForm] = useState<GameForm>(
    () => lastForm ?? initialForm(set, newSeed(Math.random())),
  );
  const [problem, setProblem] = useState<string>();
  const rules = form.rules;
  const setRule = <K extends keyof typeof rules>(key: K, value: (typeof rules)[K]) =>
    setForm({ ...form, rules: { ...rules, [key]: value } });

  const prepare = () => {
    const bad = formProblem(form);
    if (bad) {
      setProblem(bad);
      return null;
    }
    lastForm = form;
    return setupOf(form, set);
  };

  const start = () => {
    const setup = prepare();
    if (!setup) return;
    const made = GameSession.start(
      set,
      props.revision,
      setup,
      seedValue(form.seed),
      form.seats.map((s) => s.kind),
      form.botDelay,
      tableBots,
    );
    if (made instanceof GameSession) props.onStart(made);
    else setProblem(made.message);
  };

  const free = () => {
    const setup = prepare();
    if (!setup) return;
    const created = createGame(set, setup, seedValue(form.seed));
    if (created.ok) props.onFree(created.value);
    else setProblem(created.error.message);
  };

  return (
    <div className="set-page-content tb-setup">
      <h1>Play {set.name}</h1>
      <p className="lede">
        Seat people and bots at one device and play with the rules enforced. People pass the device
        between turns; bots play on their own.
      </p>
      <form
        aria-label="New game"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <div className="tb-setup-row">
          <Select
            label="Seats"
            value={String(form.seats.length)}
            options={seatCounts(set).map((n): [string, string] => [String(n), `${n} players`])}
            onChange={(n) => setForm(withSeatCount(form, set, Number(n)))}
          />
          <TextField
            label="Seed"
            description="The same seed, seats and plays give the same game."
            value={form.seed}
            onChange={(seed) => setForm({ ...form, seed })}
          />
          <Button onPress={() => setForm({ ...form, seed: newSeed(Math.random()) })}>
            New seed
          </Button>
        </div>
        <div className="tb-seats">
          {form.seats.map((seat, i) => (
            <SeatRow
              key={i}
              set={set}
              index={i}
              seat={seat}
              count={form.seats.length}
              removes={removesCharacters(form)}
              onChange={(s) => setForm(withSeat(form, i, s))}
            />
          ))}
        </div>
        {form.seats.length === 4 && (
          <p className="tb-hint">
            With four players each removes {set.rules.fourPlayerRemoval} of their characters (R3.2).
          </p>
        )}
        <fieldset className="tb-rules">
          <legend>Rules for this game</legend>
          <p className="tb-hint">Start as the set's; a change applies to this game only.</p>
          <div className="tb-rules-grid">
            <NumberField
              label="Hand size"
              minValue={RULE_LIMITS.handSize.minimum}
              maxValue={RULE_LIMITS.handSize.maximum}
              value={rules.handSize}
              onChange={(v) => Number.isFinite(v) && setRule("handSize", v)}
            />
            <NumberField
              label="Plays per turn"
              minValue={RULE_LIMITS.playsPerTurn.minimum}
              maxValue={RULE_LIMITS.playsPerTurn.maximum}
              value={rules.playsPerTurn}
              onChange={(v) => Number.isFinite(v) && setRule("playsPerTurn", v)}
            />
            <Select
              label="Ties"
              value={rules.ties}
              options={tiesIn(set.rules.familyWord)}
              onChange={(v) => setRule("ties", v)}
            />
            <Checkbox isSelected={rules.stories} onChange={(v) => setRule("stories", v)}>
              Stories
            </Checkbox>
            {rules.stories && (
              <NumberField
                label="Stories in the centre"
                minValue={RULE_LIMITS.storiesInCentre.minimum}
                maxValue={RULE_LIMITS.storiesInCentre.maximum}
                value={rules.storiesInCentre}
                onChange={(v) => Number.isFinite(v) && setRule("storiesInCentre", v)}
              />
            )}
            <Checkbox
              isSelected={rules.ownIconsCountForRequirements}
              onChange={(v) => setRule("ownIconsCountForRequirements", v)}
            >
              A played card's own icons count for requirements
            </Checkbox>
            <Checkbox isSelected={rules.beginner} onChange={(v) => setRule("beginner", v)}>
              Beginner: ignore card effects
            </Checkbox>
          </div>
        </fieldset>
        <div className="tb-setup-row">
          <RadioGroup
            label="Response windows"
            value={form.responseWindows}
            description={
              form.responseWindows === "holders" && suitedWindows(form.seats) === "everyone"
                ? "With two or more people at this device, being asked shows the others who holds a response."
                : undefined
            }
            onChange={(v) =>
              setForm({
                ...form,
                responseWindows: v === "everyone" ? "everyone" : "holders",
                windowsChosen: true,
              })
            }
          >
            <Radio value="holders">Ask only players holding a response (faster)</Radio>
            <Radio value="everyone">Ask everyone (being asked reveals nothing)</Radio>
          </RadioGroup>
          {hasBots(form.seats.map((s) => s.kind)) && (
            <Select
              label="Bots play"
              value={String(form.botDelay)}
              options={PACES}
              onChange={(v) => setForm({ ...form, botDelay: Number(v) })}
            />
          )}
        </div>
        {problem && (
          <p className="refusal" role="alert">
            {problem}
          </p>
        )}
        <div className="tb-setup-actions">
          <Button variant="quiet" onPress={free}>
            Free table (rules off)
          </Button>
          <Button type="submit" variant="primary">
            Start game
          </Button>
        </div>
      </form>
      <SavedGames
        set={set}
        revision={props.revision}
        onResume={props.onStart}
        onReplay={props.onReplay}
      />
    </div>
  );
}

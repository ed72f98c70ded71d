"use client";
/**
 * The set's rules options as a form: each option with the help its schema gives (RULES.md
 * numbers included), numbers held to the schema's range, and pairs that contradict each other
 * (fewest players above most) saved and marked at the field until one of them changes (the set
 * keeps what was typed; play and the lab say it stops them). Whether the options can be played
 * is lib/schema's setup check; its problems show under the fields they are about.
 */
import { setRule } from "@/lib/edit";
import type { TieRule, VellumSet } from "@/lib/model";
import type { NumericRule } from "@/lib/schema";
import { RULE_LIMITS, ruleSchema, schemaDescription, setupDiagnostics } from "@/lib/schema";
import { NumberField, Select, Switch } from "@/app/_ui";
import { Section } from "./section";
import type { SectionProps } from "./section";
import { PointerField } from "./settings-problems";

const NUMBERS: readonly [NumericRule, string][] = [
  ["handSize", "Draw limit (hand size)"],
  ["playsPerTurn", "Plays per turn"],
  ["minPlayers", "Fewest players"],
  ["maxPlayers", "Most players"],
  ["fourPlayerRemoval", "Characters removed in a 4-player game"],
  ["storiesInCentre", "Stories in the centre"],
];

const SWITCHES: readonly [
  "stories" | "ownIconsCountForRequirements" | "beginner" | "modifiersNeedPoints",
  string,
][] = [
  ["stories", "Story cards (the story variant)"],
  ["ownIconsCountForRequirements", "A card's own icons count for its requirement"],
  ["beginner", "Beginner game"],
  ["modifiersNeedPoints", "Every modifier needs a point value"],
];

const TIES: Record<TieRule, string> = {
  share: "Share the win",
  "fewest-dead": "Fewest dead characters wins",
  "last-to-die": "Whose character died last wins",
};

/**
 * The field's own words for a contradiction between two options that lib/schema's setup check
 * finds (its message, under the field too, names the JSON keys), by the option to show it at.
 */
function contradictions(set: VellumSet): Partial<Record<NumericRule, string>> {
  const out: Partial<Record<NumericRule, string>> = {};
  const { minPlayers, maxPlayers } = set.rules;
  for (const d of setupDiagnostics(set)) {
    if (d.code === "set/player-range") {
      out.minPlayers = `the fewest players (${minPlayers}) must not be more than the most (${maxPlayers})`;
    }
  }
  return out;
}

function RuleSwitch(props: {
  rule: (typeof SWITCHES)[number][0];
  label: string;
  set: VellumSet;
  onChange(on: boolean): void;
}) {
  const id = `rule-${props.rule}-help`;
  return (
    <div className="st-switch">
      <Switch
        isSelected={props.set.rules[props.rule] ?? false}
        onChange={props.onChange}
        aria-describedby={id}
      >
        {props.label}
      </Switch>
      <p id={id} className="ui-field-description">
        {ruleSchema(props.rule).description}
      </p>
    </div>
  );
}

/** The rules section. */
export function RulesSection({ set, edit }: SectionProps) {
  const problems = contradictions(set);

  function change(key: NumericRule, value: number) {
    if (Number.isNaN(value)) return;
    edit(setRule(set, key, value), `rules/${key}`);
  }

  return (
    <Section id="rules" title="Rules options" lede={schemaDescription(["properties", "rules"])}>
      <div className="st-grid st-grid--rules">
        {NUMBERS.map(([key, label]) => {
          const s = ruleSchema(key);
          const error = problems[key];
          return (
            <PointerField key={key} pointer={`/rules/${key}`}>
              {(describedBy) => (
                <NumberField
                  aria-describedby={describedBy}
                  label={label}
                  value={set.rules[key]}
                  minValue={RULE_LIMITS[key].minimum}
                  maxValue={RULE_LIMITS[key].maximum}
                  step={1}
                  formatOptions={{ maximumFractionDigits: 0 }}
                  description={s.description}
                  errorMessage={
                    error ? `${error.charAt(0).toUpperCase()}${error.slice(1)}.` : undefined
                  }
                  onChange={(n) => change(key, n)}
                />
              )}
            </PointerField>
          );
        })}
        <PointerField pointer="/rules/ties">
          {() => (
            <Select
              label="Ties"
              value={set.rules.ties}
              options={(Object.keys(TIES) as TieRule[]).map((t): [TieRule, string] => [t, TIES[t]])}
              description={ruleSchema("ties").description}
              onChange={(t) => edit(setRule(set, "ties", t))}
            />
          )}
        </PointerField>
      </div>
      <div className="st-switches">
        {SWITCHES.map(([key, label]) => (
          <PointerField key={key} pointer={`/rules/${key}`}>
            {() => (
              <RuleSwitch
                rule={key}
                label={label}
                set={set}
                onChange={(on) => edit(setRule(set, key, on))}
              />
            )}
          </PointerField>
        ))}
      </div>
    </Section>
  );
}

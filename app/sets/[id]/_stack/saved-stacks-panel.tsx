"use client";
/**
 * Stack expectations in the lab: save the stack being built with what it shows now (or update
 * the one it was loaded from), and the list of saved stacks, each with whether it still holds
 * (lib/layers' `stackDifferences` of the stack as the cards are now), to load back or delete.
 */
import { useState } from "react";
import { Button, TextField } from "@/app/_ui";
import { iconList, stackDifferences } from "@/lib/layers";
import type { SavedStack, StackExpectation, VellumSet } from "@/lib/model";
import { MAX_STACK_NAME } from "@/lib/schema";
import { readStackExpectation } from "./saved-reading";
import { readableWords, signedNumber } from "@/lib/model";

/** What a stack expects, in the set's words ("self-worth −35; icons …"). */
function expectText(e: StackExpectation, set: VellumSet): string {
  return `${readableWords(set).pointsWord.toLowerCase()} ${signedNumber(e.selfWorth)}; icons ${iconList(e.icons)}; dead: ${e.dead ? "yes" : "no"}`;
}

function SavedItem(props: {
  saved: SavedStack;
  set: VellumSet;
  loaded: boolean;
  onLoad(): void;
  onDelete(): void;
}) {
  const { saved, set } = props;
  const now = readStackExpectation(saved, set);
  const differences = now.ok ? stackDifferences(saved.expect, now.value) : [];
  const holds = now.ok && differences.length === 0;
  return (
    <li className={`sl-saved ${holds ? "sl-saved--ok" : "sl-saved--bad"}`}>
      <div className="sl-saved-head">
        <strong>{saved.name}</strong>
        {props.loaded && <span className="ws-count">in the lab</span>}
      </div>
      <p className="sl-saved-expect">Expects {expectText(saved.expect, set)}</p>
      <p className="sl-saved-verdict">
        {holds
          ? "✓ Holds"
          : now.ok
            ? `✗ ${differences.map((d) => d.text).join("; ")}`
            : `✗ ${now.error}`}
      </p>
      <div className="sl-saved-actions">
        <Button size="small" onPress={props.onLoad}>
          {`Load ${saved.name}`}
        </Button>
        <Button size="small" variant="quiet" onPress={props.onDelete}>
          {`Delete ${saved.name}`}
        </Button>
      </div>
    </li>
  );
}

/** The expectations pane. `current` is what the lab's stack shows now (undefined: no stack). */
export function SavedStacksPanel(props: {
  set: VellumSet;
  current: StackExpectation | undefined;
  loadedId: string | undefined;
  onSave(name: string, id?: string): void;
  onLoad(saved: SavedStack): void;
  onDelete(saved: SavedStack): void;
}) {
  const { set, current } = props;
  const stacks = set.stacks ?? [];
  const loaded = stacks.find((s) => s.id === props.loadedId);
  const [name, setName] = useState("");
  const trimmed = name.trim();
  return (
    <section className="sl-saved-pane" aria-labelledby="sl-saved-title">
      <h2 className="sl-title" id="sl-saved-title">
        Expectations <span className="ws-count">{stacks.length}</span>
      </h2>
      <p className="ws-hint">
        Keep this stack with what it shows now; every check of the set (the problems panel, vellum
        validate, CI) then warns when a card edit changes it.
      </p>
      {current && <p className="sl-saved-expect">Now: {expectText(current, set)}</p>}
      <form
        className="sl-save-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!current || !trimmed) return;
          props.onSave(trimmed);
          setName("");
        }}
      >
        <TextField
          label="Expectation name"
          value={name}
          onChange={setName}
          maxLength={MAX_STACK_NAME}
          placeholder="e.g. Captain drowned"
          isDisabled={!current}
        />
        <Button type="submit" size="small" isDisabled={!current || !trimmed}>
          Save expectation
        </Button>
      </form>
      {loaded && current && (
        <Button size="small" variant="quiet" onPress={() => props.onSave(loaded.name, loaded.id)}>
          {`Update ${loaded.name} to this stack`}
        </Button>
      )}
      {stacks.length === 0 ? (
        <p className="ws-empty">No expectations saved yet.</p>
      ) : (
        <ul className="sl-saved-list" aria-label="Saved expectations">
          {stacks.map((s) => (
            <SavedItem
              key={s.id}
              saved={s}
              set={set}
              loaded={s.id === props.loadedId}
              onLoad={() => props.onLoad(s)}
              onDelete={() => props.onDelete(s)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

"use client";
/**
 * The live preview: the card as lib/render draws it, in the page, on every change (through the
 * picture service, so a keystroke redraws one card). Toggles for bleed and safe-zone
 * guides, the background (table, white, or a checker that shows the film's transparency), the
 * language and the back. A card that cannot be drawn keeps its last good picture.
 */
import { memo, useMemo, useRef, useState } from "react";
import { Checkbox, Select } from "@/app/_ui";
import type { Card, VellumSet } from "@/lib/model";
import { frameFor } from "@/lib/layers";
import type { Pictures } from "@/app/sets/[id]/_set/pictures";

type Backdrop = "table" | "white" | "checker";

const BACKDROPS: [Backdrop, string][] = [
  ["checker", "Checker (film)"],
  ["table", "Table"],
  ["white", "White"],
];

function guides(card: Card, set: VellumSet, bleed: boolean, safe: boolean): string | undefined {
  if (!safe && !bleed) return undefined;
  const f = frameFor(card, set);
  const b = bleed ? f.bleed : 0;
  const box = `${-b} ${-b} ${f.width + 2 * b} ${f.height + 2 * b}`;
  const trim = bleed
    ? `<rect x="0" y="0" width="${f.width}" height="${f.height}" fill="none" stroke="#ff4fa0" stroke-width="0.25" stroke-dasharray="1 0.8"/>`
    : "";
  const zone = safe
    ? `<rect x="${f.safe}" y="${f.safe}" width="${f.width - 2 * f.safe}" height="${f.height - 2 * f.safe}" fill="none" stroke="#4fd1ff" stroke-width="0.25" stroke-dasharray="0.6 0.6"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" aria-hidden="true">${trim}${zone}</svg>`;
}

/** The preview pane of the selected card. */
export function CardPreview(props: {
  card: Card | undefined;
  set: VellumSet;
  pictures: Pictures | undefined;
  fontError: string | undefined;
}) {
  const { card, set, pictures } = props;
  const [bleed, setBleed] = useState(false);
  const [safe, setSafe] = useState(false);
  const [backdrop, setBackdrop] = useState<Backdrop>("checker");
  const [language, setLanguage] = useState("");
  const [showBack, setShowBack] = useState(false);
  const lastGood = useRef<{ id: string; svg: string }>(undefined);
  const languages = useMemo(
    () => [set.language, ...(set.languages ?? []).filter((l) => l !== set.language)],
    [set.language, set.languages],
  );

  let svg: string | undefined;
  let failure: string | undefined;
  if (card && pictures) {
    const picture = showBack
      ? pictures.back(card, set, { bleed })
      : pictures.card(card, set, { language, bleed });
    svg = picture.svg;
    failure = picture.failure;
    if (svg) lastGood.current = { id: card.id, svg };
    else if (lastGood.current?.id === card.id) svg = lastGood.current.svg;
  }
  const overlay = card && !showBack ? guides(card, set, bleed, safe) : undefined;
  const name = card ? card.name || "(unnamed)" : "";

  return (
    <section className="ws-preview-pane" aria-label="Preview">
      <div className={`ws-stage ws-stage--${backdrop}`}>
        {!card ? (
          <p className="ws-empty">No card selected.</p>
        ) : props.fontError ? (
          <p
            className="ws-empty"
            role="alert"
          >{`The preview cannot be drawn: ${props.fontError}`}</p>
        ) : !svg ? (
          <p className="ws-empty">
            {failure ? `This card cannot be drawn yet: ${failure}` : "Drawing…"}
          </p>
        ) : (
          <div className="ws-picture" role="img" aria-label={`Preview of ${name}`}>
            <div className="ws-picture-card" dangerouslySetInnerHTML={{ __html: svg }} />
            {overlay && (
              <div className="ws-picture-guides" dangerouslySetInnerHTML={{ __html: overlay }} />
            )}
          </div>
        )}
      </div>
      {failure && svg && (
        <p className="ws-hint" role="status">{`Showing the last good picture: ${failure}`}</p>
      )}
      <PreviewControls
        bleed={bleed}
        onBleed={setBleed}
        safe={safe}
        onSafe={setSafe}
        showBack={showBack}
        onShowBack={setShowBack}
        backdrop={backdrop}
        onBackdrop={setBackdrop}
        language={language || set.language}
        languages={languages}
        onLanguage={setLanguage}
      />
    </section>
  );
}

/** The preview's toggles: memoised, so a keystroke redraws the picture and not them. */
const PreviewControls = memo(function PreviewControls(props: {
  bleed: boolean;
  onBleed(on: boolean): void;
  safe: boolean;
  onSafe(on: boolean): void;
  showBack: boolean;
  onShowBack(on: boolean): void;
  backdrop: Backdrop;
  onBackdrop(backdrop: Backdrop): void;
  language: string;
  languages: readonly string[];
  onLanguage(language: string): void;
}) {
  const { languages } = props;
  return (
    <div className="ws-preview-controls">
      <Checkbox className="ws-compact-check" isSelected={props.bleed} onChange={props.onBleed}>
        Bleed
      </Checkbox>
      <Checkbox className="ws-compact-check" isSelected={props.safe} onChange={props.onSafe}>
        Safe zone
      </Checkbox>
      <Checkbox
        className="ws-compact-check"
        isSelected={props.showBack}
        onChange={props.onShowBack}
      >
        Show the back
      </Checkbox>
      <Select<Backdrop>
        className="ws-compact"
        label="Background"
        value={props.backdrop}
        options={BACKDROPS}
        onChange={props.onBackdrop}
      />
      {languages.length > 1 && (
        <Select
          className="ws-compact"
          label="Language"
          value={props.language}
          options={languages.map((l) => [l, l] as const)}
          onChange={props.onLanguage}
        />
      )}
    </div>
  );
});

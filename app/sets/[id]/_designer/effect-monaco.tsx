"use client";
/**
 * The card's effect in Monaco, in the effect language (app/_editor/effect-language.ts, the one
 * lib/dsl compiler): colouring, completion of the set's icons and families, hover help and live
 * markers with their "did you mean" as quick fixes, Escape then Tab to leave it
 * (app/_editor/effect-editor.ts, shared with the playground). Loaded on demand by effect-field.tsx (never in the page's
 * first load); registers itself as the "effect" target for the problems panel.
 */
import { useEffect, useRef } from "react";
import type { DslContext } from "@/lib/dsl";
import type { CardType } from "@/lib/model";
import type { EffectLanguage } from "@/app/_editor/effect-language";
import { registerEffectLanguage } from "@/app/_editor/effect-language";
import { EFFECT_EDITOR_OPTIONS, effectEditorKeys } from "@/app/_editor/effect-editor";
import type { LeaveState } from "@/app/_editor/effect-editor";
import type { EditorTargets } from "./editor-targets";
import type { monaco } from "./monaco-setup";
import type { BoundValue } from "./monaco-setup";
import {
  EDITOR_OPTIONS,
  attachJumpTarget,
  bindValue,
  designerMonaco,
  fitHeight,
} from "./monaco-setup";

/**
 * The editor; `focusAt()` is read once on mount: an offset to put the cursor at, if any. A new
 * `session` (another card opened) gives the editor a new model with the card's text, so moving
 * to the next card keeps the one editor (creating it is the costly part) and its undo never
 * reaches into the card before.
 */
export function EffectMonaco(props: {
  value: string;
  session: number;
  onChange(value: string): void;
  context: DslContext;
  cardType: CardType;
  placeholder: string;
  targets: EditorTargets;
  focusAt(): number | undefined;
  onReady(): void;
  /** The id of the hint saying how to leave the editor by keyboard, and its state. */
  hintId: string;
  onLeave(state: LeaveState): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const bound = useRef<BoundValue | null>(null);
  const language = useRef<EffectLanguage | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const m = designerMonaco();
    const { value, context, cardType, targets } = latest.current;
    const lang = registerEffectLanguage(m, context);
    language.current = lang;
    const model = m.editor.createModel(value, lang.languageId);
    const instance = m.editor.create(el, {
      ...EDITOR_OPTIONS,
      ...EFFECT_EDITOR_OPTIONS,
      model,
      ariaLabel: "Effect",
      placeholder: latest.current.placeholder,
      lineNumbers: "on",
    });
    editor.current = instance;
    lang.validate(model, cardType);
    const subs = [
      (bound.current = bindValue(instance, (text) => latest.current.onChange(text))),
      fitHeight(instance, el, 96, 360),
      effectEditorKeys(m, instance, latest.current.hintId, (state) =>
        latest.current.onLeave(state),
      ),
    ];
    const unregister = attachJumpTarget(targets, "effect", instance, el, latest.current.focusAt());
    latest.current.onReady();
    return () => {
      unregister();
      for (const s of subs) s.dispose();
      const shown = instance.getModel();
      instance.dispose();
      shown?.dispose(); // the card's model (the first one went with the first card swapped out)
      lang.dispose();
      language.current = null;
      editor.current = null;
      bound.current = null;
    };
  }, []);

  // Another card opened: its text in a model of its own (before its value arrives, below).
  const session = useRef(props.session);
  useEffect(() => {
    const instance = editor.current;
    const lang = language.current;
    if (session.current === props.session || !instance || !lang || !bound.current) return;
    session.current = props.session;
    const before = instance.getModel();
    const model = designerMonaco().editor.createModel(props.value, lang.languageId);
    bound.current.swap(model);
    before?.dispose();
  }, [props.session, props.value]);

  // The document changed elsewhere (undo, the other view): show it; echoes of typing are not.
  useEffect(() => bound.current?.arrived(props.value), [props.value]);

  useEffect(() => {
    const lang = language.current;
    const model = editor.current?.getModel();
    if (!lang || !model) return;
    lang.setContext(props.context);
    lang.validate(model, props.cardType);
  }, [props.context, props.cardType, props.value, props.session]);

  return <div ref={host} className="ws-monaco-host" data-testid="effect-editor" />;
}

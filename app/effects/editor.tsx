"use client";
import { useEffect, useId, useRef, useState } from "react";
import type { DslContext } from "@/lib/dsl";
import type { CardType } from "@/lib/model";
import { EFFECT_EDITOR_OPTIONS, effectEditorKeys } from "@/app/_editor/effect-editor";
import type { LeaveState } from "@/app/_editor/effect-editor";
import { EffectEditorBar } from "@/app/_editor/effect-editor-bar";
import {
  EFFECT_TOKEN_RULES,
  EFFECT_WIDGET_COLORS,
  registerEffectLanguage,
} from "@/app/_editor/effect-language";
import type { EffectLanguage } from "@/app/_editor/effect-language";
import { VELLUM_THEME, monaco } from "@/app/_editor/monaco";

/**
 * A Monaco editor for one effect, in the effect language, kept in step with `value`; under it,
 * the link to the reference and how to leave the editor by keyboard.
 */
export function EffectEditor({
  value,
  onChange,
  context,
  cardType,
}: {
  value: string;
  onChange(value: string): void;
  context: DslContext;
  cardType: CardType;
}) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const language = useRef<EffectLanguage | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [leave, setLeave] = useState<LeaveState>("idle");
  const hintId = useId();
  const hint = useRef(hintId);

  useEffect(() => {
    if (!host.current) return;
    monaco.editor.defineTheme(VELLUM_THEME, {
      base: "vs-dark",
      inherit: true,
      rules: EFFECT_TOKEN_RULES,
      colors: { ...EFFECT_WIDGET_COLORS, "editor.background": "#1d1611" },
    });
    const lang = registerEffectLanguage(monaco, context);
    language.current = lang;
    const instance = monaco.editor.create(host.current, {
      ...EFFECT_EDITOR_OPTIONS,
      value,
      language: lang.languageId,
      theme: VELLUM_THEME,
      minimap: { enabled: false },
      fontSize: 15,
      lineNumbers: "on",
      automaticLayout: true,
      scrollBeyondLastLine: false,
      tabSize: 2,
      ariaLabel: "Effect source",
    });
    editor.current = instance;
    const sub = instance.onDidChangeModelContent(() => changed.current(instance.getValue()));
    const keys = effectEditorKeys(monaco, instance, hint.current, setLeave);
    return () => {
      keys.dispose();
      sub.dispose();
      instance.getModel()?.dispose();
      instance.dispose();
      lang.dispose();
    };
    // The editor is created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const instance = editor.current;
    if (instance && instance.getValue() !== value) instance.setValue(value);
  }, [value]);

  useEffect(() => {
    const lang = language.current;
    const model = editor.current?.getModel();
    if (!lang || !model) return;
    lang.setContext(context);
    lang.validate(model, cardType);
  }, [context, cardType, value]);

  return (
    <div className="effect-editor">
      <div ref={host} className="editor-frame" data-testid="effect-editor" />
      <EffectEditorBar leave={leave} hintId={hintId} />
    </div>
  );
}

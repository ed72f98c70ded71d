"use client";
/**
 * The card's JSON in Monaco's JSON language, checked against the project's schemas (completion,
 * hover with descriptions and examples, markers: monaco-setup.ts), plus the set's own checks of
 * the card as markers of their own. Loaded on demand by card-json-view.tsx; registers itself as
 * the "json" target for the problems panel.
 */
import { useEffect, useRef } from "react";
import type { Diagnostic } from "@/lib/model";
import { toMarkers } from "@/app/_editor/markers";
import type { EditorTargets } from "./editor-targets";
import { CARD_MODEL_SUFFIX } from "./json-schemas";
import type { BoundValue } from "./monaco-setup";
import {
  EDITOR_OPTIONS,
  attachJumpTarget,
  bindValue,
  designerMonaco,
  fitHeight,
  monaco,
} from "./monaco-setup";

const OWNER = "vellum-card";
let models = 0;

/** The JSON editor of one card; `diagnostics` are shown as markers beside the schema's. */
export function CardJsonMonaco(props: {
  value: string;
  onChange(value: string): void;
  diagnostics: readonly Diagnostic[];
  targets: EditorTargets;
  focusAt(): number | undefined;
  onReady(): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const bound = useRef<BoundValue | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const m = designerMonaco();
    const uri = m.Uri.parse(`inmemory://vellum/card-${++models}${CARD_MODEL_SUFFIX}`);
    const model = m.editor.createModel(latest.current.value, "json", uri);
    const instance = m.editor.create(el, {
      ...EDITOR_OPTIONS,
      model,
      ariaLabel: "Card JSON",
      lineNumbers: "on",
      folding: true,
    });
    editor.current = instance;
    const subs = [
      (bound.current = bindValue(instance, (text) => latest.current.onChange(text))),
      fitHeight(instance, el, 240, 640),
    ];
    const unregister = attachJumpTarget(
      latest.current.targets,
      "json",
      instance,
      el,
      latest.current.focusAt(),
    );
    latest.current.onReady();
    return () => {
      unregister();
      for (const s of subs) s.dispose();
      instance.dispose();
      model.dispose();
      editor.current = null;
      bound.current = null;
    };
  }, []);

  // The document changed elsewhere (undo, the other view): show it; echoes of typing are not.
  useEffect(() => bound.current?.arrived(props.value), [props.value]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (model)
      monaco.editor.setModelMarkers(model, OWNER, toMarkers(monaco, props.diagnostics, "Vellum"));
  }, [props.diagnostics, props.value]);

  return <div ref={host} className="ws-monaco-host" data-testid="card-json-editor" />;
}

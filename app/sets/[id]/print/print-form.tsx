"use client";

import { useEffect, useMemo, useRef, useState } from "react";

type Format = "pdf" | "png" | "tts";
type Which = "all" | "type" | "family" | "ids";

interface Props {
  setId: string;
  types: string[];
  families: { id: string; name: string }[];
  cards: { id: string; name: string; type: string }[];
}

interface ProgressLine {
  progress?: number;
  page?: number;
  of?: number;
  done?: boolean;
  job?: string;
  file?: string;
  error?: string;
  message?: string;
}

/** The print form: options, a live preview of the first sheet, export with progress and cancel. */
/** A labelled number input. */
function NumberField(props: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
}) {
  const { label, onChange, ...input } = props;
  return (
    <label>
      {label} <input type="number" {...input} onChange={(e) => onChange(Number(e.target.value))} />
    </label>
  );
}

export function PrintForm({ setId, types, families, cards }: Props) {
  const [format, setFormat] = useState<Format>("pdf");
  const [which, setWhich] = useState<Which>("all");
  const [type, setType] = useState(types[0] ?? "");
  const [family, setFamily] = useState(families[0]?.id ?? "");
  const [ids, setIds] = useState<string[]>([]);
  const [medium, setMedium] = useState<"film" | "paper">("film");
  const [paper, setPaper] = useState<"a4" | "letter">("a4");
  const [landscape, setLandscape] = useState(false);
  const [dpi, setDpi] = useState(300);
  const [bleed, setBleed] = useState(3);
  const [marks, setMarks] = useState(true);
  const [guides, setGuides] = useState(false);
  const [underlay, setUnderlay] = useState(false);
  const [duplex, setDuplex] = useState<"" | "long" | "short">("");
  const [offsetX, setOffsetX] = useState(0);
  const [offsetY, setOffsetY] = useState(0);
  const [copies, setCopies] = useState(false);
  const [progress, setProgress] = useState<number | undefined>();
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const [download, setDownload] = useState<{ href: string; file: string } | undefined>();
  const [preview, setPreview] = useState("");
  const running = useRef<AbortController | undefined>(undefined);
  const [active, setActive] = useState(false);

  const request = useMemo(
    () => ({
      format,
      cards:
        which === "type"
          ? { kind: "type", type }
          : which === "family"
            ? { kind: "family", family }
            : which === "ids"
              ? { kind: "ids", ids }
              : { kind: "all" },
      medium,
      paper,
      landscape,
      dpi,
      bleed,
      marks,
      guides,
      underlay: medium === "film" && underlay,
      ...(duplex ? { duplex } : {}),
      offset: { x: offsetX, y: offsetY },
      copies,
    }),
    [
      format,
      which,
      type,
      family,
      ids,
      medium,
      paper,
      landscape,
      dpi,
      bleed,
      marks,
      guides,
      underlay,
      duplex,
      offsetX,
      offsetY,
      copies,
    ],
  );

  // The preview follows the options, a moment after the last change.
  useEffect(() => {
    if (which === "ids" && ids.length === 0) return;
    const timer = setTimeout(() => {
      setPreview(
        `/api/sets/${encodeURIComponent(setId)}/print?preview=1&request=${encodeURIComponent(JSON.stringify(request))}`,
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [request, setId, which, ids.length]);

  async function exportNow() {
    setError("");
    setDownload(undefined);
    if (which === "ids" && ids.length === 0) {
      setError("Choose at least one card.");
      return;
    }
    const ctl = new AbortController();
    running.current = ctl;
    setActive(true);
    setProgress(0);
    setStatus("Starting…");
    try {
      const res = await fetch(`/api/sets/${encodeURIComponent(setId)}/print`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
        signal: ctl.signal,
      });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? `the server answered ${res.status}`);
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let nl;
        while ((nl = buffer.indexOf("\n")) >= 0) {
          const line = JSON.parse(buffer.slice(0, nl)) as ProgressLine;
          buffer = buffer.slice(nl + 1);
          if (line.error) throw new Error(line.message ?? line.error);
          if (line.done && line.job && line.file) {
            setProgress(1);
            setStatus(`Done: ${line.file}`);
            const href = `/api/sets/${encodeURIComponent(setId)}/print?job=${line.job}`;
            setDownload({ href, file: line.file });
            const a = document.createElement("a");
            a.href = href;
            a.download = line.file;
            document.body.append(a);
            a.click();
            a.remove();
          } else if (line.progress !== undefined) {
            setProgress(line.progress);
            if (line.of) setStatus(`Page ${line.page} of ${line.of}`);
          }
        }
      }
    } catch (e) {
      if ((e as Error).name === "AbortError") setStatus("Cancelled.");
      else setError(`Export failed: ${(e as Error).message}`);
      setProgress(undefined);
    } finally {
      running.current = undefined;
      setActive(false);
    }
  }

  const busy = active;
  return (
    <div className="print-page">
      <form
        className="print-form"
        aria-label="Print options"
        onSubmit={(e) => {
          e.preventDefault();
          void exportNow();
        }}
      >
        <fieldset>
          <legend>Output</legend>
          <label>
            Format{" "}
            <select value={format} onChange={(e) => setFormat(e.target.value as Format)}>
              <option value="pdf">PDF print sheets</option>
              <option value="png">PNG per card (zip)</option>
              <option value="tts">Virtual tabletop deck (zip)</option>
            </select>
          </label>
          <label>
            Medium{" "}
            <select value={medium} onChange={(e) => setMedium(e.target.value as "film" | "paper")}>
              <option value="film">Clear film (transparent)</option>
              <option value="paper">Paper (clear shown as checker)</option>
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>Cards</legend>
          <label>
            Which{" "}
            <select value={which} onChange={(e) => setWhich(e.target.value as Which)}>
              <option value="all">All cards</option>
              <option value="type">By type</option>
              <option value="family">By family</option>
              <option value="ids">A selection</option>
            </select>
          </label>
          {which === "type" && (
            <label>
              Type{" "}
              <select value={type} onChange={(e) => setType(e.target.value)}>
                {types.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
          )}
          {which === "family" && (
            <label>
              Family{" "}
              <select value={family} onChange={(e) => setFamily(e.target.value)}>
                {families.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {which === "ids" && (
            <label>
              Cards (Ctrl/Shift to pick several){" "}
              <select
                multiple
                size={8}
                value={ids}
                aria-label="Cards to print"
                onChange={(e) => setIds([...e.target.selectedOptions].map((o) => o.value))}
              >
                {cards.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.type})
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            <input type="checkbox" checked={copies} onChange={(e) => setCopies(e.target.checked)} />{" "}
            Print quantities (copies)
          </label>
        </fieldset>
        <fieldset>
          <legend>Sheet</legend>
          <label>
            Paper{" "}
            <select value={paper} onChange={(e) => setPaper(e.target.value as "a4" | "letter")}>
              <option value="a4">A4</option>
              <option value="letter">US Letter</option>
            </select>
          </label>
          <label>
            <input
              type="checkbox"
              checked={landscape}
              onChange={(e) => setLandscape(e.target.checked)}
            />{" "}
            Landscape
          </label>
          <NumberField label="DPI" min={36} max={1200} step={1} value={dpi} onChange={setDpi} />
          <NumberField
            label="Bleed (mm)"
            min={0}
            max={10}
            step={0.5}
            value={bleed}
            onChange={setBleed}
          />
          <label>
            <input type="checkbox" checked={marks} onChange={(e) => setMarks(e.target.checked)} />{" "}
            Crop marks
          </label>
          <label>
            <input type="checkbox" checked={guides} onChange={(e) => setGuides(e.target.checked)} />{" "}
            Safe-zone guides
          </label>
          <label>
            <input
              type="checkbox"
              checked={underlay && medium === "film"}
              disabled={medium !== "film"}
              onChange={(e) => setUnderlay(e.target.checked)}
            />{" "}
            White underlay pages
          </label>
        </fieldset>
        <fieldset>
          <legend>Backs</legend>
          <label>
            Duplex{" "}
            <select
              value={duplex}
              onChange={(e) => setDuplex(e.target.value as "" | "long" | "short")}
            >
              <option value="">No backs</option>
              <option value="long">Long-edge turn</option>
              <option value="short">Short-edge turn</option>
            </select>
          </label>
          <NumberField
            label="Offset x (mm)"
            min={-20}
            max={20}
            step={0.1}
            value={offsetX}
            onChange={setOffsetX}
          />
          <NumberField
            label="Offset y (mm)"
            min={-20}
            max={20}
            step={0.1}
            value={offsetY}
            onChange={setOffsetY}
          />
        </fieldset>
        <p className="print-actions">
          <button type="submit" disabled={busy}>
            Export
          </button>{" "}
          <button type="button" disabled={!busy} onClick={() => running.current?.abort()}>
            Cancel
          </button>
        </p>
        {progress !== undefined && (
          <p>
            <progress max={1} value={progress} aria-label="Export progress" />{" "}
            <span data-testid="print-progress">{Math.round(progress * 100)}%</span> {status}
          </p>
        )}
        {progress === undefined && status && <p role="status">{status}</p>}
        {download && (
          <p>
            <a href={download.href} download={download.file}>
              Download {download.file}
            </a>
          </p>
        )}
        {error && (
          <p className="notice" role="alert">
            {error}
          </p>
        )}
      </form>
      <figure className={`print-preview print-preview--${medium}`}>
        {preview ? (
          <img
            src={preview}
            alt="Preview of the first sheet"
            onError={() => setError("The preview could not be drawn with these options.")}
          />
        ) : (
          <p>Choose cards to see a preview.</p>
        )}
        <figcaption>
          First sheet, at low resolution.{" "}
          {medium === "film"
            ? "Clear film: the grey checker is the table showing through where the film stays clear."
            : "Paper: the light checker is printed where a card is clear, so stacks still read."}
        </figcaption>
      </figure>
    </div>
  );
}

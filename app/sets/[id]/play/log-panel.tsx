"use client";
/** The game's log in the set's words, newest at the foot, kept scrolled to the newest line. */
import { useEffect, useRef } from "react";
import type { LogLine } from "./game-session";

/** See the file comment. */
export function LogPanel(props: { lines: readonly LogLine[] }) {
  const list = useRef<HTMLOListElement>(null);
  const count = props.lines.length;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);
  return (
    <section className="tb-log-panel" aria-label="Game log">
      <h2>Log</h2>
      <ol ref={list} className="tb-log" role="log">
        {props.lines.map((l) => (
          <li key={l.key}>{l.text}</li>
        ))}
      </ol>
    </section>
  );
}

"use client";
/**
 * The report's charts (recharts), on the app's dark theme. Each chart is a figure named by its
 * caption; the drawing is an image named after it, and the same figures follow as a table (the
 * text alternative, shown on demand).
 */
import { useId, useState } from "react";
import type { ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ErrorBar,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Distribution, RateRow } from "@/lib/sim";
import type { SweepPoint } from "@/lib/sim/sweep-report";
import {
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  charsFitting,
  labelLines,
  wrapLabel,
} from "./chart-labels";
import { pct, points } from "./lab-format";

const INK = "#c4b595";
const GRID = "#3a2e23";
const GOLD = "#c9a25a";
const TOOLTIP = {
  contentStyle: { background: "#221a14", border: "1px solid #8a6d3b", borderRadius: 6 },
  labelStyle: { color: "#f1e6cf" },
  itemStyle: { color: "#f1e6cf" },
  cursor: { fill: "rgba(201, 162, 90, 0.08)" },
};

/** A chart with its caption, its name as an image, and its table. */
function Figure(props: { title: string; summary: string; table: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <figure className="lab-figure" aria-labelledby={id}>
      <figcaption id={id}>{props.title}</figcaption>
      <div className="lab-chart" role="img" aria-label={`${props.title}: ${props.summary}`}>
        {props.children}
      </div>
      <details className="lab-figure-table">
        <summary>{props.title} as a table</summary>
        {props.table}
      </details>
    </figure>
  );
}

/** Width of the charts' value axis, and the margins beside the plot, in pixels. */
const Y_AXIS_WIDTH = 44;
const SIDE_MARGINS = 12;

/**
 * What the two charts share: the plot's margins, the grid, and the axes' ink (the value axis
 * its width and ticks too). Each chart adds its own ticks, units and range.
 */
const CHART = {
  margin: { top: 12, right: SIDE_MARGINS, bottom: 4, left: 0 },
  accessibilityLayer: false,
} as const;
const GRID_LINES = { stroke: GRID, vertical: false } as const;
const CATEGORY_AXIS = { stroke: INK } as const;
const VALUE_AXIS = { stroke: INK, tick: { fill: INK, fontSize: 12 }, width: Y_AXIS_WIDTH } as const;

/** The props recharts gives a custom axis tick (the ones used here). */
interface TickProps {
  x?: number;
  y?: number;
  width?: number;
  visibleTicksCount?: number;
  payload?: { value?: unknown };
}

/**
 * A category label wrapped into its bar's band (recharts gives the axis width and the number of
 * ticks), cut with "…" past MAX_LABEL_LINES; the full name is its title (a tooltip).
 */
function WrappedTick(props: TickProps) {
  const text = String(props.payload?.value ?? "");
  const band = (props.width ?? 0) / Math.max(1, props.visibleTicksCount ?? 1);
  const { lines, cut } = wrapLabel(text, charsFitting(band));
  return (
    <g transform={`translate(${props.x ?? 0},${props.y ?? 0})`}>
      <text textAnchor="middle" fill={INK} fontSize={LABEL_FONT_SIZE}>
        {cut && <title>{text}</title>}
        {lines.map((line, i) => (
          <tspan key={i} x={0} dy={i === 0 ? "0.71em" : LABEL_LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** A rate as the chart's table and name say it: "not known" without games. */
const rateText = (r: RateRow) => (r.rate === null ? "not known (no games)" : pct(r.rate));

/**
 * Win rates with their 95% intervals, as bars with error bars and a fair-share line. A row
 * without games has no bar (its rate is not known, not 0%). Long labels wrap under their bar.
 */
export function RateChart(props: { title: string; rows: readonly RateRow[]; fair: number | null }) {
  const [width, setWidth] = useState(0);
  const data = props.rows.map((r) => ({
    label: r.label,
    rate: r.rate === null ? null : 100 * r.rate,
    ci:
      r.rate === null || !r.ci95 ? null : [100 * (r.rate - r.ci95[0]), 100 * (r.ci95[1] - r.rate)],
    games: r.games,
  }));
  const summary = props.rows
    .map((r) =>
      r.rate === null || !r.ci95
        ? `${r.label} ${rateText(r)}`
        : `${r.label} ${pct(r.rate)} (${pct(r.ci95[0])} to ${pct(r.ci95[1])})`,
    )
    .join("; ");
  const band = (width - Y_AXIS_WIDTH - SIDE_MARGINS) / Math.max(1, data.length);
  const lines =
    width > 0
      ? labelLines(
          data.map((d) => d.label),
          band,
        )
      : 1;
  return (
    <Figure
      title={props.title}
      summary={summary}
      table={
        <table className="lab-table">
          <caption className="ui-sr-only">{props.title}</caption>
          <thead>
            <tr>
              <th scope="col"></th>
              <th scope="col">Games</th>
              <th scope="col">Wins</th>
              <th scope="col">Rate</th>
              <th scope="col">95% interval</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td>{r.games}</td>
                <td>{r.wins}</td>
                <td>{rateText(r)}</td>
                <td>{r.ci95 ? `${pct(r.ci95[0])} – ${pct(r.ci95[1])}` : "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer
        width="100%"
        height={200 + lines * LABEL_LINE_HEIGHT}
        onResize={(w) => setWidth(w)}
      >
        <BarChart data={data} {...CHART}>
          <CartesianGrid {...GRID_LINES} />
          <XAxis
            {...CATEGORY_AXIS}
            dataKey="label"
            tick={<WrappedTick />}
            interval={0}
            height={lines * LABEL_LINE_HEIGHT + 12}
          />
          <YAxis {...VALUE_AXIS} unit="%" domain={[0, 100]} />
          <Tooltip
            {...TOOLTIP}
            formatter={(v) => [
              v === null || v === undefined ? "not known (no games)" : `${Number(v).toFixed(1)}%`,
              "win rate",
            ]}
          />
          {props.fair !== null && (
            <ReferenceLine y={100 * props.fair} stroke="#8fc08a" strokeDasharray="4 4" />
          )}
          <Bar dataKey="rate" fill={GOLD} isAnimationActive={false} maxBarSize={56}>
            <ErrorBar dataKey="ci" width={6} stroke="#f1e6cf" strokeWidth={1.5} direction="y" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Figure>
  );
}

/** The distribution of game length (turns) as a histogram. */
export function LengthChart(props: { turns: Distribution }) {
  const d = props.turns;
  const data = d.histogram.map((b) => ({
    label: b.from === b.to ? String(b.from) : `${b.from}–${b.to}`,
    games: b.count,
  }));
  const summary =
    d.count === 0
      ? "not known: no game finished"
      : `${d.count} finished games; median ${d.median} turns, 10% under ${d.p10}, 10% over ${d.p90}, from ${d.min} to ${d.max}`;
  return (
    <Figure
      title="Game length (turns)"
      summary={summary}
      table={
        <table className="lab-table">
          <caption className="ui-sr-only">Game length (turns)</caption>
          <thead>
            <tr>
              <th scope="col">Turns</th>
              <th scope="col">Games</th>
            </tr>
          </thead>
          <tbody>
            {data.map((b) => (
              <tr key={b.label}>
                <th scope="row">{b.label}</th>
                <td>{b.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} {...CHART}>
          <CartesianGrid {...GRID_LINES} />
          <XAxis {...CATEGORY_AXIS} dataKey="label" tick={{ fill: INK, fontSize: 11 }} />
          <YAxis {...VALUE_AXIS} allowDecimals={false} />
          <Tooltip {...TOOLTIP} formatter={(v) => [String(v), "games"]} />
          <Bar dataKey="games" fill="#a7825a" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Figure>
  );
}

/** A shift in points, or "not known" (fewer than two families, no holder). */
const shiftText = (x: number | null) => (x === null ? "not known" : points(x));

/**
 * A sweep's chart: the varied field's value (one numeric field: on a number line; else each
 * row by name) against the shift from the current card of the card's held win rate and of the
 * spread of family win rates, in percentage points. The current card sits at 0.
 */
export function ShiftChart(props: {
  title: string;
  /** What the x axis is: "Points, slot 1 of card “…”". */
  field: string;
  familyWord: string;
  series: readonly SweepPoint[];
  /** Each row's name (its value in words), in the series' order. */
  names: readonly string[];
}) {
  const numeric = props.series.every((p) => p.x !== null);
  const data = props.series
    .map((p, i) => ({
      name: props.names[i]!,
      x: p.x,
      held: p.heldShift === null ? null : 100 * p.heldShift,
      spread: p.spreadShift === null ? null : 100 * p.spreadShift,
    }))
    .sort((a, b) => (numeric ? a.x! - b.x! : 0));
  const heldName = "held win rate shift";
  const spreadName = `${props.familyWord} spread shift`;
  const summary = `${props.field} against the shift from the current card; ${props.series
    .map(
      (p, i) =>
        `${props.names[i]}: held win rate ${shiftText(p.heldShift)}, spread ${shiftText(p.spreadShift)}`,
    )
    .join("; ")}`;
  return (
    <Figure
      title={props.title}
      summary={summary}
      table={
        <table className="lab-table">
          <caption className="ui-sr-only">{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{props.field}</th>
              <th scope="col">Held win rate shift</th>
              <th scope="col">Spread shift</th>
            </tr>
          </thead>
          <tbody>
            {props.series.map((p, i) => (
              <tr key={p.label}>
                <th scope="row">{props.names[i]}</th>
                <td>{shiftText(p.heldShift)}</td>
                <td>{shiftText(p.spreadShift)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={data} {...CHART}>
          <CartesianGrid {...GRID_LINES} />
          <XAxis
            {...CATEGORY_AXIS}
            dataKey={numeric ? "x" : "name"}
            type={numeric ? "number" : "category"}
            domain={numeric ? ["dataMin", "dataMax"] : undefined}
            tick={{ fill: INK, fontSize: LABEL_FONT_SIZE }}
            tickFormatter={(v: unknown) =>
              typeof v === "number" && v < 0 ? `\u2212${-v}` : String(v)
            }
            ticks={numeric ? data.map((d) => d.x!) : undefined}
            padding={{ left: 16, right: 16 }}
          />
          <YAxis {...VALUE_AXIS} unit=" pts" width={Y_AXIS_WIDTH + 12} />
          <Tooltip
            {...TOOLTIP}
            labelFormatter={(v) => `${props.field}: ${String(v)}`}
            formatter={(v, name) => [
              v === null || v === undefined ? "not known" : points(Number(v) / 100),
              name,
            ]}
          />
          <Legend wrapperStyle={{ color: INK, fontSize: 12 }} />
          <ReferenceLine y={0} stroke={INK} strokeDasharray="4 4" />
          <Line
            dataKey="held"
            name={heldName}
            stroke={GOLD}
            strokeWidth={2}
            dot={{ r: 4, fill: GOLD }}
            isAnimationActive={false}
            connectNulls
          />
          <Line
            dataKey="spread"
            name={spreadName}
            stroke="#8fc08a"
            strokeWidth={2}
            strokeDasharray="5 3"
            dot={{ r: 4, fill: "#8fc08a" }}
            isAnimationActive={false}
            connectNulls
          />
        </LineChart>
      </ResponsiveContainer>
    </Figure>
  );
}

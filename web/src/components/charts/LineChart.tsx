import type { ReactNode } from 'react';
import { ChartFrame, ChartLegend } from './ChartFrame.tsx';
import { seriesColour } from './palette.ts';
import { position, tickLabels, valueTicks } from './scale.ts';

export interface LineSeries {
  name: string;
  colour?: string;
  /** One value per label of the chart's `labels`, in the same order. */
  values: number[];
}

const DEFAULT_WIDTH = 600;
/** Room an axis label of a month needs, in drawing units. */
const LABEL_ROOM = 34;
const LEFT = 52;
const RIGHT = 16;
const TOP = 12;
const BOTTOM = 26;

/**
 * Values over time, one line per series (a legend names them when there are several), drawn to
 * scale with the width it is given. The value axis starts at zero (see valueTicks). Each point's
 * tooltip gives its series, label and value.
 */
export function LineChart(props: {
  title: string;
  /** The x positions' names, oldest first, e.g. months. */
  labels: string[];
  series: LineSeries[];
  /** Axis text of a label (shorter than `labels`, which tooltips and the description use). */
  tick?: (label: string, index: number) => string;
  /** Value text in the description and tooltips. */
  value?: (value: number) => string;
  height?: number;
  /** Drawing width: 600 by default; small multiples draw narrower so their text stays legible. */
  width?: number;
  caption?: ReactNode;
  className?: string;
}) {
  const { labels, series } = props;
  if (!labels.length || !series.length) return null;
  const height = props.height ?? 260;
  const WIDTH = props.width ?? DEFAULT_WIDTH;
  const plot = height - TOP - BOTTOM;
  const show = props.value ?? ((v: number) => String(v));
  const tick = props.tick ?? ((l: string) => l);
  const ticks = valueTicks(series.flatMap((s) => s.values));
  const tickText = tickLabels(ticks);
  const step = labels.length > 1 ? (WIDTH - LEFT - RIGHT) / (labels.length - 1) : 0;
  // Every n-th label when they would touch; the last one always (today).
  const every = Math.max(1, Math.ceil(LABEL_ROOM / Math.max(1, step)));
  const labelled = (i: number) => (labels.length - 1 - i) % every === 0;
  const x = (i: number) => round(labels.length > 1 ? LEFT + i * step : (LEFT + WIDTH - RIGHT) / 2);
  const y = (v: number) => round(TOP + plot * (1 - position(v, ticks)));
  const colour = (s: LineSeries, i: number) => s.colour ?? seriesColour(i);
  const description = series
    .map((s) => `${s.name}: ${labels.map((l, i) => `${l} ${show(s.values[i] ?? 0)}`).join(', ')}`)
    .join('. ');
  return (
    <ChartFrame
      title={props.title}
      description={description}
      height={height}
      viewBox={{ width: WIDTH, height }}
      caption={props.caption}
      className={props.className}
      after={
        series.length > 1 ? (
          <ChartLegend keys={series.map((s, i) => ({ label: s.name, colour: colour(s, i) }))} />
        ) : null
      }
    >
      {ticks.map((t, k) => (
        <g key={t} className="chart-grid">
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(t)} y2={y(t)} />
          <text x={LEFT - 6} y={y(t) + 4} textAnchor="end" className="chart-tick">
            {tickText[k]}
          </text>
        </g>
      ))}
      {labels.map((l, i) =>
        labelled(i) ? (
          <text key={l} x={x(i)} y={height - 8} textAnchor="middle" className="chart-tick">
            {tick(l, i)}
          </text>
        ) : null,
      )}
      {series.map((s, si) => (
        <g key={s.name} className="chart-line">
          <polyline
            points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            fill="none"
            stroke={colour(s, si)}
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          {s.values.map((v, i) => (
            <circle key={labels[i]} cx={x(i)} cy={y(v)} r="4" fill={colour(s, si)}>
              <title>{`${s.name}, ${labels[i]}: ${show(v)}`}</title>
            </circle>
          ))}
        </g>
      ))}
    </ChartFrame>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

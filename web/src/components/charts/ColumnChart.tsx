import type { ReactNode } from 'react';
import { ChartFrame } from './ChartFrame.tsx';
import { PALETTE } from './palette.ts';
import { compactCount, niceTicks, position, shorten } from './scale.ts';

export interface Column {
  label: string;
  value: number;
  colour?: string;
  /** Outline width in drawing units; the outline is the column's colour, its fill lighter. */
  outline?: number;
  /** The column's tooltip; "label: value" when absent. */
  tip?: string;
}

const WIDTH = 600;
const LEFT = 52;
const RIGHT = 8;
const TOP = 10;
/** Most axis labels written under the columns; past it every n-th one is. */
const MAX_LABELS = 30;

/**
 * Vertical columns over a value axis from zero, scaled to the width it is given: usage by rank,
 * versions. Labels turn 45° when there are many columns or long names.
 */
export function ColumnChart(props: {
  title: string;
  columns: Column[];
  /** Axis tick text: a count by default. */
  tick?: (value: number) => string;
  /** Value text in the description and tooltips. */
  value?: (value: number) => string;
  height?: number;
  caption?: ReactNode;
  after?: ReactNode;
}) {
  const { columns } = props;
  if (!columns.length) return null;
  const tick = props.tick ?? compactCount;
  const show = props.value ?? ((v: number) => String(v));
  const turned = columns.length > 8 || columns.some((c) => c.label.length > 10);
  const bottom = turned ? 64 : 26;
  const height = props.height ?? 300;
  const plot = height - TOP - bottom;
  const ticks = niceTicks(
    0,
    Math.max(0, ...columns.map((c) => c.value)),
    5,
    columns.every((c) => Number.isInteger(c.value)),
  );
  const step = (WIDTH - LEFT - RIGHT) / columns.length;
  const every = Math.ceil(columns.length / MAX_LABELS);
  const y = (v: number) => TOP + plot * (1 - position(v, ticks));
  return (
    <ChartFrame
      title={props.title}
      description={columns.map((c) => `${c.label}: ${show(c.value)}`).join('; ')}
      height={height}
      viewBox={{ width: WIDTH, height }}
      caption={props.caption}
      after={props.after}
    >
      {ticks.map((t) => (
        <g key={t} className="chart-grid">
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(t)} y2={y(t)} />
          <text x={LEFT - 6} y={y(t) + 4} textAnchor="end" className="chart-tick">
            {tick(t)}
          </text>
        </g>
      ))}
      {columns.map((c, i) => {
        const outline = c.outline ?? 0;
        // The outline is drawn half outside the column: keep it inside the slot.
        const w = Math.max(1, step * 0.72 - outline);
        const x = LEFT + i * step + (step - w) / 2;
        const top = y(Math.max(0, c.value));
        const colour = c.colour ?? PALETTE[0];
        const cx = LEFT + i * step + step / 2;
        const labelY = TOP + plot + 14;
        return (
          <g key={c.label}>
            <title>{c.tip ?? `${c.label}: ${show(c.value)}`}</title>
            <rect
              x={round(x)}
              y={round(top)}
              width={round(w)}
              height={round(TOP + plot - top)}
              fill={colour}
              fillOpacity={outline ? 0.6 : 1}
              stroke={outline ? colour : undefined}
              strokeWidth={outline || undefined}
            />
            {i % every === 0 ? (
              <text
                x={round(cx)}
                y={labelY}
                className="chart-tick"
                textAnchor={turned ? 'end' : 'middle'}
                transform={turned ? `rotate(-45 ${round(cx)} ${labelY})` : undefined}
              >
                {shorten(c.label, 12)}
              </text>
            ) : null}
          </g>
        );
      })}
      <line className="chart-axis" x1={LEFT} x2={WIDTH - RIGHT} y1={TOP + plot} y2={TOP + plot} />
    </ChartFrame>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

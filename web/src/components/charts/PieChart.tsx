import type { ReactNode } from 'react';
import { ChartFrame } from './ChartFrame.tsx';
import { piePaths } from './shares.ts';

export interface PieSlice {
  label: string;
  value: number;
  colour: string;
  /** The slice's tooltip and its text in the description. */
  text: string;
}

const SIZE = 400;
const R = 180;
/** Slices at least this share of the whole carry their percentage inside. */
const LABELLED = 0.05;

/**
 * A pie of `slices` (drawn as given, clockwise from twelve o'clock), scaled to its width. Only
 * large slices carry their share as text; pair it with a legend that names every slice (the
 * market-share chart puts a BarList beside it, which keeps small slices readable).
 */
export function PieChart(props: { title: string; slices: PieSlice[]; caption?: ReactNode }) {
  const { slices } = props;
  const total = slices.reduce((s, x) => s + Math.max(0, x.value), 0);
  if (!slices.length || total <= 0) return null;
  const paths = piePaths(
    slices.map((s) => s.value),
    SIZE / 2,
    SIZE / 2,
    R,
  );
  let start = 0;
  return (
    <ChartFrame
      className="pie"
      title={props.title}
      description={slices.map((s) => s.text).join('; ')}
      height={SIZE}
      viewBox={{ width: SIZE, height: SIZE }}
      caption={props.caption}
    >
      {slices.map((s, i) => {
        const part = Math.max(0, s.value) / total;
        const middle = (start + part / 2) * 2 * Math.PI;
        start += part;
        const lx = Math.round(SIZE / 2 + R * 0.65 * Math.sin(middle));
        const ly = Math.round(SIZE / 2 - R * 0.65 * Math.cos(middle));
        return paths[i] ? (
          <g key={s.label}>
            <title>{s.text}</title>
            <path d={paths[i]} fill={s.colour} stroke="#ffffff" strokeWidth="1.5" />
            {part >= LABELLED ? (
              <text x={lx} y={ly + 5} textAnchor="middle" className="chart-slice-label">
                {`${Math.round(part * 100)}%`}
              </text>
            ) : null}
          </g>
        ) : null;
      })}
    </ChartFrame>
  );
}

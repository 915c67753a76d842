import { type ReactNode, useEffect, useState } from 'react';
import { Bar, BarChart, Cell, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../format.ts';
import { pieSlices, type ShareInput, type VersionInput, versionBars } from './chart-data.ts';

const PALETTE = [
  '#1e66c5',
  '#f28e2b',
  '#59a14f',
  '#e15759',
  '#76b7b2',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
];

interface TickProps {
  x?: number;
  y?: number;
  payload?: { value: string | number };
}

/**
 * Recharts' own tick text measures words in the browser and may wrap them, which the server
 * cannot do; plain SVG text renders the same on both sides, so hydration matches.
 */
function Tick(props: TickProps & { angle?: number; suffix?: string; axis: 'x' | 'y' }) {
  const { x = 0, y = 0, payload, angle, suffix = '', axis } = props;
  const value = payload?.value ?? '';
  if (axis === 'y')
    return (
      <text x={x - 4} y={y + 4} textAnchor="end" fontSize={12} fill="#555">
        {`${value}${suffix}`}
      </text>
    );
  return (
    <text
      x={x}
      y={y + 12}
      textAnchor={angle ? 'end' : 'middle'}
      fontSize={12}
      fill="#555"
      transform={angle ? `rotate(${angle} ${x} ${y + 12})` : undefined}
    >
      {String(value)}
    </text>
  );
}

/** Pie slice labels as plain SVG text, for the same reason as Tick. */
function SliceLabel(props: { x?: number; y?: number; textAnchor?: string; name?: string; share?: number }) {
  if (!props.share || props.share < 3) return null;
  return (
    <text
      x={props.x}
      y={props.y}
      textAnchor={props.textAnchor as 'start' | 'end' | 'middle'}
      fontSize={12}
      fill="#333"
    >
      {`${props.name} ${props.share.toFixed(1)}%`}
    </text>
  );
}

/**
 * Charts draw in the browser once the page is hydrated (part 2 §4: "charts draw when ready");
 * the server leaves a box of the same size, and the tables beside each chart carry the numbers
 * for readers without JavaScript. Recharts measures text in the DOM, so a server-drawn chart
 * would not hydrate to the same markup.
 */
function WhenReady(props: { width: number; height: number; children: () => ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? (
    props.children()
  ) : (
    <div
      className="chart-placeholder"
      style={{ width: props.width, height: props.height }}
      aria-hidden="true"
    />
  );
}

/**
 * Charts are drawn at a fixed size so the server renders the same SVG the browser hydrates
 * (no measuring), and without animation for the same reason.
 */
export function MarketSharePie(props: { items: ShareInput[]; own?: string; title: string }) {
  const slices = pieSlices(props.items, props.own);
  if (!slices.length) return null;
  return (
    <figure className="chart" aria-label={props.title}>
      <WhenReady width={600} height={400}>
        {() => (
          <PieChart width={600} height={400}>
            <Pie
              data={slices}
              dataKey="share"
              nameKey="name"
              cx="40%"
              cy="50%"
              outerRadius={150}
              isAnimationActive={false}
              label={SliceLabel}
            >
              {slices.map((s, i) => (
                <Cell
                  key={s.name}
                  fill={s.other ? '#bbbbbb' : s.url === props.own ? '#2e7d32' : PALETTE[i % PALETTE.length]}
                />
              ))}
            </Pie>
            <Legend layout="vertical" align="right" verticalAlign="middle" />
            <Tooltip formatter={(v: number) => `${v.toFixed(2)}%`} />
          </PieChart>
        )}
      </WhenReady>
      <figcaption>{props.title}</figcaption>
    </figure>
  );
}

export function RankColumns(props: {
  buckets: { Bucket: string; Percent: number; DomainCount: number }[];
  title: string;
}) {
  const data = props.buckets.map((b) => ({
    name: `Top ${b.Bucket}`,
    percent: b.Percent,
    count: b.DomainCount,
  }));
  return (
    <figure className="chart" aria-label={props.title}>
      <WhenReady width={600} height={300}>
        {() => (
          <BarChart width={600} height={300} data={data}>
            <XAxis dataKey="name" tick={<Tick axis="x" />} />
            <YAxis tick={<Tick axis="y" suffix="%" />} />
            <Tooltip formatter={(v: number) => `${v.toFixed(2)}%`} />
            <Bar dataKey="percent" name="Websites using it" fill="#1e66c5" isAnimationActive={false} />
          </BarChart>
        )}
      </WhenReady>
      <figcaption>{props.title}</figcaption>
    </figure>
  );
}

export function VersionChart(props: { versions: VersionInput[]; title: string }) {
  // Oldest on the left reads as a timeline.
  const bars = versionBars(props.versions).reverse();
  if (!bars.length) return null;
  const width = Math.min(900, Math.max(400, bars.length * 24));
  return (
    <figure className="chart" aria-label={props.title}>
      <WhenReady width={width} height={300}>
        {() => (
          <BarChart width={width} height={300} data={bars}>
            <XAxis dataKey="version" interval={0} height={60} tick={<Tick axis="x" angle={-45} />} />
            <YAxis tick={<Tick axis="y" />} />
            <Tooltip formatter={(v: number) => formatCount(v)} />
            <Bar dataKey="count" name="Websites" isAnimationActive={false}>
              {bars.map((b) => (
                <Cell key={b.version} fill={b.colour} stroke="#ffffff" strokeWidth={b.outline} />
              ))}
            </Bar>
          </BarChart>
        )}
      </WhenReady>
      <figcaption>{props.title}</figcaption>
    </figure>
  );
}

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

/**
 * Charts are drawn at a fixed size so the server renders the same SVG the browser hydrates
 * (no measuring), and without animation for the same reason.
 */
export function MarketSharePie(props: { items: ShareInput[]; own?: string; title: string }) {
  const slices = pieSlices(props.items, props.own);
  if (!slices.length) return null;
  return (
    <figure className="chart" aria-label={props.title}>
      <PieChart width={600} height={400}>
        <Pie
          data={slices}
          dataKey="share"
          nameKey="name"
          cx="40%"
          cy="50%"
          outerRadius={150}
          isAnimationActive={false}
          label={({ name, share }: { name: string; share: number }) =>
            share >= 3 ? `${name} ${share.toFixed(1)}%` : ''
          }
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
      <BarChart width={600} height={300} data={data}>
        <XAxis dataKey="name" />
        <YAxis unit="%" />
        <Tooltip formatter={(v: number) => `${v.toFixed(2)}%`} />
        <Bar dataKey="percent" name="Websites using it" fill="#1e66c5" isAnimationActive={false} />
      </BarChart>
      <figcaption>{props.title}</figcaption>
    </figure>
  );
}

export function VersionChart(props: { versions: VersionInput[]; title: string }) {
  // Oldest on the left reads as a timeline.
  const bars = versionBars(props.versions).reverse();
  if (!bars.length) return null;
  return (
    <figure className="chart" aria-label={props.title}>
      <BarChart width={Math.min(900, Math.max(400, bars.length * 24))} height={300} data={bars}>
        <XAxis dataKey="version" interval={0} angle={-45} textAnchor="end" height={60} />
        <YAxis />
        <Tooltip formatter={(v: number) => formatCount(v)} />
        <Bar dataKey="count" name="Websites" isAnimationActive={false}>
          {bars.map((b) => (
            <Cell key={b.version} fill={b.colour} stroke="#ffffff" strokeWidth={b.outline} />
          ))}
        </Bar>
      </BarChart>
      <figcaption>{props.title}</figcaption>
    </figure>
  );
}

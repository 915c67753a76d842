import type { UsagePoint } from '@techcensus/contract';
import {
  BarList,
  ColumnChart,
  LineChart,
  monthName,
  monthTick,
  OTHER_COLOUR,
  PieChart,
  type ShareInput,
  seriesColour,
  shareSlices,
} from '../../components/charts/index.ts';
import { formatCount, formatMarketShare } from '../../format.ts';

const shareText = (share: number) => `${formatMarketShare(share)}%`;

/**
 * The category page's market share: the spec's pie (small slices grouped as Other above 25
 * technologies) with a bar per slice beside it, in the slice's colour, so a 0.4 % slice still has
 * a readable name and figure.
 */
export function MarketShareChart(props: { items: ShareInput[]; own?: string; title: string }) {
  const slices = shareSlices(props.items, props.own);
  if (!slices.length) return null;
  const colour = (i: number, other: boolean) => (other ? OTHER_COLOUR : seriesColour(i));
  return (
    <div className="market-share-chart">
      <PieChart
        title={props.title}
        caption={null}
        slices={slices.map((s, i) => ({
          label: s.name,
          value: s.share,
          colour: colour(i, s.other),
          text: `${s.name}: ${shareText(s.share)}`,
        }))}
      />
      <BarList
        title={props.title}
        items={slices.map((s, i) => ({
          label: s.name,
          value: s.share,
          valueLabel: shareText(s.share),
          colour: colour(i, s.other),
        }))}
      />
    </div>
  );
}

export function RankColumns(props: {
  buckets: { Bucket: string; Percent: number; DomainCount: number }[];
  title: string;
}) {
  return (
    <ColumnChart
      title={props.title}
      height={260}
      tick={(v) => `${v}%`}
      value={(v) => `${formatMarketShare(v)}%`}
      columns={props.buckets.map((b) => ({
        label: `Top ${b.Bucket}`,
        value: b.Percent,
        tip: `Top ${b.Bucket}: ${formatMarketShare(b.Percent)}% (${formatCount(b.DomainCount)} websites)`,
      }))}
    />
  );
}

/**
 * Websites using each named technology at every month's end (the current month: today), one
 * line each. Empty series draw nothing.
 */
export function UsageOverTimeChart(props: {
  title: string;
  series: { name: string; points: UsagePoint[] }[];
}) {
  const series = props.series.filter((s) => s.points.length);
  if (!series.length) return null;
  const labels = series[0].points.map((p) => monthName(p.Month));
  return (
    <LineChart
      title={props.title}
      labels={labels}
      tick={(_, i) => monthTick(series[0].points[i].Month, i === 0)}
      value={(v) => `${formatCount(v)} websites`}
      series={series.map((s) => ({ name: s.name, values: s.points.map((p) => p.DomainCount) }))}
    />
  );
}

import type { UsagePoint } from '@techcensus/contract';
import { countOf } from '@techcensus/contract';
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
        tip: `Top ${b.Bucket}: ${formatMarketShare(b.Percent)}% (${countOf(b.DomainCount, 'website')})`,
      }))}
    />
  );
}

/** Websites using a technology at every month's end (the current month: today). */
export function UsageOverTimeChart(props: {
  title: string;
  name: string;
  points: UsagePoint[];
  /** Drawing width; narrower for the category page's small multiples. */
  width?: number;
  height?: number;
  caption?: string;
  colour?: string;
  /** The chart is its row's only content: it takes the row's width. */
  wide?: boolean;
}) {
  const { points } = props;
  if (!points.length) return null;
  return (
    <LineChart
      title={props.title}
      caption={props.caption}
      width={props.width}
      height={props.height}
      className={props.wide ? 'chart-wide' : undefined}
      labels={points.map((p) => monthName(p.Month))}
      tick={(_, i) => monthTick(points[i].Month)}
      value={(v) => countOf(v, 'website')}
      series={[{ name: props.name, colour: props.colour, values: points.map((p) => p.DomainCount) }]}
    />
  );
}

/**
 * A category's most used technologies over the year, one small chart each on its own scale: on
 * one shared axis the leader would flatten every other line.
 */
export function CategoryUsageOverTime(props: {
  category: string;
  series: { name: string; points: UsagePoint[] }[];
}) {
  const series = props.series.filter((s) => s.points.length);
  if (!series.length) return null;
  return (
    <div className="small-multiples">
      {series.map((s, i) => {
        const first = s.points[0].DomainCount;
        const last = s.points[s.points.length - 1].DomainCount;
        return (
          <UsageOverTimeChart
            key={s.name}
            name={s.name}
            points={s.points}
            width={340}
            height={180}
            title={`Websites using ${s.name} (${props.category}) at the end of each of the last 12 months`}
            caption={`${s.name}: ${formatCount(first)} → ${countOf(last, 'website')}`}
            colour={seriesColour(i)}
          />
        );
      })}
    </div>
  );
}

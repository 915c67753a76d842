import { formatCount } from '../../format.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { PALETTE } from './palette.ts';
import { shorten } from './scale.ts';

export interface BarItem {
  /** Written above the bar, cut at `labelChars` (the full text is the bar's tooltip); unique within a chart. */
  label: string;
  value: number;
  /** Written after the bar; the value as a count when absent. */
  valueLabel?: string;
  colour?: string;
}

const ROW = 40;
/** Room right of the longest bar for its value. */
const BAR_SPAN = 80;

/**
 * Horizontal bars, one row each, the label above its bar and the value after it: every label is
 * readable however small its value, at the page's own font size and on any width (the drawing is
 * laid out in percent across, not scaled). For shares, countries, any top list.
 *
 * `title` names the chart for assistive technology and is the caption; the rows are also
 * given as text in the chart's description.
 */
export function BarList(props: {
  title: string;
  items: BarItem[];
  /** The value a full bar stands for; the largest value by default. */
  max?: number;
  labelChars?: number;
  caption?: string | null;
}) {
  const { items } = props;
  if (!items.length) return null;
  const max = props.max ?? Math.max(...items.map((i) => i.value), 0);
  const text = (i: BarItem) => i.valueLabel ?? formatCount(i.value);
  return (
    <ChartFrame
      className="bar-list"
      title={props.title}
      description={items.map((i) => `${i.label}: ${text(i)}`).join('; ')}
      height={items.length * ROW}
      caption={props.caption}
    >
      {items.map((item, i) => {
        // A value above zero keeps a sliver, so it never reads as none.
        const width = max > 0 && item.value > 0 ? Math.max(0.5, (item.value / max) * BAR_SPAN) : 0;
        const y = i * ROW;
        return (
          <g key={item.label}>
            <title>{`${item.label}: ${text(item)}`}</title>
            <text x="0" y={y + 14} className="chart-label">
              {shorten(item.label, props.labelChars ?? 40)}
            </text>
            <rect
              x="0"
              y={y + 19}
              width={`${width.toFixed(2)}%`}
              height="14"
              rx="2"
              fill={item.colour ?? PALETTE[0]}
            />
            <text x={`${width.toFixed(2)}%`} dx="6" y={y + 31} className="chart-value">
              {text(item)}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}

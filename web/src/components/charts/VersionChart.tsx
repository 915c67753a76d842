import { countOf } from '@techcensus/contract';
import { ChartLegend } from './ChartFrame.tsx';
import { ColumnChart } from './ColumnChart.tsx';
import { VERSION_COLOURS, type VersionInput, versionBars } from './versions.ts';

const KEY_TEXT = {
  vulnerable: 'vulnerable',
  highlighted: 'this version',
  normal: 'other versions',
} as const;

/**
 * Websites per version (part 2 §9 "Version chart"), oldest on the left when `versions` come
 * newest first, as the version lists give them. `keys` names what red and green mean here.
 */
export function VersionChart(props: {
  versions: VersionInput[];
  title: string;
  keys?: Partial<Record<keyof typeof VERSION_COLOURS, string>>;
}) {
  const bars = versionBars(props.versions).reverse();
  if (!bars.length) return null;
  const kinds = (['vulnerable', 'highlighted', 'normal'] as const).filter((k) =>
    bars.some((b) => b.kind === k),
  );
  return (
    <ColumnChart
      title={props.title}
      value={(v) => countOf(v, 'website')}
      columns={bars.map((b) => ({
        label: b.version,
        value: b.count,
        colour: b.colour,
        outline: b.outline,
        tip: `${b.version}: ${countOf(b.count, 'website')}${b.kind === 'vulnerable' ? ', vulnerable' : ''}`,
      }))}
      after={
        kinds.length > 1 ? (
          <ChartLegend
            keys={kinds.map((k) => ({ label: props.keys?.[k] ?? KEY_TEXT[k], colour: VERSION_COLOURS[k] }))}
          />
        ) : null
      }
    />
  );
}

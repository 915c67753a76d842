import { PALETTE } from './palette.ts';

/**
 * A bar inside a table row, as long as `value` is against `max`: a table becomes a bar chart
 * while its cells keep the names and figures (so the bar itself is hidden from assistive
 * technology). A value above zero keeps a sliver.
 */
export function InlineBar(props: { value: number; max: number; colour?: string }) {
  const width = props.max > 0 && props.value > 0 ? Math.max(1, (props.value / props.max) * 100) : 0;
  return (
    <svg className="inline-bar" width="100%" height="12" aria-hidden="true" focusable="false">
      <rect width={`${width.toFixed(2)}%`} height="12" rx="2" fill={props.colour ?? PALETTE[0]} />
    </svg>
  );
}

import { clampReportSize, type ReportSizeBounds } from '@techcensus/contract';
import { useEffect, useState } from 'react';

/**
 * How many domains to buy (part 1 §5): a slider and a number field within the bounds. The field
 * may hold anything while typed; it is clamped to the bounds when it loses focus.
 */
export function SizeSelector(props: {
  bounds: ReportSizeBounds;
  value: number;
  onChange(value: number): void;
}) {
  const { bounds, value } = props;
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  const commit = () => {
    const clamped = clampReportSize(Number(typed), bounds);
    setTyped(String(clamped));
    props.onChange(clamped);
  };
  return (
    <div className="size-selector">
      <label htmlFor="report-size">Websites in the report</label>
      <input
        id="report-size-slider"
        type="range"
        aria-label="Websites in the report (slider)"
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={value}
        disabled={bounds.max <= bounds.min}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
      <input
        id="report-size"
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <p className="muted size-bounds">
        From {bounds.min.toLocaleString('en-US')} to {bounds.max.toLocaleString('en-US')}
      </p>
    </div>
  );
}

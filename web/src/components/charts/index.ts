/**
 * The website's charts: plain SVG drawn on the server and hydrated unchanged (no chart library,
 * nothing measured in the browser), so a chart is in the first paint without any script.
 * Each takes its data as props; the shaping rules are pure functions beside them, unit-tested.
 *
 * - BarList: horizontal bars with the label above each bar (shares, top lists).
 * - InlineBar: a bar in a table row (the country and TLD tables).
 * - ColumnChart: vertical columns from zero (rank buckets, versions).
 * - LineChart: values over time, one line per series.
 * - PieChart: slices of a whole; pair it with a BarList as its legend.
 * - VersionChart: the spec's version distribution (outline widths, colours, which versions show).
 */
export { type BarItem, BarList } from './BarList.tsx';
export { ChartFrame, ChartLegend } from './ChartFrame.tsx';
export { type Column, ColumnChart } from './ColumnChart.tsx';
export { InlineBar } from './InlineBar.tsx';
export { LineChart, type LineSeries } from './LineChart.tsx';
export { PieChart, type PieSlice } from './PieChart.tsx';
export { BAD_COLOUR, GOOD_COLOUR, OTHER_COLOUR, PALETTE, seriesColour } from './palette.ts';
export { compactCount, monthName, monthTick } from './scale.ts';
export { PIE_GROUP_ABOVE, type ShareInput, type Slice, shareSlices } from './shares.ts';
export { VersionChart } from './VersionChart.tsx';
export { VERSION_COLOURS, type VersionInput, versionBars, versionOutlineWidth } from './versions.ts';

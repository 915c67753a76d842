import { type ReactNode, useId } from 'react';

/**
 * A chart as a figure: an SVG picture named by `title` and described by `description` (the
 * numbers, for readers who cannot see it), with a caption under it. The SVG is drawn on the
 * server like the rest of the page and hydrated unchanged: nothing is measured in the browser.
 *
 * `viewBox` scales the drawing with the width it is given; without it the SVG takes the width
 * of its column and `height` pixels, and children place themselves in percent across.
 */
export function ChartFrame(props: {
  title: string;
  description: string;
  height: number;
  viewBox?: { width: number; height: number };
  caption?: ReactNode;
  className?: string;
  children: ReactNode;
  /** Under the picture, before the caption: a legend. */
  after?: ReactNode;
}) {
  const id = useId();
  const box = props.viewBox;
  return (
    <figure className={props.className ? `chart ${props.className}` : 'chart'}>
      <svg
        className="chart-svg"
        role="img"
        aria-labelledby={`${id}t ${id}d`}
        width={box ? box.width : '100%'}
        height={props.height}
        viewBox={box ? `0 0 ${box.width} ${box.height}` : undefined}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={`${id}t`}>{props.title}</title>
        <desc id={`${id}d`}>{props.description}</desc>
        {props.children}
      </svg>
      {props.after}
      {props.caption === null ? null : <figcaption>{props.caption ?? props.title}</figcaption>}
    </figure>
  );
}

/** A legend of coloured keys, as text the page can wrap. */
export function ChartLegend(props: { keys: { label: string; colour: string }[] }) {
  return (
    <ul className="chart-keys">
      {props.keys.map((k) => (
        <li key={k.label}>
          <span className="chart-key" style={{ background: k.colour }} aria-hidden="true" />
          {k.label}
        </li>
      ))}
    </ul>
  );
}

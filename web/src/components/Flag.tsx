import { flagPath } from '@techcensus/contract';

/** A country flag from /s/ci/{code}.png (UK shown as GB), with the country's name as alt text. */
export function Flag(props: { code: string; name: string }) {
  return (
    <img
      className="flag"
      src={flagPath(props.code)}
      alt={props.name}
      title={props.name}
      width={16}
      height={11}
      loading="lazy"
    />
  );
}

import { flagPath } from '@techcensus/contract';

/**
 * A country flag from /s/ci/{code}.png (UK shown as GB), with the country's name as alt text —
 * or none when the name is written beside it (`named`), so a screen reader does not say it twice.
 */
export function Flag(props: { code: string; name: string; named?: boolean }) {
  return (
    <img
      className="flag"
      src={flagPath(props.code)}
      alt={props.named ? '' : props.name}
      title={props.name}
      width={16}
      height={11}
      loading="lazy"
    />
  );
}

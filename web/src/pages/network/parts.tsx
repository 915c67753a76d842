import { countOf } from '@techcensus/contract';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Flag } from '../../components/Flag.tsx';
import { formatCount, formatDomainRank } from '../../format.ts';
import type { AsnData } from './types.ts';

/**
 * A lookup form. Without JavaScript it is a plain GET to the lookup page itself (which answers
 * with a redirect); with it, the trimmed value is checked and the app navigates to `target(v)`.
 */
export function LookupForm(props: {
  id: string;
  label: string;
  name: string;
  action: string;
  placeholder: string;
  numeric?: boolean;
  target(value: string): string;
  button?: string;
}) {
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get(props.name) ?? '').trim();
    if (!value) return setError(`Please enter ${props.label.toLowerCase()}.`);
    if (props.numeric && !/^\d+$/.test(value.replace(/^as/i, '')))
      return setError('Please enter a number, for example 13335.');
    setError(null);
    navigate(props.target(props.numeric ? value.replace(/^as/i, '') : value));
  };
  return (
    <form className="lookup-form" method="get" action={props.action} onSubmit={onSubmit} noValidate>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        required
        placeholder={props.placeholder}
        inputMode={props.numeric ? 'numeric' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${props.id}-error` : undefined}
      />
      <button type="submit" className="button">
        {props.button ?? 'Lookup'}
      </button>
      {error ? (
        <p id={`${props.id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function TopDomainCell(props: { top: { Domain: string; Rank: number } | null }) {
  if (!props.top) return <>—</>;
  return (
    <>
      <Link href={`/website/${props.top.Domain}`}>{props.top.Domain}</Link>{' '}
      <span className="rank">({formatDomainRank(props.top.Domain, props.top.Rank)})</span>
    </>
  );
}

export function CountryLine(props: { country: AsnData['MostPopularCountry'] }) {
  const c = props.country;
  if (!c) return <>Unknown</>;
  return (
    <>
      <Flag named code={c.Country.ShortName} name={c.Country.Name} /> {c.Country.Name} (
      {countOf(c.DomainCount, 'website')}, {c.Percentage.toFixed(2)}%)
    </>
  );
}

export function PopularityTable(props: { rows: AsnData['Popularity'] }) {
  return (
    <table className="table">
      <caption>Popularity distribution</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col" className="num">
            Websites
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((p) => (
          <tr key={p.Bucket}>
            <td>{p.Bucket}</td>
            <td className="num">{formatCount(p.DomainCount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

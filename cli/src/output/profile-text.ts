import type { DomainProfile } from '@techcensus/sdk';
import { count, day, orDash, pairs, table } from './text.ts';

/** " (tranco list of 2026-11-20)", with "old rank" once a newer import of the list left the site out. */
const rankSourceText = (s: DomainProfile['rankSource']) =>
  s ? ` (${s.list} list of ${s.date}${s.current ? '' : ', old rank'})` : '';

/** A website profile for people: facts first, then the technologies, then contacts. */
export function profileText(p: DomainProfile): string {
  const lines: string[] = [];
  lines.push(p.title ? `${p.domain} — ${p.title}` : p.domain);
  const facts: [string, string][] = [
    ['rank', p.rank === null ? 'low' : count(p.rank) + rankSourceText(p.rankSource)],
    ['country', p.country ? `${p.country.name} (${p.country.code})` : '–'],
    ['language', p.language ? `${p.language.name} (${p.language.code})` : '–'],
    ['IP', orDash(p.ip)],
    ['network', p.asn ? `AS${p.asn.number}${p.asn.name ? ` ${p.asn.name}` : ''}` : '–'],
    [
      'last visit',
      `${day(p.fetch.checkedAt)} (${p.fetch.outcome}${p.fetch.status ? ` ${p.fetch.status}` : ''})`,
    ],
  ];
  if (p.redirectsTo) facts.push(['redirects to', p.redirectsTo]);
  if (p.maxSeverity !== null) facts.push(['max CVSS', String(p.maxSeverity)]);
  if (p.synthetic) facts.push(['note', 'generated demonstration data']);
  lines.push(pairs(facts));

  lines.push('', `Technologies (${p.technologies.length})`);
  if (p.technologies.length) {
    lines.push(
      table(
        ['name', 'version', 'categories', 'last seen'],
        p.technologies.map((t) => [
          t.name,
          orDash(t.version),
          t.categories.map((c) => c.name).join(', '),
          day(t.lastSeen),
        ]),
      ),
    );
  } else {
    lines.push('  none detected');
  }

  const contacts: [string, string][] = [
    ...p.contacts.emails.map((e): [string, string] => ['email', e]),
    ...p.contacts.phones.map((ph): [string, string] => ['phone', ph]),
    ...(p.contacts.address
      ? [['address', p.contacts.address.replace(/\s*\n\s*/g, ', ')] as [string, string]]
      : []),
    ...Object.entries(p.social)
      .filter(([, url]) => url)
      .map(([network, url]): [string, string] => [network, url as string]),
  ];
  if (contacts.length) lines.push('', 'Contacts', pairs(contacts));
  return lines.join('\n');
}

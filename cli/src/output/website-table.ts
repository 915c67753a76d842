import type { WebsiteRow } from '@techcensus/sdk';
import { count, orDash, table } from './text.ts';

/** Rows of a website list for people: domain, rank ("low" past the ranked lists), country, title. */
export function websiteTable(websites: WebsiteRow[]): string {
  return table(
    ['domain', 'rank', 'country', 'title'],
    websites.map((w) => [
      w.domain,
      w.rank === null ? 'low' : count(w.rank),
      orDash(w.country),
      w.title ?? '',
    ]),
  );
}

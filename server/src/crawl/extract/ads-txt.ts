// ads.txt (IAB Tech Lab 1.1): one authorised seller per line —
// "<ad system domain>, <publisher account id>, DIRECT|RESELLER[, <certification authority id>]".

import type { Advertiser } from '../types.ts';

const MAX_RECORDS = 5000;

export function parseAdsTxt(text: string): Advertiser[] {
  // A soft 404 that serves the home page is not an ads.txt file.
  if (/^\s*(<!doctype|<html|<head|<body)/i.test(text)) return [];
  const out: Advertiser[] = [];
  const seen = new Set<string>();
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    if (!line || /^[a-z_-]+\s*=/i.test(line)) continue; // variables: contact=, subdomain=, OWNERDOMAIN=…
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length < 3) continue;
    const domain = fields[0]
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '');
    if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/.test(domain)) continue;
    const relationship = fields[2].toUpperCase();
    if (!fields[1]) continue;
    const record: Advertiser = {
      domain,
      publisherId: fields[1],
      relationship: relationship === 'DIRECT' || relationship === 'RESELLER' ? relationship : fields[2],
      ...(fields[3] ? { certificationId: fields[3] } : {}),
    };
    const key = `${domain}|${record.publisherId}|${record.relationship}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(record);
    if (out.length >= MAX_RECORDS) break;
  }
  return out;
}

/** The distinct ad systems of an ads.txt, in order of first appearance. */
export function advertiserDomains(records: Advertiser[]): string[] {
  return [...new Set(records.map((r) => r.domain))];
}

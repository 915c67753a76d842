import { creditCostText, type DomainProfile } from '@techcensus/sdk';
import { z } from 'zod';
import { EXIT } from '../../exit-codes.ts';
import { CliFailure } from '../../failure.ts';
import { slugify } from '../../filter-flags.ts';
import { profileText } from '../../output/profile-text.ts';
import { technologyText } from '../../output/technology-text.ts';
import { table } from '../../output/text.ts';
import { DomainProfile as DomainProfileSchema, TechnologyLookup } from '../contract.ts';
import { defineTool } from '../tool.ts';

/** When each technology was first and last seen on the site: the history a lookup answers with. */
function historyText(p: DomainProfile): string {
  if (!p.technologies.length) return '';
  const rows = p.technologies.map((t) => [
    t.name,
    t.firstSeen,
    t.lastSeen,
    t.cves.length ? t.cves.join(' ') : '–',
  ]);
  return `\n\nHistory and known CVEs\n${table(['technology', 'first seen', 'last seen', 'CVEs'], rows)}`;
}

export const lookupWebsite = defineTool({
  name: 'lookup_website',
  title: 'Website technology lookup',
  description: `The technologies a website uses, as last indexed: each with version, categories, the day it was first and last seen, and known CVEs; plus rank, country, language, IP and network, contacts and social links. Cost: ${creditCostText('domainLookup')}; a domain that is not indexed is not charged (use start_scan to index it). The API keeps no older snapshots of a site: the first-seen and last-seen days are its history, and list_websites' "change" filter finds sites by what they added or dropped.`,
  input: z.object({
    domain: z
      .string()
      .min(1)
      .max(2048)
      .describe('Host name, e.g. example.com; a scheme, www. or path is dropped'),
  }),
  output: DomainProfileSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ domain }, { client }) {
    const profile = await client.domainLookup(domain);
    return { text: profileText(profile) + historyText(profile), data: profile };
  },
});

export const lookupTechnology = defineTool({
  name: 'lookup_technology',
  title: 'Technology lookup',
  description: `A technology's catalogue entry and usage: description, categories, how many indexed websites use it, its most used versions and top countries, and its known CVEs. Takes a slug or a name ("wordpress", "Google Analytics"); the answer's slug is what list_websites' filters take. Cost: ${creditCostText('technologyLookup')}.`,
  input: z.object({
    technology: z
      .string()
      .min(1)
      .max(200)
      .describe('Technology slug or name, e.g. wordpress or "Google Analytics"'),
  }),
  output: TechnologyLookup,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ technology }, { client }) {
    const slug = slugify(technology);
    if (!slug) {
      throw new CliFailure(
        `"${technology}" is not a technology name; try e.g. "wordpress".`,
        EXIT.usage,
        'invalid_technology',
      );
    }
    const tech = await client.technology(slug);
    return { text: technologyText(tech), data: tech };
  },
});

import { Args, Flags } from '@oclif/core';
import { creditCostText, type TechnologyLookup, type WebsiteRow } from '@techcensus/sdk';
import { TechCensusCommand } from '../base.ts';
import { slugify } from '../filter-flags.ts';
import { count, orDash, pairs, plural, table } from '../output/text.ts';

type Result = TechnologyLookup | { technology: string; version: string | null; websites: WebsiteRow[] };

export default class Technology extends TechCensusCommand {
  static override summary = 'Show a technology and its usage, or the websites using it.';
  static override description =
    `Without --websites: the catalogue entry, how many indexed sites use it, its most used versions and countries, and its known CVEs (free).
With --websites: the best-ranked sites using it, optionally one --version only, --limit at most (${creditCostText('technologyWebsites')}).`;
  static override examples = [
    '<%= config.bin %> technology wordpress',
    '<%= config.bin %> technology "Google Analytics" --json',
    '<%= config.bin %> technology wordpress --websites --version 6.4.2 --limit 25',
  ];

  static override args = {
    name: Args.string({
      description: 'Technology slug or name (wordpress, "Google Analytics").',
      required: true,
    }),
  };

  static override flags = {
    websites: Flags.boolean({ description: 'List the websites using it (charged per site).' }),
    version: Flags.string({ description: 'Only sites running this exact version.', dependsOn: ['websites'] }),
    limit: Flags.integer({
      description: 'Most websites to list [default: 10].',
      min: 1,
      dependsOn: ['websites'],
    }),
  };

  async run(): Promise<Result> {
    const { args, flags } = await this.parse(Technology);
    const client = await this.client(flags);
    const slug = slugify(args.name);
    if (!flags.websites) {
      const tech = await client.technology(slug);
      this.log(technologyText(tech));
      return tech;
    }
    const websites = await client
      .technologyWebsites(slug, { version: flags.version, limit: flags.limit ?? 10 })
      .toArray();
    const what = `${slug}${flags.version ? ` ${flags.version}` : ''}`;
    this.log(`${plural(websites.length, 'website')} using ${what}:`);
    if (websites.length) {
      this.log(
        table(
          ['domain', 'rank', 'country', 'title'],
          websites.map((w) => [
            w.domain,
            w.rank === null ? 'low' : count(w.rank),
            orDash(w.country),
            w.title ?? '',
          ]),
        ),
      );
    }
    return { technology: slug, version: flags.version ?? null, websites };
  }
}

function technologyText(t: TechnologyLookup): string {
  const lines = [t.name];
  if (t.description) lines.push(t.description);
  const facts: [string, string][] = [
    ['slug', t.slug],
    ['categories', t.categories.map((c) => c.name).join(', ') || '–'],
    ['website', orDash(t.website)],
    ['used by', plural(t.websiteCount, 'indexed site')],
    ['known CVEs', count(t.knownCves)],
  ];
  if (t.oss || t.saas)
    facts.push(['kind', [t.oss && 'open source', t.saas && 'SaaS'].filter(Boolean).join(', ')]);
  if (t.pricing.length) facts.push(['pricing', t.pricing.join(', ')]);
  lines.push(pairs(facts));
  if (t.versions.length) {
    lines.push(
      '',
      'Top versions',
      table(
        ['version', 'sites'],
        t.versions.map((b) => [b.key, count(b.count)]),
      ),
    );
  }
  if (t.countries.length) {
    lines.push(
      '',
      'Top countries',
      table(
        ['country', 'sites'],
        t.countries.map((b) => [b.key, count(b.count)]),
      ),
    );
  }
  return lines.join('\n');
}

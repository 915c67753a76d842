import { readFile } from 'node:fs/promises';
import { Args, Flags } from '@oclif/core';
import { BULK_LOOKUP_MAX, type BulkLookupResult, creditCostText } from '@techcensus/sdk';
import { TechCensusCommand } from '../base.ts';
import { EXIT } from '../exit-codes.ts';
import { CliFailure } from '../failure.ts';
import { count, orDash, plural, table } from '../output/text.ts';

/** One domain a line; blank lines and `#` comments are skipped. */
async function domainsFromFile(file: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message;
    throw new CliFailure(`--file ${file}: ${why}`, EXIT.usage, 'file_error');
  }
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
}

export default class BulkLookup extends TechCensusCommand {
  static override summary = 'Look up many websites at once.';
  static override description =
    `The profiles of the domains given as arguments and/or in --file (one a line, # comments), ${BULK_LOOKUP_MAX} to a call, one call after another. ${creditCostText('bulkDomainLookup')} found: domains the index does not hold, and inputs that are not domain names, are listed and cost nothing.`;
  static override examples = [
    '<%= config.bin %> bulk-lookup example.com example.org shop.example.net',
    '<%= config.bin %> bulk-lookup --file domains.txt --json > profiles.json',
  ];

  static override strict = false;
  static override args = {
    domains: Args.string({ description: 'Host names (as many as you like).' }),
  };

  static override flags = {
    file: Flags.string({ char: 'f', description: 'File with one domain a line.' }),
  };

  async run(): Promise<BulkLookupResult> {
    const { argv, flags } = await this.parse(BulkLookup);
    const domains = [...(argv as string[]), ...(flags.file ? await domainsFromFile(flags.file) : [])];
    if (!domains.length)
      throw new CliFailure('Give the domains to look up as arguments or in --file.', EXIT.usage);
    const client = await this.client(flags);
    const all: BulkLookupResult = { results: [], notFound: [], invalid: [] };
    for (let i = 0; i < domains.length; i += BULK_LOOKUP_MAX) {
      const part = await client.bulkLookup(domains.slice(i, i + BULK_LOOKUP_MAX));
      all.results.push(...part.results);
      all.notFound.push(...part.notFound);
      all.invalid.push(...part.invalid);
    }
    this.log(`${plural(all.results.length, 'website')} found:`);
    if (all.results.length) {
      this.log(
        table(
          ['domain', 'rank', 'country', 'technologies', 'title'],
          all.results.map((p) => [
            p.domain,
            p.rank === null ? 'low' : count(p.rank),
            orDash(p.country?.code),
            p.technologies.length,
            p.title ?? '',
          ]),
        ),
      );
    }
    if (all.notFound.length) this.log(`Not in the index (not charged): ${all.notFound.join(', ')}`);
    if (all.invalid.length) this.log(`Not domain names (not charged): ${all.invalid.join(', ')}`);
    return all;
  }
}

import { type CveLookup, creditCostText } from '@techcensus/sdk';
import { requiredText } from '../args.ts';
import { TechCensusCommand } from '../base.ts';
import { count, day, orDash, pairs, table } from '../output/text.ts';

export default class Cve extends TechCensusCommand {
  static override summary = 'Show a known vulnerability and the technology versions it affects.';
  static override description =
    `The CVE's title, description, CVSS base score and CWE, the technologies and version ranges it affects, how many indexed websites carry it, and its references. ${creditCostText('cveLookup')}. An id the service does not know exits 6.`;
  static override examples = [
    '<%= config.bin %> cve CVE-2024-31210',
    '<%= config.bin %> cve cve-2024-4439 --json',
  ];

  static override args = {
    id: requiredText('The CVE id, CVE-YYYY-NNNN.'),
  };

  async run(): Promise<CveLookup> {
    const { args, flags } = await this.parse(Cve);
    const cve = await (await this.client(flags)).cve(args.id.trim().toUpperCase());
    this.log(cveText(cve));
    return cve;
  }
}

/** ">= 6.0 and < 6.4.3", or "all versions". */
function rangeText(r: CveLookup['technologies'][number]['ranges'][number]): string {
  const parts = [r.from ? `>= ${r.from}` : '', r.to ? `${r.toInclusive ? '<=' : '<'} ${r.to}` : ''];
  return parts.filter(Boolean).join(' and ') || 'all versions';
}

function cveText(c: CveLookup): string {
  const lines = [`${c.id} — ${c.title}`];
  if (c.description) lines.push(c.description);
  lines.push(
    pairs([
      ['CVSS', orDash(c.severity)],
      ['CWE', c.cwe ? `CWE-${c.cwe.id}${c.cwe.name ? ` ${c.cwe.name}` : ''}` : '–'],
      ['published', orDash(day(c.published))],
      ['updated', orDash(day(c.updated))],
      ['websites', `${count(c.websiteCount)} indexed sites carry it`],
    ]),
  );
  if (c.technologies.length) {
    lines.push(
      '',
      'Affects',
      table(
        ['technology', 'versions'],
        c.technologies.map((t) => [t.name, t.ranges.map(rangeText).join('; ') || 'all versions']),
      ),
    );
  }
  if (c.references.length) lines.push('', 'References', ...c.references.map((r) => `  ${r}`));
  return lines.join('\n');
}

import { readFile } from 'node:fs/promises';
import { Args, Flags } from '@oclif/core';
import { ALERT_SUBSCRIBABLE_EVENTS, type ReportFilter } from '@techcensus/sdk';
import { EXIT } from './exit-codes.ts';
import { CliFailure } from './failure.ts';
import { type FilterFlagValues, filterFlags, filtersFromFlags } from './filter-flags.ts';

export const alertIdArg = {
  id: Args.string({ description: 'The alert id (from `alerts list`).', required: true }),
};

/** The report filter flags, plus a file for what they cannot express (changes, vulnerabilities). */
export const alertFilterFlags = {
  ...filterFlags,
  'filters-file': Flags.string({
    helpGroup: 'FILTER',
    description:
      'JSON file with a filter list (the API\'s `filters`, e.g. copied from the report builder): an array, or an object with a "filters" array. Combined with the filter flags; all must hold.',
  }),
};

/** Where an alert tells you: the webhook and the e-mail switches. */
export const deliveryFlags = {
  webhook: Flags.string({
    description: 'https URL that receives the signed events (a private address is refused).',
  }),
  email: Flags.boolean({ description: "E-mail the events to the account's address.", allowNo: true }),
  event: Flags.string({
    multiple: true,
    options: [...ALERT_SUBSCRIBABLE_EVENTS],
    description:
      'Send only these events (repeat the flag) [default: all]. The technology and CVE events are those of your monitored websites.',
  }),
  digest: Flags.boolean({
    description: 'E-mail one digest a day instead of one e-mail per event.',
    allowNo: true,
  }),
};

async function filtersFromFile(file: string): Promise<ReportFilter[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new CliFailure(
      `Cannot read --filters-file ${file}: ${(err as Error).message}`,
      EXIT.usage,
      'file_error',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new CliFailure(
      `--filters-file ${file} is not JSON: ${(err as Error).message}`,
      EXIT.usage,
      'file_error',
    );
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { filters?: unknown } | null)?.filters;
  if (!Array.isArray(list)) {
    throw new CliFailure(
      `--filters-file ${file} must hold a JSON array of filters, or an object with a "filters" array.`,
      EXIT.usage,
      'file_error',
    );
  }
  // Each filter's fields are checked by the API, which names the one that is wrong.
  return list as ReportFilter[];
}

/** The filters of the flags and the file, or undefined when none of them was given. */
export async function alertFilters(
  flags: FilterFlagValues & { 'filters-file'?: string },
): Promise<ReportFilter[] | undefined> {
  const fromFlags = filtersFromFlags(flags);
  const fromFile = flags['filters-file'] ? await filtersFromFile(flags['filters-file']) : [];
  const all = [...fromFlags, ...fromFile];
  return all.length || flags['filters-file'] ? all : undefined;
}

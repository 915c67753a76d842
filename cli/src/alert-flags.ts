import { Flags } from '@oclif/core';
import { ALERT_SUBSCRIBABLE_EVENTS, type ReportFilter } from '@techcensus/sdk';
import { requiredText } from './args.ts';
import { type FilterFlagValues, filterFlags, filtersGiven, filtersOf } from './filter-flags.ts';

export const alertIdArg = {
  id: requiredText('The alert id (from `alerts list`).'),
};

/** An alert's filters: the report filter flags and --filters-file, as `report` takes them. */
export const alertFilterFlags = filterFlags;

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

/** The filters of the flags and the file, or undefined when none of them was given. */
export async function alertFilters(flags: FilterFlagValues): Promise<ReportFilter[] | undefined> {
  return filtersGiven(flags) ? filtersOf(flags) : undefined;
}

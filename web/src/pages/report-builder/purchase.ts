import {
  compileFilterList,
  type FilterEntry,
  type ReportFilter,
  reportLabel,
  serializeEntries,
} from '@techcensus/contract';
import { formCall } from '../../data/answers.ts';
import { site } from '../../data/client.ts';
import { loadRegionList } from './suggestions.ts';

export interface ReportOrder {
  entries: FilterEntry[];
  /** The size chosen with the slider or the number field. */
  domainCount: number;
  price: number;
  agreedWithTerms: boolean;
}

/**
 * The order's filters in the report filter language, compiled from the same serialized list the
 * count used. "Europe or the US" needs Europe's countries, which only the region list knows.
 */
async function orderFilters(entries: FilterEntry[]): Promise<ReportFilter[]> {
  const list = serializeEntries(entries);
  const needsRegions = list.some((f) => f.Region?.length && f.Country?.length);
  const regions = needsRegions ? await loadRegionList() : [];
  return compileFilterList(list, {
    regionCountries: (id) => regions.find((r) => r.Id === id)?.Countries.map((c) => c.Id),
  });
}

/**
 * Part 1 §4 "Purchase": the payment key, then the order (the purchase payload of §3), then the
 * checkout page. Returns the checkout address, or null after logging why not: purchase errors
 * are only logged (§8).
 */
export async function startCheckout(order: ReportOrder): Promise<string | null> {
  try {
    const key = await formCall(site.purchase.publicKey());
    if (!key.ok) throw new Error(`public key: ${key.message}`);
    const answer = await formCall(
      site.purchase.report({
        body: {
          orderCriteria: reportLabel(order.entries),
          orderURL: window.location.href,
          domainCount: order.domainCount,
          price: order.price,
          agreedWithTerms: order.agreedWithTerms,
          details: await orderFilters(order.entries),
        },
      }),
    );
    if (!answer.ok) throw new Error(`order: ${answer.message}`);
    const url = answer.body.results?.url;
    if (typeof url !== 'string' || !url) throw new Error('order: no checkout address in the answer');
    return url;
  } catch (err) {
    console.error('Report purchase failed', err);
    return null;
  }
}

import {
  AuthOptions,
  accountsContract,
  alertsWebsiteContract,
  type Contract,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  monitoringContract,
  ownershipContract,
  purchaseContract,
  reportBuilderContract,
  scansContract,
  searchContract,
  systemContract,
} from '@techcensus/contract';
import { type ApiFetcher, initClient } from '@ts-rest/core';
import type { z } from 'zod';
import { send } from './client.ts';

/**
 * The ts-rest client of the website's calls. Loaded by `site` (client.ts) on the first call, not
 * with the page: the routes carry their zod schemas, which no page needs to be shown.
 */

/**
 * The contract without the public API (API keys: the SDK's business) and without page data
 * (`fetchEnvelope`). A router added to the contract fails to compile here until it is listed.
 */
const websiteRoutes = {
  system: systemContract,
  accounts: accountsContract,
  monitoring: monitoringContract,
  purchase: purchaseContract,
  reportBuilder: reportBuilderContract,
  scans: scansContract,
  ownership: ownershipContract,
  search: searchContract,
  alerts: alertsWebsiteContract,
} satisfies Omit<Contract, 'apiV1' | 'pages'>;

const transport: ApiFetcher = ({ path, method, headers, body, fetchOptions }) =>
  send(path, { ...fetchOptions, method, headers, body });

const client = initClient(websiteRoutes, {
  baseUrl: '',
  // The CSRF header the server requires on every state-changing call (docs/accounts.md).
  baseHeaders: { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
  throwOnUnknownStatus: false,
  api: transport,
});

type Args = { params?: Record<string, string> } & Record<string, unknown>;

/**
 * ts-rest puts path parameters into the path as they are; a scan token or a subscription ID
 * with a `/` or `?` in it must stay one segment, as the hand-built addresses had it.
 */
function encodingParams<T extends object>(routes: T): T {
  const wrapped = Object.entries(routes).map(([name, value]) => {
    if (typeof value !== 'function') return [name, encodingParams(value as object)];
    const call = value as (args?: Args) => Promise<unknown>;
    return [
      name,
      (args?: Args) =>
        call(
          args?.params
            ? {
                ...args,
                params: Object.fromEntries(
                  Object.entries(args.params).map(([key, v]) => [key, encodeURIComponent(v)]),
                ),
              }
            : args,
        ),
    ];
  });
  return Object.fromEntries(wrapped) as T;
}

export const calls = encodingParams(client);
export type WebsiteCalls = typeof calls;

/**
 * The sign-in methods and captcha the server offers, parsed with the contract's schema here,
 * where zod is loaded anyway: the shell reads their fields, so an answer of another shape (a
 * proxy's error page as JSON) must fail the query, not the form.
 */
export async function authOptions(): Promise<z.infer<typeof AuthOptions>> {
  const res = await calls.accounts.authOptions();
  if (res.status !== 200) throw new Error(`auth options: HTTP ${res.status}`);
  const parsed = AuthOptions.safeParse(res.body);
  if (!parsed.success) throw new Error('auth options: unexpected answer');
  return parsed.data;
}

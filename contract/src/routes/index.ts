import { initContract } from '@ts-rest/core';
import { accountsContract } from './accounts.ts';
import { alertsWebsiteContract } from './alerts-website.ts';
import { apiV1Contract } from './api/index.ts';
import { monitoringContract } from './monitoring.ts';
import { ownershipContract } from './ownership.ts';
import { pagesContract } from './pages.ts';
import { purchaseContract } from './purchase.ts';
import { reportBuilderContract } from './report-builder.ts';
import { scansContract } from './scans.ts';
import { searchContract } from './search.ts';
import { systemContract } from './system.ts';

const c = initContract();

/**
 * Every endpoint of the service, grouped by area. The single source of truth. The public API
 * comes first: Express tries routes in this order, and a metered call should not be matched
 * against every website page first.
 */
export const contract = c.router({
  apiV1: apiV1Contract,
  system: systemContract,
  pages: pagesContract,
  accounts: accountsContract,
  monitoring: monitoringContract,
  purchase: purchaseContract,
  reportBuilder: reportBuilderContract,
  scans: scansContract,
  search: searchContract,
  ownership: ownershipContract,
  alerts: alertsWebsiteContract,
});

export type Contract = typeof contract;

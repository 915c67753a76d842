import type { TechCensusTool } from '../tool.ts';
import { createAlert, listAlerts } from './alerts.ts';
import { getCredits } from './credits.ts';
import { lookupTechnology, lookupWebsite } from './lookups.ts';
import { getScan, startScan } from './scans.ts';
import { countWebsites, listWebsites } from './websites.ts';

export { SCAN_WAIT_MAX_SECONDS } from './scans.ts';
export { MCP_WEBSITE_ROWS_MAX } from './websites.ts';

/** Every tool the server offers, in the order assistants list them. */
export const TOOLS: TechCensusTool[] = [
  lookupWebsite,
  lookupTechnology,
  countWebsites,
  listWebsites,
  startScan,
  getScan,
  getCredits,
  listAlerts,
  createAlert,
];

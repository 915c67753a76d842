import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../server/src/crawl/render/chromium.ts';

/**
 * Debian's chromium for the browser suites, started the one way this machine allows: headless,
 * no sandbox (root), and no background traffic to hosts the closed network refuses.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = CHROMIUM_FLAGS;
export const haveChromium = existsSync(CHROMIUM);
/** Browser suites run where chromium is installed; with CI=true a missing browser fails them. */
export const runBrowserSuites = haveChromium || process.env.CI === 'true';
/** Built once by tests/global-setup.ts before any suite starts. */
export const MANIFEST = fileURLToPath(new URL('../../web/dist/.vite/manifest.json', import.meta.url));

export async function launchChromium(): Promise<Browser> {
  if (!haveChromium) throw new Error(`${CHROMIUM} is missing; install it with apt-get install chromium`);
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing; the global setup should have built it`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

// The engine's entry point: one page's signals in, detections out. Pure: no I/O, no clock other
// than the time budget.

import type { CompiledSet } from './compile.ts';
import { staticDomAnswers } from './dom.ts';
import { signalsFromHtml } from './extract.ts';
import { cap, DEFAULT_BUDGET_MS, headTail, LIMITS } from './limits.ts';
import { MatchRun } from './match.ts';
import { resolveDetections } from './resolve.ts';
import type { Detection, DetectOptions, DetectReport, PageSignals } from './types.ts';

export function detect(set: CompiledSet, signals: PageSignals, opts: DetectOptions = {}): Detection[] {
  return detectWithReport(set, signals, opts).detections;
}

export function detectWithReport(
  set: CompiledSet,
  signals: PageSignals,
  opts: DetectOptions = {},
): DetectReport {
  const started = performance.now();
  const run = new MatchRun(set, opts.budgetMs ?? DEFAULT_BUDGET_MS);
  // Over the cap, the first and last halves are matched as two inputs: slices of the page, never a
  // joined copy of megabytes.
  const html = signals.html ?? '';
  const htmlParts = headTail(html, LIMITS.html);
  const derived =
    html &&
    opts.deriveFromHtml !== false &&
    (!signals.meta ||
      !signals.scriptSrc ||
      !signals.scripts ||
      signals.css === undefined ||
      signals.text === undefined)
      ? signalsFromHtml(htmlParts.length === 1 ? html : htmlParts.join('\n'), signals.url)
      : undefined;

  const meta = signals.meta ?? derived?.meta ?? {};
  const scriptSrc = signals.scriptSrc ?? derived?.scriptSrc ?? [];
  const scripts = signals.scripts ?? derived?.scripts ?? [];
  const css = signals.css ?? derived?.css ?? [];
  const text = signals.text ?? derived?.text ?? '';

  // Small, keyed inputs first: if the budget runs out it is spent on the big text inputs.
  if (signals.url) run.items('url', [cap(signals.url, LIMITS.value)], false);
  run.keyed('headers', entries(signals.headers, false));
  run.keyed('cookies', cookieEntries(set, signals.cookies));
  run.keyed('meta', entries(meta, false));
  run.items('scriptSrc', list(scriptSrc, LIMITS.value), true);
  run.keyed('dns', entries(signals.dns, false));
  if (signals.certIssuer) run.items('certIssuer', [cap(signals.certIssuer, LIMITS.value)], false);
  if (signals.robots) run.items('robots', [cap(signals.robots, LIMITS.robots)], false);
  if (signals.xhr) run.items('xhr', list(signals.xhr, LIMITS.value), false, true);
  if (signals.js) run.keyed('js', jsEntries(signals.js), true);
  if (signals.probe) run.keyed('probe', entries(signals.probe, true, LIMITS.probeBody));
  if (signals.dom) run.dom(signals.dom, true);
  else if (opts.staticDom && html) run.dom(staticDomAnswers(set, htmlParts.join('\n')), false);

  run.items('css', capTotal(Array.isArray(css) ? css : [css], LIMITS.css, LIMITS.css), false);
  run.items('text', [cap(text, LIMITS.text)], false);
  run.items('scripts', capTotal(scripts, LIMITS.script, LIMITS.scriptsTotal), false);
  if (html) run.items('html', htmlParts, false);

  return {
    detections: resolveDetections(set, run.hits),
    budgetExceeded: run.budgetExceeded,
    regexRuns: run.regexRuns,
    elapsedMs: performance.now() - started,
  };
}

function asArray(v: string | string[] | undefined): string[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

function list(values: string[], max: number): string[] {
  const out = values.length > LIMITS.listItems ? values.slice(0, LIMITS.listItems) : values;
  return out.map((v) => cap(String(v), max));
}

function capTotal(values: string[], each: number, total: number): string[] {
  const out: string[] = [];
  let used = 0;
  for (const v of values) {
    if (used >= total) break;
    const piece = cap(v, Math.min(each, total - used));
    out.push(piece);
    used += piece.length;
  }
  return out;
}

function entries(
  obj: Record<string, string | string[]> | undefined,
  caseSensitive: boolean,
  max: number = LIMITS.value,
): [string, string[]][] {
  if (!obj) return [];
  return Object.entries(obj).map(([k, v]) => [
    caseSensitive ? k : k.toLowerCase(),
    asArray(v)
      .slice(0, LIMITS.listItems)
      .map((x) => cap(String(x ?? ''), max)),
  ]);
}

function jsEntries(js: Record<string, string | number | boolean>): [string, string[]][] {
  return Object.entries(js).map(([k, v]) => [k, [cap(String(v), LIMITS.value)]]);
}

/** Cookie names in the set may be expressions (`_ga_*`); a cookie takes the first that fits. */
function cookieEntries(set: CompiledSet, cookies: PageSignals['cookies']): [string, string[]][] {
  const out = entries(cookies, false);
  const extra: [string, string[]][] = [];
  for (const [name, values] of out) {
    if (set.keyed.cookies.has(name)) continue;
    for (const { re, key } of set.cookieNamePatterns) {
      if (re.test(name)) extra.push([key, values]);
    }
  }
  return extra.length ? [...out, ...extra] : out;
}

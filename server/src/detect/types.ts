// Public shapes of the detection engine.

/** What one element answered for a `dom` selector (from a rendered page or the static DOM). */
export interface DomAnswer {
  text?: string;
  attributes?: Record<string, string>;
  properties?: Record<string, string | number | boolean>;
}

/** Everything the engine can look at for one page. Every field is optional. */
export interface PageSignals {
  url?: string;
  status?: number;
  /** response headers; names are matched case-insensitively */
  headers?: Record<string, string | string[]>;
  /** cookie name → value(s) */
  cookies?: Record<string, string | string[]>;
  html?: string;
  /** `<meta name|property>` → content(s); derived from `html` when absent */
  meta?: Record<string, string | string[]>;
  /** absolute URLs of `<script src>`; derived from `html` when absent */
  scriptSrc?: string[];
  /** inline and fetched script bodies; inline ones are derived from `html` when absent */
  scripts?: string[];
  /** style sheet text (inline `<style>` and fetched sheets); derived from `html` when absent */
  css?: string | string[];
  /** visible body text; derived from `html` when absent */
  text?: string;
  robots?: string;
  /** DNS record type (MX, TXT, NS, SOA, …) → records */
  dns?: Record<string, string[]>;
  certIssuer?: string;
  /** deep scan: JavaScript global chain (`jQuery.fn.jquery`) → its value */
  js?: Record<string, string | number | boolean>;
  /** deep scan: selector → one answer per matching element */
  dom?: Record<string, DomAnswer[]>;
  /** deep scan: hostnames of XHR/fetch requests */
  xhr?: string[];
  /** probe path → response body (present only when the path answered) */
  probe?: Record<string, string>;
}

export type PatternKind =
  | 'headers'
  | 'cookies'
  | 'meta'
  | 'html'
  | 'text'
  | 'css'
  | 'scriptSrc'
  | 'scripts'
  | 'url'
  | 'xhr'
  | 'dom'
  | 'js'
  | 'robots'
  | 'dns'
  | 'certIssuer'
  | 'probe';

/** Why a technology was reported. */
export interface Evidence {
  kind: PatternKind | 'implies';
  /** header/cookie/meta name, DNS type, js chain, probe path, or `selector [attribute|property|text]` */
  key?: string;
  /** the pattern as written in the set (for `implies`: the implying technology) */
  pattern: string;
  /** the matched text, cut to 120 characters */
  match: string;
  confidence: number;
  version?: string;
}

export type DetectionMode = 'static' | 'rendered';

export interface CategoryRef {
  id: number;
  slug: string;
  name: string;
}

export interface Detection {
  name: string;
  slug: string;
  version: string;
  confidence: number;
  categories: CategoryRef[];
  /** rendered when some evidence needs a browser (js, dom answers, xhr); static otherwise */
  mode: DetectionMode;
  evidence: Evidence[];
}

export interface CatalogueCategory {
  id: number;
  name: string;
  slug: string;
  priority: number;
  /** parent group ids */
  groups: number[];
}

export interface CatalogueTechnology {
  name: string;
  slug: string;
  description: string | null;
  website: string | null;
  icon: string;
  categories: { id: number; slug: string }[];
  cpe: string | null;
  oss: boolean;
  saas: boolean;
  pricing: string[];
}

export interface DetectOptions {
  /** stop running regular expressions on large inputs after this many ms (default 300) */
  budgetMs?: number;
  /** evaluate `dom` patterns on a DOM parsed from `html` when no `dom` answers are given */
  staticDom?: boolean;
  /** fill meta, scriptSrc, scripts, css and text from `html` when they are absent (default true) */
  deriveFromHtml?: boolean;
}

export interface DetectReport {
  detections: Detection[];
  /** true when the time budget stopped pattern matching early */
  budgetExceeded: boolean;
  /** regular expressions executed */
  regexRuns: number;
  elapsedMs: number;
}

/** Raw fingerprint file shapes (Wappalyzer format). */
export type RawPatterns = string | string[] | Record<string, unknown>;
export interface RawTechnology {
  cats?: number[];
  description?: string;
  website?: string;
  icon?: string;
  cpe?: string;
  oss?: boolean;
  saas?: boolean;
  pricing?: string[];
  implies?: string | string[];
  requires?: string | string[];
  requiresCategory?: number | string | (number | string)[];
  excludes?: string | string[];
  [kind: string]: unknown;
}
export interface RawCategory {
  name: string;
  priority?: number;
  groups?: number[];
}

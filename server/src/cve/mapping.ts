// Which fingerprinted technology a vulnerable product is. CVE records name products in four ways:
// CPEs (ADP entries, sometimes the CNA), CNA vendor/product free text ("Apache Software
// Foundation" / "Apache HTTP Server", "vercel" / "next.js"), package names ("org.apache.struts"),
// and, in older records, only the description. RetireJS names JavaScript libraries its own way
// ("moment.js", "nextjs", "jquery-ui"). Everything resolves to the catalogue's slug.

import { readRawSet, slugify } from '../detect/index.ts';
import { ALIASES, type Alias } from './aliases.ts';

export interface TechEntry {
  name: string;
  slug: string;
  cpe: string | null;
}

export type MapResult = { slug: string; name: string; via: string } | { slug: null; reason: string };

export interface TechIndex {
  technologies: TechEntry[];
  bySlug: Map<string, TechEntry>;
  byName: Map<string, TechEntry>;
  mapProduct(p: ProductRef): MapResult;
  mapLibrary(name: string): MapResult;
  /** Every way a description may name a technology, longest first. */
  vocabulary(): VocabularyEntry[];
}

export interface ProductRef {
  vendor?: string;
  product?: string;
  packageName?: string;
  cpes?: string[];
}

export interface VocabularyEntry {
  pattern: RegExp;
  /**
   * Lower-case text every match contains, when there is such text: a description is lower-cased
   * once and only the entries whose needle it holds run their pattern. Thousands of patterns per
   * description made the CVE import of a first start cost seconds.
   */
  needle?: string;
  /** null: a product known not to be in the fingerprint set (the reason says which). */
  target: TechEntry | null;
  reason?: string;
}

/** "Apache HTTP Server" → "apachehttpserver"; "next.js" and "Next.js" meet at "nextjs". */
export const nameKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/\\/g, '')
    .replace(/[^a-z0-9]/g, '');

/** CPE 2.3 formatted string → "vendor:product", unescaped and lower-case. */
export function cpeVendorProduct(cpe: string): string | null {
  const parts = cpe.split(/(?<!\\):/);
  if (parts.length < 5 || parts[0] !== 'cpe') return null;
  const unescaped = (x: string) => x.replace(/\\(.)/g, '$1').toLowerCase();
  return `${unescaped(parts[3])}:${unescaped(parts[4])}`;
}

// Words that CNAs add to a product name and the fingerprint set leaves out.
const GENERIC_SUFFIX =
  /\s+(?:core|cms|server|data center|open source|framework|webmail|community edition|enterprise edition)$/i;
const NA = /^(?:n\/a|na|unknown|unspecified|)$/i;

export function buildTechIndex(
  technologies: Record<string, { cpe?: string }> = readRawSet().technologies,
): TechIndex {
  const list: TechEntry[] = Object.entries(technologies).map(([name, t]) => ({
    name,
    slug: slugify(name),
    cpe: t.cpe ?? null,
  }));
  const bySlug = new Map(list.map((t) => [t.slug, t]));
  const byName = new Map(list.map((t) => [t.name, t]));
  const byCpe = new Map<string, TechEntry[]>();
  const byCpeProduct = new Map<string, TechEntry[]>();
  const byCpeVendor = new Map<string, TechEntry[]>();
  const byKey = new Map<string, TechEntry[]>();
  const push = (m: Map<string, TechEntry[]>, k: string, t: TechEntry) => {
    if (!k) return;
    const arr = m.get(k) ?? [];
    if (!arr.includes(t)) arr.push(t);
    m.set(k, arr);
  };
  for (const t of list) {
    push(byKey, nameKey(t.name), t);
    const vp = t.cpe ? cpeVendorProduct(t.cpe) : null;
    if (!vp) continue;
    const [vendor, product] = vp.split(':');
    push(byCpe, vp, t);
    if (product !== '*') push(byCpeProduct, nameKey(product), t);
    push(byCpeVendor, vendor, t);
  }
  const aliasTarget = (a: Alias): MapResult => {
    if (a.technology === null) return { slug: null, reason: a.why };
    const t = byName.get(a.technology);
    if (!t)
      return { slug: null, reason: `alias names ${a.technology}, which the fingerprint set does not have` };
    return { slug: t.slug, name: t.name, via: `alias (${a.why})` };
  };
  const one = (arr: TechEntry[] | undefined, via: string): MapResult | null =>
    arr && arr.length === 1 ? { slug: arr[0].slug, name: arr[0].name, via } : null;

  function byText(text: string, vendor?: string): MapResult | null {
    const alias = ALIASES.find((a) => a.match.test(text.trim()));
    if (alias) return aliasTarget(alias);
    const candidates = [text, text.replace(GENERIC_SUFFIX, '')];
    if (vendor && !NA.test(vendor)) {
      const v = vendor.trim();
      if (text.toLowerCase().startsWith(`${v.toLowerCase()} `)) candidates.push(text.slice(v.length + 1));
      candidates.push(`${v} ${text}`);
    }
    for (const c of candidates) {
      const k = nameKey(c);
      const hit =
        one(byKey.get(k), `name "${c}"`) ??
        one(byCpeProduct.get(k), `CPE product "${c}"`) ??
        one(byKey.get(`${k}js`), `name "${c}" + .js`);
      if (hit) return hit;
    }
    return null;
  }

  function mapProduct(p: ProductRef): MapResult {
    for (const cpe of p.cpes ?? []) {
      const vp = cpeVendorProduct(cpe);
      const hit = vp ? one(byCpe.get(vp), `CPE ${vp}`) : null;
      if (hit) return hit;
    }
    let product = p.product && !NA.test(p.product.trim()) ? p.product.trim() : undefined;
    // "https://github.com/rails/rails": the repository names the product
    if (product && /^https?:\/\//.test(product)) product = product.replace(/\/+$/, '').split('/').pop();
    const pkg = p.packageName?.trim();
    for (const text of [product, pkg, pkg?.split(/[:/]/).pop()]) {
      if (!text) continue;
      const hit = byText(text, p.vendor);
      if (hit) return hit;
    }
    // "laravel" / "framework": a vendor that makes exactly one fingerprinted product
    if (p.vendor && !NA.test(p.vendor) && product) {
      const hit = one(byCpeVendor.get(nameKey(p.vendor)), `CPE vendor "${p.vendor}"`);
      if (hit) return hit;
    }
    if (!product && !pkg) return { slug: null, reason: 'the record names no product (vendor/product n/a)' };
    const named = [p.vendor, product ?? pkg].filter((x) => x && !NA.test(x)).join(' / ');
    return { slug: null, reason: `no fingerprinted technology for ${named}` };
  }

  function mapLibrary(name: string): MapResult {
    const alias = ALIASES.find((a) => a.retirejs && a.match.test(name));
    if (alias) return aliasTarget(alias);
    const k = nameKey(name);
    const hit =
      one(byKey.get(k), `library name "${name}"`) ??
      one(byKey.get(`${k}js`), `library name "${name}" + .js`) ??
      one(byKey.get(k.replace(/js$/, '')), `library name "${name}" without js`) ??
      one(byCpeProduct.get(k), `CPE product "${name}"`);
    return hit ?? { slug: null, reason: `no fingerprinted technology named like the library ${name}` };
  }

  let vocab: VocabularyEntry[] | undefined;
  function vocabulary(): VocabularyEntry[] {
    if (vocab) return vocab;
    const entries: VocabularyEntry[] = [];
    for (const a of ALIASES) {
      if (!a.mention) continue;
      const r = aliasTarget(a);
      entries.push({
        pattern: a.mention,
        target: r.slug ? bySlug.get(r.slug)! : null,
        reason: r.slug ? undefined : (r as { reason: string }).reason,
      });
    }
    // Only names that can be told from ordinary words: three characters or more, and a
    // capital or a digit or punctuation somewhere (the description scan is case-insensitive).
    for (const t of list) {
      if (t.name.length < 3) continue;
      const escaped = t.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
      entries.push({
        pattern: new RegExp(`(?<![\\w.-])${escaped}(?![\\w-])`, 'i'),
        target: t,
        needle: literalNeedle(t.name),
      });
    }
    vocab = entries.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
    return vocab;
  }

  return { technologies: list, bySlug, byName, mapProduct, mapLibrary, vocabulary };
}

/**
 * The name's first word, lower-cased, when lower-casing it is exactly what the pattern's `i` flag
 * does (ASCII); undefined otherwise, and the pattern always runs.
 */
function literalNeedle(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0];
  return /^[\x20-\x7e]+$/.test(first) ? first.toLowerCase() : undefined;
}

let shared: TechIndex | undefined;
/** The index over the loaded fingerprint set, built once per process. */
export function techIndex(): TechIndex {
  shared ??= buildTechIndex();
  return shared;
}

import { parse } from 'tldts';
import { toASCII } from 'tr46';
import { DEMO_TOP_LEVEL_NAME, isDemoNamespace } from './reserved-names.ts';

export const INVALID_DOMAIN_MESSAGE = 'Please enter a valid domain name.';
export const SCAN_NOT_PERMITTED_MESSAGE = 'Scanning of this website is not permitted.';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please select CAPTCHA.';

export type DomainCheck = { ok: true; domain: string } | { ok: false; error: string };

/**
 * UTS-46 (IDNA) processing as browsers do it (non-transitional, STD3 rules, bidi and joiner
 * checks; hyphens in the third and fourth place allowed, as in real names like
 * `r3--sn-abc.example.com`). Maps full-width letters and ideographic dots, folds case, checks
 * every Unicode label and every `xn--` label, and gives the ASCII (A-label) form; null when the
 * name is not valid IDNA.
 */
export function idnaToAscii(host: string): string | null {
  // Plain ASCII letters, digits, dots and hyphens without an A-label are their own ASCII form
  // (case folded): nearly every name the API is asked for, at a fraction of the processing.
  if (PLAIN_ASCII.test(host) && !A_LABEL.test(host)) return host.toLowerCase();
  return toASCII(host, { checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: true });
}

const PLAIN_ASCII = /^[A-Za-z0-9.-]+$/;
const A_LABEL = /(^|\.)xn--/i;

/**
 * Turns what a person typed ("HTTPS://WWW.Example.com:443/path?q") into the host name the index
 * is keyed by ("example.com"). Accepts an optional http(s) scheme, a port, a path, a trailing
 * dot; refuses IP addresses, bare suffixes, names without a public suffix and anything that is
 * not a host name. Names under the reserved `example` name count as having one: the generated
 * demo websites live there (reserved-names.ts). A leading "www." is dropped: the index holds a site once, under its bare name.
 *
 * The key is the ASCII (A-label) form of the name after UTS-46 processing, so "bücher.de",
 * "xn--bcher-kva.de" and "ＢＵＣＨＥＲ．de"-style full-width spellings are one site everywhere
 * (index, scans, monitoring, addresses); invalid IDNA (disallowed code points, bad punycode such
 * as "xn--zz") is refused like any other unreadable name.
 */
export function normalizeDomain(input: string): DomainCheck {
  const invalid: DomainCheck = { ok: false, error: INVALID_DOMAIN_MESSAGE };
  if (typeof input !== 'string') return invalid;
  let text = input.trim();
  if (!text || text.length > 2048) return invalid;
  text = text.replace(/^https?:\/\//i, '');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return invalid;
  const typed = text.split(/[/?#]/, 1)[0].replace(/:\d{1,5}$/, '');
  if (!typed || typed.includes('@')) return invalid;
  const host = idnaToAscii(typed)?.replace(/\.$/, '');
  if (!host || host.length > 253) return invalid;
  if (!/^[a-z0-9.-]+$/.test(host)) return invalid;
  const info = parse(host, { allowPrivateDomains: true });
  if (info.isIp || !info.domain || !info.publicSuffix || info.hostname !== host) return invalid;
  // The demo's websites are named under the reserved `example` name, which no suffix list holds.
  if (!info.isIcann && !info.isPrivate && info.publicSuffix !== DEMO_TOP_LEVEL_NAME) return invalid;
  const labels = host.split('.');
  if (labels.some((l) => !l || l.length > 63 || l.startsWith('-') || l.endsWith('-'))) return invalid;
  const bare = host.startsWith('www.') && host.slice(4) !== info.publicSuffix ? host.slice(4) : host;
  return { ok: true, domain: bare };
}

/** Government and military names: ending .gov or .mil, optionally followed by a 2-letter country. */
export function isGovernmentDomain(domain: string): boolean {
  return /(^|\.)(gov|mil)(\.[a-z]{2})?$/i.test(domain.replace(/\.$/, ''));
}

/**
 * The scan rules in their spec order: a readable domain first, then the refusals — government
 * names, and names in the demo's reserved namespace, made-up websites with nothing to visit.
 */
export function checkScanDomain(input: string): DomainCheck {
  const n = normalizeDomain(input);
  if (!n.ok) return n;
  if (isGovernmentDomain(n.domain) || isDemoNamespace(n.domain))
    return { ok: false, error: SCAN_NOT_PERMITTED_MESSAGE };
  return n;
}

/**
 * The looser rule of the verification and removal forms (part 2 §5): a leading http(s):// is
 * stripped (and, for removal, the path); the rest must be letters, digits, dots and hyphens with
 * a final alphabetic suffix. Names go through the same UTS-46 processing as `normalizeDomain`, so
 * an owner typing the Unicode or the full-width spelling of a name gets the key the index uses,
 * and an internationalised suffix counts in its A-label form ("xn--p1ai"). Returns the ASCII host
 * name, or null when it does not look like one.
 */
export function ownershipDomainInput(input: string, opts: { stripPath?: boolean } = {}): string | null {
  let text = input.trim().replace(/^https?:\/\//i, '');
  if (opts.stripPath) text = text.split(/[/?#]/, 1)[0];
  const host = text ? idnaToAscii(text) : null;
  return host && /^([a-z0-9-]+\.)+([a-z]{2,}|xn--[a-z0-9-]+)$/.test(host) ? host : null;
}

/** The code a domain owner places in /wts.txt: base64 of the domain name. */
export function domainVerificationCode(domain: string): string {
  const bytes = new TextEncoder().encode(domain);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export const VERIFICATION_FILE_NAME = 'wts.txt';

export function verificationFileUrl(domain: string): string {
  return `https://${domain}/${VERIFICATION_FILE_NAME}`;
}
